import { MAX_UPLOAD_BYTES } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { validate } from './forms.ts'
import {
  fileSize,
  normaliseAmount,
  paymentRecordForm,
  paymentRecordInput,
  projectPaymentUrls,
  recordValues,
} from './project-forms.ts'

const receipt = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'fps.jpg', { type: 'image/jpeg' })

function form(fields: Record<string, string>, file: File | null = receipt()) {
  const data = new FormData()
  const base = {
    intent: 'add_record',
    installment_sequence: '1',
    method: 'FPS',
    payer_bank: 'HSBC',
    payer_account: '+852 6123 4567',
    amount: '36,000',
  }
  for (const [name, value] of Object.entries({ ...base, ...fields })) data.set(name, value)
  // a browser posts an empty, nameless file when nothing was chosen
  data.set('receipt', file ?? new File([], ''))
  return data
}

describe('the payment record form', () => {
  it('sends the contract body with the amount as HKD with two places and the chosen receipt', () => {
    const checked = validate(paymentRecordForm, paymentRecordInput(form({})))
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    const { receipt: file, ...body } = checked.body
    expect(body).toEqual({
      installment_sequence: 1,
      method: 'FPS',
      payer_bank: 'HSBC',
      payer_account: '+852 6123 4567',
      amount: '36000.00',
    })
    expect(file.name).toBe('fps.jpg')
  })

  it('names every missing field at once in catalogue keys the shopper reads in their language', () => {
    const checked = validate(
      paymentRecordForm,
      paymentRecordInput(form({ method: '', amount: '' }, null)),
    )
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.fieldErrors).toEqual({
      method: 'projects.errors.methodRequired',
      amount: 'projects.errors.amountRequired',
      receipt: 'orderErrors.fileRequired',
    })
    expect(checked.error).toBe('projects.errors.methodRequired')
  })

  it('refuses an amount that is not money, nothing, or an account with other characters', () => {
    for (const amount of ['12.345', 'abc', '0', '-5', '1e4']) {
      const checked = validate(paymentRecordForm, paymentRecordInput(form({ amount })))
      expect(checked.ok, amount).toBe(false)
      if (!checked.ok)
        expect(checked.fieldErrors.amount, amount).toBe('projects.errors.amountFormat')
    }
    const account = validate(paymentRecordForm, paymentRecordInput(form({ payer_account: 'x; y' })))
    expect(account.ok).toBe(false)
    if (!account.ok) expect(account.fieldErrors.payer_account).toBe('errors.accountFormat')
  })

  it('refuses a receipt over the upload limit before anything is sent', () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.png', { type: 'image/png' })
    const checked = validate(paymentRecordForm, paymentRecordInput(form({}, big)))
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.fieldErrors.receipt).toBe('orderErrors.fileTooLarge')
  })

  it('keeps every typed field as typed for the form shown again (no JavaScript)', () => {
    expect(recordValues(form({ amount: '36,000', payer_bank: ' Hang Seng ' }))).toEqual({
      installment_sequence: '1',
      method: 'FPS',
      payer_bank: ' Hang Seng ',
      payer_account: '+852 6123 4567',
      amount: '36,000',
    })
  })
})

describe('amounts as shoppers type them', () => {
  it('reads separators, currency signs and full-width digits', () => {
    expect(normaliseAmount('12,000')).toBe('12000.00')
    expect(normaliseAmount('HK$ 12000.5')).toBe('12000.50')
    expect(normaliseAmount('$1 234.05')).toBe('1234.05')
    expect(normaliseAmount('１２０００')).toBe('12000.00')
    expect(normaliseAmount(' 36000.00 ')).toBe('36000.00')
  })

  it('leaves anything else as typed, for the rule to name', () => {
    expect(normaliseAmount('twelve')).toBe('twelve')
    expect(normaliseAmount('12.345')).toBe('12.345')
  })
})

describe('the payment page return', () => {
  it('comes back to the project page in its language, marked with the outcome', () => {
    expect(projectPaymentUrls('https://shop.example.hk/', '/zh', 'q-1')).toEqual({
      success_url: 'https://shop.example.hk/zh/shop/project/order/q-1?payment=success',
      cancel_url: 'https://shop.example.hk/zh/shop/project/order/q-1?payment=cancelled',
    })
  })
})

describe('file sizes', () => {
  it('reads in KB below a megabyte and MB with one decimal above', () => {
    expect(fileSize(300)).toBe('1 KB')
    expect(fileSize(512 * 1024)).toBe('512 KB')
    expect(fileSize(3.25 * 1024 * 1024)).toBe('3.3 MB')
  })
})
