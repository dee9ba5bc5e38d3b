import { randomUUID } from 'node:crypto'
import {
  checkoutBody,
  checkoutResponse,
  creditCardList,
  deliveryRecipientResponse,
  MAIN_STORE_ID,
} from '@shop/contract'
import { type RouterContextProvider, redirect, redirectDocument } from 'react-router'
import { ApiError, apiRequest, getConfiguration } from './api.server.ts'
import { ensureGuestToken, getUser } from './auth.server.ts'
import { type CheckoutData, type CheckoutPrefill, checkoutFormBody } from './checkout-form.ts'
import { apiFailure, formFailure, localeHeaders, prefixOf } from './form-action.server.ts'
import { validate } from './forms.ts'
import { pageUrl } from './page-url.ts'

type Context = Readonly<RouterContextProvider>

const EMPTY: CheckoutPrefill = { name: '', address: '', area_code: '852', phone: '', email: '' }

/**
 * What the checkout step needs: the member's delivery recipient and saved cards (guests start
 * empty), and the shop's instructions for offline payment. A failed read leaves its part empty.
 */
export async function loadCheckout(context: Context): Promise<CheckoutData> {
  const user = await getUser(context).catch(() => null)
  const [recipient, cards, config] = await Promise.all([
    user
      ? apiRequest(context, '/profiles/delivery-recipient', deliveryRecipientResponse)
          .then((answer) => answer.delivery_recipient)
          .catch(() => null)
      : null,
    user
      ? apiRequest(context, '/credit-cards/all?per_page=999', creditCardList)
          .then((list) => list.data)
          .catch(() => [])
      : [],
    getConfiguration(context),
  ])
  return {
    prefill: {
      name: recipient?.name || user?.account.username || '',
      address: recipient?.address ?? '',
      area_code: recipient?.area_code || EMPTY.area_code,
      phone: recipient?.phone ?? '',
      email: user?.account.email ?? '',
    },
    cards,
    instructions: config.payment_instructions ?? {},
    testPayments: config.payments.test_payments,
    idempotencyKey: randomUUID(),
  }
}

/**
 * The checkout post (spec §4 Checkout). ONLINE and SAVED_CARD go to the payment page; offline
 * methods go straight to the success page with the reference; a refusal of the form's own fields
 * comes back to the form, any other failure goes to the failure page.
 */
export async function placeOrder(request: Request, context: Context, form: FormData) {
  const prefix = prefixOf(request)
  const origin = process.env.PUBLIC_URL || pageUrl(request).origin
  const parsed = validate(checkoutBody, checkoutFormBody(form, { origin, prefix }))
  if (!parsed.ok) return formFailure(parsed.fieldErrors, parsed.toast)
  const key = String(form.get('idempotency_key') ?? '')
  try {
    await ensureGuestToken(context)
    const placed = await apiRequest(
      context,
      `/stores/${MAIN_STORE_ID}/checkouts`,
      checkoutResponse,
      {
        method: 'POST',
        body: JSON.stringify(parsed.body),
        headers: { ...localeHeaders(request), ...(key ? { 'idempotency-key': key } : {}) },
      },
    )
    // the payment page lives outside the router: a full document navigation
    if (placed.return_url) return redirectDocument(placed.return_url)
    // the order's private link (issue 14): a guest follows the order and uploads the proof there
    const query = new URLSearchParams({
      reference: placed.order.reference,
      payment: placed.order.payment_method,
      order: placed.order_access.order_id,
      key: placed.order_access.token,
    })
    return redirect(`${prefix}/result/order/success?${query}`)
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.body?.errors?.length) {
      return apiFailure(error)
    }
    console.error('checkout failed', error)
    return redirect(`${prefix}/result/order/failure`)
  }
}
