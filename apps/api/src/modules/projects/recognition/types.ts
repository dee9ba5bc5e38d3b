/** A place the shop receives money: a bank account, an FPS id or a PayMe phone number. */
export type ShopAccount = {
  kind: 'BANK' | 'FPS' | 'PAYME'
  number: string
  bank?: string
  name?: string
}

/** What the installment should look like: the amount due and the shop's own accounts. */
export type Expectation = { amountDue: string; shopAccounts: ShopAccount[] }

export type UnreadableReason =
  | 'NOT_AN_IMAGE'
  | 'NO_TEXT'
  | 'NO_AMOUNT'
  | 'NOT_A_RECEIPT'
  | 'OWN_PAGE'

/** The reading of one receipt. It never approves anything: staff confirm. */
export type Reading =
  | {
      status: 'read'
      amount: string | null
      date: string | null
      account: string | null
      /** The payee's name as read, where the app shows one. */
      payee: string | null
      bank: string | null
      /** A success cue was read ("Payment successful", 轉賬成功, a transfer advice…). */
      paid: boolean
      amount_match: boolean
      bank_match: boolean
      confidence: number
      /** The recognised text, at most 2000 characters. */
      text: string
    }
  | { status: 'unreadable'; reason: UnreadableReason; confidence: number; text: string }

/** Fields read off a receipt's text; null when not found. */
export type ReceiptFields = {
  /** The picture says the payment went through; without it no flag is claimed. */
  paid: boolean
  amount: string | null
  date: string | null
  account: string | null
  /** Every receiving account the picture may show (payee-labelled first); the judge looks among them. */
  accounts: string[]
  payee: string | null
  bank: string | null
}
