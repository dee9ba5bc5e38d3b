import { describe, expect, it } from 'vitest'
import { extract } from './extract.ts'
import { explain, interpret, sameAccount } from './judge.ts'
import type { Expectation, ShopAccount } from './types.ts'

/**
 * What tesseract returned for the photos of paper slips in `scripts/receipt-sets/tune` (issue 28),
 * as text: the receiving account lost its label, the Chinese labels came back as Latin letters,
 * a 0 as ©, and 匯款成功 as 紅凌成坊. Each was read wrong once; never tuned on the held-out set.
 */
const shop: ShopAccount[] = [
  { kind: 'BANK', number: '004-123-456789-001', bank: 'HSBC', name: 'Maison Harbour Interiors' },
  { kind: 'FPS', number: '1234567', name: 'Maison Harbour Interiors' },
  { kind: 'PAYME', number: '6123 4567', name: 'Maison Harbour Interiors' },
]
const due = (amountDue: string): Expectation => ({ amountDue, shopAccounts: shop })
const read = (text: string, amountDue: string) =>
  interpret({ text, confidence: 0.9 }, due(amountDue))

/** An ATM record photographed as it is: the "TO" and "FROM" of both account lines cut off. */
const atmAsItIs = `SENG BANK ATM
ACTION RECORD
Dec 2026 TIME 9:44
2417 SEQ 0832
TRANSFER
016-399-158186-290
A/C 123-456789-001
JNT HKD 16,680.00
AVAILABLE BAL HKD 305,175.92
TRANSACTION COMPLETED
THANK YOU`

/** A Chinese transfer advice: its labels read as Latin letters, its heading as look-alikes. */
const adviceZh = `Standard Chartered
轉賬通知 紅凌成坊
ZREW                                                                      2026-10-04
Ero                                                                 024-763-333194-916
LER 2                                                                Maison Harbour Interiors
WROLINN                                                  004-123-456789-001
am                                                                        ©M 6,902.65
Pere                                                               PM1201691010`

