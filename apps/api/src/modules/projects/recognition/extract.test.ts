import { describe, expect, it } from 'vitest'
import {
  extract,
  findAccount,
  findAmount,
  findBank,
  findDate,
  mendNumbers,
  parseMoney,
} from './extract.ts'
import { interpret, isOwnPage, judge, sameAccount } from './judge.ts'
import type { Expectation, ShopAccount } from './types.ts'

const shop: ShopAccount[] = [
  { kind: 'BANK', number: '004-123-456789-001', bank: 'HSBC' },
  { kind: 'FPS', number: '1234567' },
  { kind: 'PAYME', number: '6123 4567' },
]
const due: Expectation = { amountDue: '48000.00', shopAccounts: shop }

const hsbcSlip = `HSBC Online Banking
Transfer Confirmation
Transaction date        24 Nov 2026
Reference no.           FT2611241234
From account            HSBC 004-567-123456-833
Available balance       HKD 123,456.78
To account              004-123-456789-001
Payee name              Harbour Interiors Ltd
Transfer amount         HKD 48,000.00
Fee                     HKD 5.00`

const chineseSlip = `中國銀行 網上銀行
轉賬確認
交易日期      2026年11月24日
付款帳戶      012-875-1-234567-8
可用結餘      港幣 231,400.12
收款人        港灣室內設計有限公司
收款帳戶      004 123 456789 001
轉賬金額      港幣 48,000.00
手續費        HK$0.00`

const fpsScreen = `10:24                5G 87%
Payment successful
付款成功
HK$48,000.00
To 收款人
HARBOUR INTERIORS LTD
FPS ID 轉數快識別碼
1234567
Date 日期
24/11/2026 10:23
From 付款帳戶
Hang Seng 024-388-123456-882
Reference 參考編號
FPS2611240001`

describe('parseMoney', () => {
  it.each([
    ['48,000.00', 4800000],
    ['48000.00', 4800000],
    ['48,000', 4800000],
    ['48000', 4800000],
    ['48.000,00', 4800000], // comma and period swapped
    ['48,000,00', 4800000], // decimal point read as a comma
    ['1,234,567.50', 123456750],
    ['12.5', 1250],
  ])('%s → %i cents', (text, cents) => expect(parseMoney(text)).toBe(cents))

  it.each(['4,80,00.00', '2026.11.24', '12345678901'])('refuses %s', (text) =>
    expect(parseMoney(text)).toBeNull(),
  )
})

describe('mendNumbers', () => {
  it.each([
    ['HK$4B,0O0.00', 'HK$48,000.00'],
    ['HKD l2,000.00', 'HKD 12,000.00'],
    ['HKD 48, 000 .00', 'HKD 48,000.00'],
    ['HKD 48 000.00', 'HKD 48000.00'],
    ['2O26-l1-24', '2026-11-24'],
  ])('%s → %s', (noisy, mended) => expect(mendNumbers(noisy)).toBe(mended))

  it('leaves words alone', () => {
    expect(mendNumbers('HKS 5 Oct Bill SOLD')).toBe('HKS 5 Oct Bill SOLD')
  })
})

describe('findAmount', () => {
  it.each([
    ['Transfer amount HK$48,000.00', '48000.00'],
    ['Amount: HKD 48,000', '48000.00'],
    ['Amount $48,000.00', '48000.00'],
    ['金額 港幣 48,000.00', '48000.00'],
    ['金额：HK$48,000.00', '48000.00'],
    ['付款金額 48,000.00', '48000.00'],
    ['轉賬金額：港幣48000', '48000.00'],
    ['Payment amount ＨＫ＄４８，０００．００', '48000.00'], // full-width, as some apps print
  ])('%s', (text, amount) => expect(findAmount(text)).toBe(amount))

  it('prefers the labelled amount to the balance and the fee around it', () => {
    expect(findAmount(hsbcSlip)).toBe('48000.00')
    expect(findAmount(chineseSlip)).toBe('48000.00')
  })

  it('takes the big number under "Payment successful" on a phone screen', () => {
    expect(findAmount(fpsScreen)).toBe('48000.00')
  })

  it('never takes a balance written under its label', () => {
    expect(findAmount('PayMe balance\nHKD 876,502.62')).toBeNull()
    expect(findAmount('You paid\n$35,130.00\nPayMe balance\nHKD 876,502.62')).toBe('35130.00')
  })

  it('ignores account numbers, references, dates and times', () => {
    expect(
      findAmount('To account 004-123-456789-001\nRef FT2611241234\n24/11/2026 10:23'),
    ).toBeNull()
  })

  it('reads through OCR noise', () => {
    expect(findAmount('Transfer amount  HK$ 4B,0O0 .00')).toBe('48000.00')
    expect(findAmount('Amount HKD 48.000,00')).toBe('48000.00')
    expect(findAmount('Amount HKD l2,500.50')).toBe('12500.50')
  })
})

