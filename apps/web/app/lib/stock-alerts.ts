import type { FormResult } from './forms.ts'

/** The form field that tells the product page's action a back-in-stock wish from a cart add. */
export const STOCK_ALERT_INTENT = 'stock-alert'

/** The answer of "E-mail me when it is back": the address echoed, so nothing typed is lost. */
export type StockAlertResult = FormResult & {
  intent: typeof STOCK_ALERT_INTENT
  variantId: string
  email: string
  status?: 'SUBSCRIBED' | 'ALREADY_SUBSCRIBED'
}