describe('the receiving account on photos of paper slips (issue 28)', () => {
  it('finds the shop’s account on an ATM record whose "TO" was cut off, beside the payer’s', () => {
    expect(read(atmAsItIs, '16680.00')).toMatchObject({
      amount: '16680.00',
      account: '123456789001',
      amount_match: true,
      bank_match: true,
    })
  })

  it('finds it on a Chinese advice whose labels came back as Latin letters', () => {
    expect(read(adviceZh, '6902.65')).toMatchObject({
      paid: true,
      amount: '6902.65',
      account: '004123456789001',
      bank_match: true,
    })
  })

  it('finds it on a counter deposit slip whose account label was misread', () => {
    const slip = `Bank of China (Hong Kong)
存款單 DEPOSIT SUP
日期                  19/06/2026
| APOME | 123-456789-001
戶口名稱            MAISON HARBOUR INTERIORS LIMITED
| men            HKS 14,390.00
RECEIVED 10/06/2028 15:35 TELLER 87 DEPOSIT xD 14, 300.00`
    expect(read(slip, '14390.00')).toMatchObject({ account: '123456789001', bank_match: true })
  })

  it('reads a 0 printed as © and the beneficiary account under its English label', () => {
    const advice = `Standard Chartered
Payment Advice — Transfer completed
Debit account                                          ©16-416-903575-458
Beneficiary name        MAISON HARBOUR INTERIORS LIMITED
Beneficiary account                                   004 l23 456789 OO1
Amount                                                          HKD 16,657.73`
    expect(read(advice, '16657.73')).toMatchObject({
      account: '004123456789001',
      payee: 'MAISON HARBOUR INTERIORS LIMITED',
      amount_match: true,
      bank_match: true,
    })
  })

  it('never matches a slip to another payee, nor takes the payer’s account or our references', () => {
    const other = atmAsItIs.replace('A/C 123-456789-001', 'A/C 388-123456-882')
    expect(read(other, '16680.00')).toMatchObject({ bank_match: false })
    const payerIsOurs = 'Transfer completed\nFROM A/C 004-123-456789-001\nAMOUNT HKD 100.00'
    expect(read(payerIsOurs, '100.00')).toMatchObject({ account: null, bank_match: false })
    const reference = 'Payment successful\nHK$100.00\nReference QT-261124-1234567\nMH-261124-7KQ4XZ'
    expect(read(reference, '100.00')).toMatchObject({ account: null, bank_match: false })
  })

  it.each([
    ['FPS id with an l, a space and a dash', 'You sent HK$100.00\nTo FPS ID l2 34-567', '1234567'],
    ['PayMe phone with +852 and a dash', 'Payment sent HK$100.00\nTo +852 6123-4567', '61234567'],
    ['phone read with spaces', 'Payment sent HK$100.00\nRecipient 6l23 4567', '61234567'],
  ])('matches the %s', (_, text, account) => {
    expect(read(text, '100.00')).toMatchObject({ account, bank_match: true })
  })

  it('matches an e-mail FPS id, whatever OCR did to its 0/o, 1/l and spaces', () => {
    const byEmail: Expectation = {
      amountDue: '100.00',
      shopAccounts: [{ kind: 'FPS', number: 'pay@maisonharbour1.hk' }],
    }
    const text = 'Transfer successful\nHK$100.00\nFPS ID\nPAY @ MAIS0NHARBOURl . HK'
    expect(interpret({ text, confidence: 0.9 }, byEmail)).toMatchObject({ bank_match: true })
    expect(sameAccount('other@maisonharbour1.hk', byEmail.shopAccounts[0] as ShopAccount)).toBe(
      false,
    )
    expect(sameAccount('1234567', byEmail.shopAccounts[0] as ShopAccount)).toBe(false)
  })

  it('matches the payee’s name with a letter misread, not another name', () => {
    const named = (name: string) =>
      read(`You sent\nHK$100.00\nTo\n${name}\nMessage\nQT-261124-7KQ4XZ`, '100.00')
    expect(named('MAISON HARBONR INTERIORS')).toMatchObject({ bank_match: true })
    expect(named('MASON HARBOUR INTERIORS')).toMatchObject({ bank_match: true })
    expect(named('HARBOUR VIEW DECO')).toMatchObject({ bank_match: false })
  })
})

describe('success wording as OCR damages it (issue 28)', () => {
  it.each(['匯款成功', '紅凌成坊', '綁炮成坊', '轉賑成功', '轉賬 成 功', 'Transfer complated'])(
    'takes %s for a success cue',
    (cue) => expect(extract(`${cue}\n金額 港幣 100.00`).paid).toBe(true),
  )

  it.each(['交易不成功', '付款未成功', '轉賬失敗', '成功', 'Unsuccessful'])(
    'never takes %s',
    (cue) => expect(extract(`${cue}\n金額 港幣 100.00`).paid).toBe(false),
  )
})

describe('why a reading does not match, for staff (issue 28)', () => {
  const codes = (text: string, amountDue = '100.00') =>
    explain(read(text, amountDue), due(amountDue))

  it('says nothing when both flags match', () => {
    expect(codes('Payment successful\nHK$100.00\nFPS ID 1234567')).toEqual([])
  })

  it('names a missing success cue, another amount, a missing or another account', () => {
    expect(codes('Transfer amount HK$1,200.00\nFPS ID 1234567', '1250.00')).toEqual([
      { code: 'NO_SUCCESS_CUE', read: null, expected: null },
      { code: 'AMOUNT_DIFFERS', read: '1200.00', expected: '1250.00' },
    ])
    expect(codes('Payment successful\nHK$100.00')).toEqual([
      { code: 'ACCOUNT_NOT_FOUND', read: null, expected: null },
    ])
    expect(codes('Payment successful\nHK$100.00\nFPS ID 9876543')).toEqual([
      { code: 'ACCOUNT_DIFFERS', read: '9876543', expected: null },
    ])
  })

  it('says a picture of our own page is one', () => {
    const own = 'Maison Harbour Interiors\nOutstanding HK$100.00\nPay HK$100.00 online'
    expect(codes(own)).toEqual([{ code: 'OWN_PAGE', read: null, expected: null }])
  })
})
