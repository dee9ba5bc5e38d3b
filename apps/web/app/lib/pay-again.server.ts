import { ORDER_LINK_HEADER, orderAccessPath, payAgainBody, payAgainResponse } from '@shop/contract'
import { type RouterContextProvider, redirect, redirectDocument } from 'react-router'
import { apiRequest } from './api.server.ts'
import { orderResultUrls } from './checkout-form.ts'
import { publicOrigin } from './env.server.ts'
import {
  apiFailure,
  clientIpHeaders,
  formFailure,
  localeHeaders,
  prefixOf,
} from './form-action.server.ts'
import { text, validate } from './forms.ts'

type Context = Readonly<RouterContextProvider>

/** The order page says the switch happened (read by its loader). */
export const PAID_AGAIN = 'paid_again'

/**
 * The "Pay again" post of an order page (issue 30), the member's or a private link's (`token`):
 * online goes on to the new payment page (a document of its own); an offline method comes back
 * to the order page, which then shows how to pay and the proof upload. The same result pages as
 * checkout, so a second failure comes back to this order again.
 */
export async function payAgainAction(
  request: Request,
  context: Context,
  form: FormData,
  orderId: string,
  token?: string,
) {
  const prefix = prefixOf(request)
  const origin = publicOrigin(request)
  const parsed = validate(payAgainBody, {
    payment_method: text(form, 'payment_method'),
    ...orderResultUrls(origin, prefix),
  })
  if (!parsed.ok) return formFailure(parsed.fieldErrors, parsed.error)
  const path = `/orders/${encodeURIComponent(orderId)}/pay-again${token ? '/link' : ''}`
  try {
    const answer = await apiRequest(context, path, payAgainResponse, {
      method: 'POST',
      headers: {
        ...localeHeaders(request),
        ...(token ? { [ORDER_LINK_HEADER]: token, ...clientIpHeaders(request) } : {}),
      },
      body: JSON.stringify(parsed.body),
    })
    if (answer.return_url) return redirectDocument(answer.return_url)
    const page = token
      ? orderAccessPath(prefix, orderId, token)
      : `${prefix}/shop/main/order/${orderId}`
    return redirect(`${page}?${PAID_AGAIN}=1`)
  } catch (error) {
    return apiFailure(error)
  }
}
