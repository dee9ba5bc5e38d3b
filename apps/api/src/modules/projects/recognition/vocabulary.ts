/**
 * The words receipts use, in English and Chinese (Traditional and Simplified), as patterns over
 * one line of normalised text (NFKC, so full-width colons and dollar signs are plain). Kept apart
 * from the extraction so a new bank's wording is one line here.
 */

/**
 * The amount paid: "Transfer amount", "金額", and the success cues phone apps print above the big
 * number instead ("You sent", "Payment sent", "Transfer successful", 付款成功, 已付款).
 */
export const amountLabel =
  /\b(?:(?:transfer|payment|transaction|remittance|debit|paid|total|deposit|sent)\s*amount|amount(?:\s*(?:paid|sent|transferred))?|you\s*(?:have\s*)?(?:paid|sent|transferred)|paid|(?:money|payment)\s*sent|(?:payment|transfer|transaction)\s*(?:was\s*)?(?:successful|success|completed?)|total|cash\s*deposit)\b|金[額额]|[轉转][賬帳账]金[額额]|付款金[額额]|[匯汇]款金[額额]|交易金[額额]|存款金[額额]|已付款|已[轉转][賬帳账]|付款成功|[轉转][賬帳账]成功|交易成功|[匯汇]款成功/i

/** Numbers that look like the amount but are not: balances, fees, limits, rates. */
export const notAmountLabel =
  /\b(?:balance|available|fees?|charges?|commission|limits?|rate|points?|cash\s*back|rewards?|bal\.?|remaining|quota)\b|結餘|结余|餘額|余额|手續費|手续费|費用|费用|限額|限额|可用|匯率|汇率|積分|积分|剩餘|剩余|上限/i

