import { issueQuotationBody } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import {
  editorBody,
  editorFieldErrors,
  estimateTotals,
  withSpareRows,
} from './quotation-editor-form.ts'

const typed = (extra: Record<string, string> = {}) =>
  withSpareRows({
    line_0_category: 'carpentry',
    line_0_description_en: 'Built-in wardrobe',
    line_0_qty: '1',
    line_0_unit_price: '38000',
    line_1_category: 'electrical',
    line_1_description_en: 'Rewire',
    line_1_qty: '2',
    line_1_unit_price: '6,000',
    discount: '',
    first_kind: 'percent',
    first_value: '40',
    valid_until: '2099-12-24T18:00',
    terms_en: 'Works start within 14 days.',
    ...extra,
  })

describe('the quotation editor form', () => {
  it('skips the spare empty rows and reads prices and Hong Kong time', () => {
    const { rows, body } = editorBody(typed())
    expect(rows).toEqual([0, 1])
    expect(body.lines.map((l) => l.unit_price)).toEqual(['38000.00', '6000.00'])
    expect(body.valid_until).toBe('2099-12-24T18:00:00+08:00')
    expect(issueQuotationBody.safeParse(body).success).toBe(true)
  })

  it('puts a missing price back on its own row, as required', () => {
    const values = typed({ line_1_unit_price: '' })
    const { rows, body } = editorBody(values)
    const parsed = issueQuotationBody.safeParse(body)
    expect(parsed.success).toBe(false)
    const errors = editorFieldErrors(parsed.error?.issues ?? [], rows, values)
    expect(errors).toEqual({ line_1_unit_price: 'errors.required' })
  })

  it("maps the API's field paths and messages to the form's fields", () => {
    const values = typed({ discount: '99999' })
    const errors = editorFieldErrors(
      [
        { path: 'body.discount', message: 'The discount cannot be more than the subtotal' },
        { path: 'valid_until', message: 'Choose a date after today' },
      ],
      [0, 1],
      values,
    )
    expect(errors).toEqual({
      discount: 'admin.quotations.errors.discountTooLarge',
      valid_until: 'admin.quotations.errors.futureDate',
    })
  })

  it('says a form without any line needs one', () => {
    const values = withSpareRows({ first_kind: 'percent', first_value: '50' })
    const { rows, body } = editorBody(values)
    const parsed = issueQuotationBody.safeParse(body)
    expect(editorFieldErrors(parsed.error?.issues ?? [], rows, values).lines).toBe(
      'admin.quotations.errors.noLines',
    )
  })

  it('estimates the totals and the two installments as typed', () => {
    expect(estimateTotals(typed())).toEqual({
      subtotal: '50000.00',
      total: '50000.00',
      first: '20000.00',
      second: '30000.00',
    })
    expect(estimateTotals(typed({ first_kind: 'amount', first_value: '60000' }))).toBeNull()
    expect(estimateTotals(typed({ line_1_qty: '' }))).toBeNull()
  })
})
