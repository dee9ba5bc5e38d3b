/** Receipt recognition for project installments: read a receipt image, flag what staff should check. */
export { extract } from './extract.ts'
export { explain, isOwnPage, judge } from './judge.ts'
export { type Language, type ReaderOptions, type ReceiptReader, receiptReader } from './reader.ts'
export type { Expectation, Reading, ReceiptFields, ShopAccount, UnreadableReason } from './types.ts'
