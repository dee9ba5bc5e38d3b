import { issueQuotationBody } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import {
  editorBody,
  editorFieldErrors,
  estimateTotals,
  optionsOf,
  rowsToFind,
  searchOptions,
  withFound,
  withItemNames,
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

describe('choosing a catalogue item by name on a quotation line', () => {
  const variant = (id: string, sku: string, extra: Record<string, unknown> = {}) => ({
    _id: id,
    product_id: 'p1',
    sku,
    size: { en: '3-seater', zh: '三座位', cn: '三座位' },
    colour: { _id: 'c1', name: { en: 'Grey', zh: '灰色', cn: '灰色' } },
    price: '12800.00',
    sale_price: '9800.00',
    sale_starts_at: null,
    sale_ends_at: null,
    on_sale: true,
    points_price: null,
    stock: 3,
    low_stock_threshold: 3,
    stock_state: 'in_stock' as const,
    ...extra,
  })
  const list = {
    data: [
      {
        _id: 'p1',
        slug: 'oslo-sofa',
        title: { en: 'Oslo sofa', zh: '奧斯陸梳化', cn: '奥斯陆沙发' },
        status: 'active' as const,
        brand: null,
        categories: [],
        image: null,
        variants_count: 2,
        skus: ['OS-3G', 'OS-2G'],
        stock: 5,
        stock_state: 'in_stock' as const,
        price_from: '9800.00',
        created_at: '2026-01-01T00:00:00.000Z',
        variants: [
          variant('v1', 'OS-3G'),
          variant('v2', 'OS-2G', { on_sale: false, size: null, colour: null }),
        ],
      },
    ],
    total: 1,
    page: 1,
    per_page: 8,
  }

  it('offers each size and colour as its own item at the price paid now, named in every language', () => {
    const [first, second] = searchOptions(list as never)
    expect(first).toEqual({
      id: 'v1',
      sku: 'OS-3G',
      title: { en: 'Oslo sofa', zh: '奧斯陸梳化', cn: '奥斯陆沙发' },
      detail: { en: '3-seater / Grey', zh: '三座位 / 灰色', cn: '三座位 / 灰色' },
      price: '9800.00',
    })
    expect(second?.price).toBe('12800.00')
  })

  it('searches the row asked, or every row typed in when Enter was pressed', () => {
    const values = {
      line_0_category: 'furniture',
      line_0_find: 'oslo',
      line_1_category: 'other',
      line_1_find: '',
      line_2_category: 'furniture',
      line_2_find: 'OS-2',
    }
    expect(rowsToFind('find:1', values)).toEqual([1])
    expect(rowsToFind('find', values)).toEqual([0, 2])
    expect(rowsToFind('find:x', values)).toEqual([0, 2])
  })

  it('keeps the chosen item first, carries the offer in the form, and ignores a tampered offer', () => {
    const chosen = withFound(
      { line_0_category: 'furniture', line_0_variant_id: 'v2' },
      0,
      searchOptions(list as never).slice(1),
    )
    const again = withFound(chosen, 0, searchOptions(list as never))
    expect(optionsOf(again, 0).map((o) => o.id)).toEqual(['v2', 'v1'])
    expect(again.line_0_found).toBe('2')
    expect(optionsOf({ line_0_options: '{not json' }, 0)).toEqual([])
    expect(optionsOf({ line_0_options: '[{"id":1}]' }, 0)).toEqual([])
  })

  it('names a line after its item in each language when the descriptions are empty, and keeps what was typed', () => {
    const offered = withFound(
      {
        line_0_category: 'furniture',
        line_0_variant_id: 'v1',
        line_0_description_en: '',
        line_0_description_zh: '客廳梳化',
        line_0_description_cn: '',
      },
      0,
      searchOptions(list as never),
    )
    const named = withItemNames(offered)
    expect(named.line_0_description_en).toBe('Oslo sofa · 3-seater / Grey')
    expect(named.line_0_description_zh).toBe('客廳梳化')
    expect(named.line_0_description_cn).toBe('奥斯陆沙发 · 三座位 / 灰色')
    const { body } = editorBody({ ...named, line_0_qty: '1' })
    expect(body.lines[0]).toMatchObject({ variant_id: 'v1', unit_price: undefined })
  })
})
