import { MAIN_STORE_ID, stockAlertBody, stockAlertResponse } from '@shop/contract'
import { isUuid } from '@shop/contract/client'
import type { RouterContextProvider } from 'react-router'
import { data } from 'react-router'
import { apiRequest } from './api.server.ts'
import { apiFailure, clientIpHeaders, localeHeaders } from './form-action.server.ts'
import { text, validate } from './forms.ts'
import { STOCK_ALERT_INTENT, type StockAlertResult } from './stock-alerts.ts'

/**
 * Posts a back-in-stock wish for the chosen variant of `productId`, in the page's language and
 * from the shopper's address (the API limits per address and per e-mail).
 */
export async function subscribeStockAlert(
  request: Request,
  context: Readonly<RouterContextProvider>,
  productId: string,
  form: FormData,
) {
  const variantId = text(form, 'product_variant_id')
  const email = text(form, 'email')
  const answer = { intent: STOCK_ALERT_INTENT, variantId, email } as const
  const parsed = validate(stockAlertBody, { email })
  if (!parsed.ok) return data<StockAlertResult>({ ...answer, ...parsed }, { status: 400 })
  if (!isUuid(variantId) || !isUuid(productId)) {
    return data<StockAlertResult>(
      { ...answer, ok: false, fieldErrors: {}, error: 'shopErrors.variantNotFound' },
      { status: 404 },
    )
  }
  try {
    const alert = await apiRequest(
      context,
      `/stores/${MAIN_STORE_ID}/product-management/products/${productId}/variants/${variantId}/stock-alerts`,
      stockAlertResponse,
      {
        method: 'POST',
        body: JSON.stringify(parsed.body),
        headers: { ...localeHeaders(request), ...clientIpHeaders(request) },
      },
    )
    return { ...answer, ok: true, status: alert.status } satisfies StockAlertResult
  } catch (error) {
    const failed = apiFailure(error)
    return data<StockAlertResult>({ ...failed.data, ...answer }, { status: failed.init?.status })
  }
}