describe('findDate', () => {
  it.each([
    ['Date 2026-11-24', '2026-11-24'],
    ['Date 24/11/2026', '2026-11-24'],
    ['24 Nov 2026, 15:02', '2026-11-24'],
    ['5Jun 2026 18:47', '2026-06-05'],
    ['Nov 24, 2026', '2026-11-24'],
    ['交易日期 2026年11月24日', '2026-11-24'],
    ['Date 2O26-l1-24', '2026-11-24'],
  ])('%s', (text, iso) => expect(findDate(text)).toBe(iso))

  it('prefers the labelled date to a printed-at footer', () => {
    expect(findDate('Printed 01/12/2026\nTransaction date 24/11/2026')).toBe('2026-11-24')
  })

  it('refuses impossible dates', () => expect(findDate('Ref 2026-13-45')).toBeNull())
})

describe('findAccount', () => {
  it('takes the receiving account, not the payer', () => {
    expect(findAccount(hsbcSlip)).toBe('004123456789001')
    expect(findAccount(chineseSlip)).toBe('004123456789001')
  })

  it('takes the FPS id under its label on a phone screen', () => {
    expect(findAccount(fpsScreen)).toBe('1234567')
  })

  it('drops +852 before a PayMe phone', () => {
    expect(findAccount('Recipient\n+852 6123 4567\nTransaction ID\nTX5340457084')).toBe('61234567')
  })

  it.each([
    ['Beneficiary account: 123-456789-001', '123456789001'],
    ['Payee 收款人 A/C 123-456789-001', '123456789001'],
    ['收款账户：004-123-456789-001', '004123456789001'],
    ['Transfer to HSBC 004-l23-456789-OO1', '004123456789001'],
  ])('%s', (text, digits) => expect(findAccount(text)).toBe(digits))

  it('takes the one account of a counter deposit slip, under a date that has its value', () => {
    const slip =
      'CASH DEPOSIT SLIP\n| Date 2026-06-23\n| Account No. 004-123-456789-001\nAmount HKS 3,009.47'
    expect(findAccount(slip)).toBe('004123456789001')
    expect(findAccount('From account\n004-567-123456-833\nAmount HKD 100.00')).toBeNull()
  })

  it('gives no account when only the payer is named', () => {
    expect(findAccount('From account 004-567-123456-833\nAmount HKD 100.00')).toBeNull()
  })
})

describe('findBank', () => {
  it.each([
    ['Payee bank: 滙豐銀行', 'HSBC'],
    ['To 恒生銀行 024-388-123456-882', 'Hang Seng Bank'],
    ['收款銀行 中國銀行(香港)', 'Bank of China (Hong Kong)'],
    ['Beneficiary bank Standard Chartered', 'Standard Chartered'],
    ['To account 004-123-456789-001', 'HSBC'],
    ['FPS ID 1234567', null],
  ])('%s', (text, bank) => expect(findBank(text)).toBe(bank))

  it('never names the payer’s bank as the receiver', () => {
    expect(findBank('From account DBS 016-000-123456-7\nTo account 004-123-456789-001')).toBe(
      'HSBC',
    )
  })
})

