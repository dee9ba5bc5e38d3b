/**
 * What the projects module needs of receipt recognition (the reader lives in `recognition/`):
 * one reader per process, created once, closed on shutdown.
 */
export type ShopAccount = {
  kind: 'BANK' | 'FPS' | 'PAYME'
  number: string
  bank?: string
  name?: string
}
export type Expectation = { amountDue: string; shopAccounts: ShopAccount[] }
export type Reading =
  | {
      status: 'read'
      amount: string | null
      date: string | null
      account: string | null
      bank: string | null
      amount_match: boolean
      bank_match: boolean
      confidence: number
      text: string
    }
  | {
      status: 'unreadable'
      reason: 'NOT_AN_IMAGE' | 'NO_TEXT' | 'NO_AMOUNT' | 'NOT_A_RECEIPT'
      confidence: number
      text: string
    }
export type ReceiptReader = {
  read(bytes: Buffer, expectation: Expectation): Promise<Reading>
  close(): Promise<void>
}