/** The receiving side: whose account got the money. */
export const payeeLabel =
  /^\s*to\b|\b(?:to\s*account|transfer(?:red)?\s*to|pay(?:ment)?\s*to|credit(?:ed)?\s*to|(?:payee|beneficiary|recipient|receiver)(?:'?s)?(?:\s*(?:name|account(?:\s*(?:no|number))?|a\/c))?|receiving|fps\s*id|fps\s*identifier|proxy\s*id)\b|收款人|收款帳戶|收款账户|收款賬戶|收款戶口|收款户口|收款方|收款|受款人|轉數快識別碼|转数快识别码|轉入帳戶|转入账户/i

/** The paying side; its account number must never be taken for the shop's. */
export const payerLabel =
  /^\s*from\b|\b(?:from\s*account|debit(?:ed)?\s*(?:from|account)|payer|remitter|sender|paid\s*from)\b|付款帳戶|付款账户|付款賬戶|付款戶口|付款人|轉出帳戶|转出账户|扣款帳戶|扣款账户|匯款人|汇款人/i

/** Lines whose numbers are identifiers, not accounts. */
export const referenceLabel =
  /\b(?:ref(?:erence)?|transaction\s*(?:id|no)|txn|serial|message|remarks?)\b|參考|参考|編號|编号|交易號碼|备注|備註|訊息/i

export const dateLabel = /\b(?:date|value\s*date|transaction\s*date)\b|日期|交易日期/i

/** Anything that says this is a payment record at all. */
export const paymentCue =
  /\b(?:transfer|payment|paid|payee|beneficiary|recipient|fps|payme|remittance|deposit|hk\$|hkd|bank|account)\b|轉[賬帳]|转[账帐]|付款|收款|轉數快|转数快|港幣|港币|銀行|银行|帳戶|账户/i

/**
 * What only a finished payment says: a confirmation screen, a transfer advice, an ATM or counter
 * record. `amount_match` and `bank_match` are claimed only on a picture that says one of these.
 */
export const successCue =
  /\b(?:(?:payment|transfer|transaction|remittance|deposit)s?\s*(?:was\s*)?(?:successful(?:ly)?|success|completed?|sent|done|confirmed|confirmation|advice|record|receipt|slip)|success(?:ful(?:ly)?)?|completed|you\s*(?:have\s*)?(?:sent|paid|transferred)|(?:money|payment)\s*sent|sent\s*to|paid\s*to|transferred|submitted|confirmation|advice|receipt|transaction\s*record|cash\s*deposit|deposit\s*slip)\b|[轉转][賬帳账]成功|付款成功|交易成功|匯款成功|汇款成功|已付款|已轉[賬帳]|已转[账帐]|已完成|已成功|[轉转][賬帳账][確确][認认]|交易[確确][認认]|付款[確确][認认]|匯款通知|汇款通知|交易紀錄|交易记录|存款|入數|收據|收据/i

/**
 * Chinese success wording as a photo's OCR damages it: 匯款成功 comes back as 紅凌成坊 or
 * 綁炮成坊, 轉賬成功 as 轉賑成功: two characters, then 成 and 功 or a look-alike, never after
 * 不, 未 or 失 (交易不成功). An English cue with a letter misread ("Successfu1", "Transfer complated").
 */
export const successCueDamaged =
  /(?<![不未])\p{Script=Han}{2}(?<![不未失])\s?成\s?[功坊劝幼切巧攻]|\bsuc+es+fu[l1I|]\b|\btransf[ae]r\s*comp[l1I|][ae]ted\b/iu

/**
 * The shop's own pages, which customers screenshot and send back: the project page's installment
 * table and its buttons (packages/contract i18n `projects`). Never a receipt, whatever it shows.
 * Not "Installment 1" or a QT- reference alone: customers write those in a transfer's message.
 */
export const ownPageCue =
  /\b(?:outstanding|pay\s*(?:hk\$?\s*[\d,.]+\s*)?online|i\s*paid\s*by\s*bank\s*transfer|tell\s*us\s*about\s*your\s*payment|send\s*the\s*payment\s*record|payment\s*records|not\s*due\s*yet|due\s*at\s*handover)\b|尚欠|網上支付|在线支付|我已用|未到期|付款紀錄|付款记录/i

/** The shop's order and quotation references (MH-261128-7KQ4XZ, QT-…), also as OCR reads them. */
export const shopReference = /\b(?:MH|QT|0T|OT|M1|MN)\s*[-_.]?\s*\d{6}\s*[-_.]?\s*[A-Z0-9]{4,8}\b/gi

/** Canonical bank names and how slips write them. */
export const banks: { name: string; pattern: RegExp }[] = [
  { name: 'Hang Seng Bank', pattern: /hang\s*seng|恒生/i },
  { name: 'HSBC', pattern: /\bhsbc\b|滙豐|汇丰|匯豐|hongkong\s*and\s*shanghai/i },
  {
    name: 'Bank of China (Hong Kong)',
    pattern: /\bboc\s*hk\b|\bbochk\b|bank\s*of\s*china|中國銀行|中国银行|中銀|中银/i,
  },
  { name: 'Standard Chartered', pattern: /standard\s*chartered|\bscb\b|渣打/i },
  { name: 'Bank of East Asia', pattern: /\bbea\b|east\s*asia|東亞|东亚/i },
  { name: 'DBS', pattern: /\bdbs\b|星展/i },
  { name: 'Citibank', pattern: /citi\s*bank|\bciti\b|花旗/i },
  {
    name: 'China Construction Bank (Asia)',
    pattern: /\bccb\b|construction\s*bank|建設銀行|建设银行|建行/i,
  },
  { name: 'ICBC (Asia)', pattern: /\bicbc\b|工商銀行|工商银行|工銀|工银/i },
  { name: 'Bank of Communications', pattern: /\bbocom\b|交通銀行|交通银行/i },
  { name: 'OCBC', pattern: /\bocbc\b|華僑|华侨/i },
  { name: 'CMB Wing Lung', pattern: /wing\s*lung|永隆|招商永隆/i },
  { name: 'Dah Sing', pattern: /dah\s*sing|大新/i },
  { name: 'Chong Hing', pattern: /chong\s*hing|創興|创兴/i },
  { name: 'Nanyang Commercial Bank', pattern: /nanyang|南洋商業|南洋商业/i },
  { name: 'ZA Bank', pattern: /\bza\s*bank\b|眾安|众安/i },
  { name: 'Mox', pattern: /\bmox\b/i },
  { name: 'PayMe', pattern: /\bpayme\b/i },
]

export const months: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}