describe('judge', () => {
  const fields = { paid: true, amount: '48000.00', date: null, bank: null, payee: null }

  it('matches the shop’s account with or without the bank code', () => {
    expect(judge({ ...fields, account: '004123456789001' }, due)).toEqual({
      amount_match: true,
      bank_match: true,
    })
    expect(judge({ ...fields, account: '123456789001' }, due).bank_match).toBe(true)
    expect(sameAccount('004-123-456789-001', { kind: 'BANK', number: '123-456789-001' })).toBe(true)
  })

  it('matches the FPS id and the PayMe phone with or without +852', () => {
    expect(judge({ ...fields, account: '1234567' }, due).bank_match).toBe(true)
    expect(judge({ ...fields, account: '85261234567' }, due).bank_match).toBe(true)
  })

  it('never matches another shop’s account, a part of ours or nothing', () => {
    for (const account of ['024388123456882', '9876543', '92345678', '456789001', '001', null])
      expect(judge({ ...fields, account }, due).bank_match).toBe(false)
  })

  it('flags an amount other than the installment due', () => {
    expect(judge({ ...fields, amount: '47000.00', account: '1234567' }, due).amount_match).toBe(
      false,
    )
    expect(judge({ ...fields, amount: null, account: '1234567' }, due).amount_match).toBe(false)
  })
})

describe('interpret', () => {
  it('reads a whole slip', () => {
    expect(interpret({ text: hsbcSlip, confidence: 0.91 }, due)).toMatchObject({
      status: 'read',
      amount: '48000.00',
      date: '2026-11-24',
      account: '004123456789001',
      amount_match: true,
      bank_match: true,
      confidence: 0.91,
    })
    expect(extract(chineseSlip)).toEqual({
      paid: true,
      amount: '48000.00',
      date: '2026-11-24',
      account: '004123456789001',
      accounts: ['004123456789001'],
      payee: '港灣室內設計有限公司',
      bank: 'HSBC',
    })
  })

  it('gives up on a blank page or a photo, saying why', () => {
    expect(interpret({ text: '', confidence: 0.95 }, due)).toMatchObject({
      status: 'unreadable',
      reason: 'NO_TEXT',
    })
    expect(interpret({ text: ' ~ |\n.. ,', confidence: 0.2 }, due)).toMatchObject({
      reason: 'NO_TEXT',
    })
    expect(
      interpret({ text: 'Living room sofa, three seats, oak legs', confidence: 0.8 }, due),
    ).toMatchObject({
      reason: 'NOT_A_RECEIPT',
    })
    expect(
      interpret(
        { text: 'Transfer confirmation\nTo account 004-123-456789-001', confidence: 0.8 },
        due,
      ),
    ).toMatchObject({
      reason: 'NO_AMOUNT',
    })
  })

  it('keeps at most 2000 characters of text', () => {
    const reading = interpret({ text: `${hsbcSlip}\n${'x'.repeat(5000)}`, confidence: 0.9 }, due)
    expect(reading.text.length).toBe(2000)
  })
})

describe('not a receipt, no false match (issue 28)', () => {
  const ownPageText = `Maison Harbour Interiors
Project QT-261124-7KQ4XZ
Installments
Installment 1
Amount HK$48,000.00
Paid HK$0.00
Outstanding HK$48,000.00
FPS ID 1234567
Pay HK$48,000.00 online
I paid by bank transfer, FPS or PayMe`
  const named: ShopAccount[] = shop.map((a) => ({ ...a, name: 'Maison Harbour Interiors Limited' }))

  it('calls a screenshot of our own project page not a receipt, in English and Chinese', () => {
    expect(interpret({ text: ownPageText, confidence: 0.9 }, due)).toMatchObject({
      status: 'unreadable',
      reason: 'OWN_PAGE',
    })
    const zh = '第 1 期\n金額 HK$48,000.00\n尚欠 HK$48,000.00\n網上支付 HK$48,000.00'
    expect(interpret({ text: zh, confidence: 0.9 }, due)).toMatchObject({ status: 'unreadable' })
    // one own cue beside our name is enough
    expect(isOwnPage('Maison Harbour Interiors\nOutstanding HK$48,000.00', named)).toBe(true)
  })

  it('still reads a PayMe receipt whose message names the installment and the quotation', () => {
    const text = `You paid 已付款\n$48,000.00\nto Maison Harbour Interiors\nMessage\nInstallment 1 QT-261124-7KQ4XZ`
    expect(isOwnPage(text, named)).toBe(false)
    expect(interpret({ text, confidence: 0.9 }, { ...due, shopAccounts: named })).toMatchObject({
      status: 'read',
      amount: '48000.00',
      amount_match: true,
    })
  })

  it('never takes our own QT- or MH- reference for the receiving account', () => {
    const payme = `You paid\n$48,000.00\nRecipient\nMaison Harbour Interiors\nQT-261124-7KQ4XZ\nDate 24 Nov 2026`
    expect(findAccount(payme)).toBeNull()
    expect(findAccount('Paid to\nMH-261128-7KQ4XZ')).toBeNull()
    expect(findAccount('Transfer successful\nTo 1234567\nRemarks QT 261124 H8M2PA')).toBe('1234567')
  })

  it('claims no flag without a success cue, even when the amount and account are ours', () => {
    const form = 'FPS\nTo 1234567\nAmount HK$48,000.00\nConfirm'
    const reading = interpret({ text: form, confidence: 0.9 }, due)
    expect(reading).toMatchObject({
      status: 'read',
      amount: '48000.00',
      paid: false,
      amount_match: false,
      bank_match: false,
    })
  })

  it('claims no flag without the amount', () => {
    expect(
      judge(
        { paid: true, amount: null, date: null, bank: null, payee: null, account: '1234567' },
        due,
      ),
    ).toEqual({
      amount_match: false,
      bank_match: false,
    })
  })

  it.each([
    'Payment successful',
    'Transfer Successful',
    'You sent',
    'Payment sent',
    'Transfer Confirmation',
    'Your transfer has been submitted successfully.',
    '轉賬成功',
    '付款成功',
    '已付款',
    '轉賬確認',
    'ATM TRANSACTION RECORD',
    'Cash Deposit',
  ])('%s is a success cue', (cue) => {
    expect(extract(`${cue}\nHK$48,000.00`).paid).toBe(true)
  })
})

