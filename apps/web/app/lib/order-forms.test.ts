import { MAX_UPLOAD_BYTES } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { validate } from './forms.ts'
import {
  filesOf,
  proofBody,
  proofForm,
  refundBody,
  refundForm,
  reviewBody,
  reviewForm,
} from './order-forms.ts'

const variant = '3f5b1c2e-3f0a-4c57-9a52-6f1d2b7c0001'
const other = '3f5b1c2e-3f0a-4c57-9a52-6f1d2b7c0002'
const image = (name = 'a.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' })

function form(entries: [string, string | File][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('order forms', () => {
  it('treats an empty file input as nothing chosen', () => {
    const data = form([['file', new File([], '')]])
    expect(filesOf(data, 'file')).toEqual([])
    expect(validate(proofForm, proofBody(data))).toMatchObject({
      ok: false,
      error: 'orderErrors.fileRequired',
    })
  })

  it('refuses a proof above the size cap before anything is sent', () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.png', { type: 'image/png' })
    expect(validate(proofForm, proofBody(form([['file', big]])))).toMatchObject({
      ok: false,
      error: 'orderErrors.fileTooLarge',
    })
  })

  it('takes at most 5 review photos (spec §5)', () => {
    const entries: [string, string | File][] = [
      ['product_variant_id', variant],
      ['rating', '4'],
      ['comment', ' Lovely '],
    ]
    const five = validate(
      reviewForm,
      reviewBody(
        form([
          ...entries,
          ...Array.from({ length: 5 }, (_, i): [string, File] => ['images', image(`${i}.png`)]),
        ]),
      ),
    )
    expect(five.ok && five.body).toMatchObject({ rating: 4, comment: 'Lovely' })
    const six = validate(
      reviewForm,
      reviewBody(
        form([
          ...entries,
          ...Array.from({ length: 6 }, (_, i): [string, File] => ['images', image(`${i}.png`)]),
        ]),
      ),
    )
    expect(six).toMatchObject({ ok: false, fieldErrors: { images: 'orders.images.tooMany' } })
  })

  it('sends only the refund lines with a quantity, and needs one', () => {
    const data = form([
      ['reason', 'Stained'],
      [`qty:${variant}`, '1'],
      [`qty:${other}`, '0'],
    ])
    expect(refundBody(data).refund_items).toEqual([{ product_variant_id: variant, qty: 1 }])
    const none = form([
      ['reason', 'Stained'],
      [`qty:${variant}`, '0'],
    ])
    expect(validate(refundForm, refundBody(none))).toMatchObject({
      ok: false,
      error: 'orders.refund.nothingSelected',
    })
  })
})