describe('amounts as phone apps print them and OCR reads them (issue 28)', () => {
  it.each([
    ['Payment sent\n\nHks 12,345.60\nto Maison Harbour', '12345.60'],
    ['You sent\nnes 8,800.00', '8800.00'],
    ['Transfer successful\n\n\ntks 48,000.00', '48000.00'],
    ['轉賬成功\n港幣 48,000.00', '48000.00'],
    ['付款成功\n港元48,000', '48000.00'],
    ['已付款\n48,000.00 HKD', '48000.00'],
    ['You sent\nHK$ 1 234 567.89', '1234567.89'],
    ['Amount HK$ 48 000', '48000.00'],
    ["Amount HK$48'000.50", '48000.50'],
    ['Amount HKD 48.000,00', '48000.00'],
    ['Amount HKD48,000', '48000.00'],
    ['金額 48,000元', '48000.00'],
  ])('%s', (text, amount) => expect(findAmount(text)).toBe(amount))

  it('takes the largest prominent figure, never the fee, the limit or the balance', () => {
    const screen = `Transfer successful
HK$ 48,000.00
Fee HK$ 5.00
Daily limit remaining
HK$ 452,000.00
Available balance
HKD 876,502.62`
    expect(findAmount(screen)).toBe('48000.00')
    expect(findAmount('Payment sent\nHKD 3.00 fee\nHKD 12,000.00')).toBe('12000.00')
  })

  it('never takes a reference for money', () => {
    expect(findAmount('Payment successful\nReference HK1234567890')).toBeNull()
    expect(findAmount('Payment successful\nHK1234567890')).toBeNull()
  })
})

describe('the payee by name, where the app shows no number (issue 28)', () => {
  const named: ShopAccount[] = shop.map((a) => ({ ...a, name: 'Maison Harbour Interiors Limited' }))
  const expect_ = { ...due, shopAccounts: named }

  it('matches a PayMe payment to the shop by its name', () => {
    const text =
      'You sent\nHK$48,000.00\nTo\nMAISON HARBOUR INTERIORS LIMITED\nMessage\nQT-261124-7KQ4XZ'
    expect(interpret({ text, confidence: 0.9 }, expect_)).toMatchObject({
      account: null,
      payee: 'MAISON HARBOUR INTERIORS LIMITED',
      bank_match: true,
    })
  })

  it('never matches another payee’s name, or our name beside another account', () => {
    const other = 'You sent\nHK$48,000.00\nTo\nKowloon Deco Co'
    expect(interpret({ text: other, confidence: 0.9 }, expect_)).toMatchObject({
      bank_match: false,
    })
    const theirs = 'You sent\nHK$48,000.00\nTo Maison Harbour Interiors\nFPS ID 9876543'
    expect(interpret({ text: theirs, confidence: 0.9 }, expect_)).toMatchObject({
      bank_match: false,
    })
  })
})
