import {
  type Configuration,
  emptyPage,
  type FilePurpose,
  guestOrderQuery,
  MAIN_STORE_ID,
  type MessageKey,
  OFFLINE_PAYMENT_METHODS,
  ORDER_ERROR_MESSAGE_KEYS,
  ORDER_LINK_HEADER,
  ORDER_LINK_TOKEN,
  ORDER_PAGE_SIZE,
  type OrderDetails,
  type OrderErrorCode,
  type OrderSummary,
  orderAccess,
  orderAccessPath,
  orderDetails,
  orderList,
  orderReviewList,
  type ResultOutcome,
  refundRequest,
  refundRequestList,
} from '@shop/contract'
import { isUuid } from '@shop/contract/client'

import { type RouterContextProvider, redirect } from 'react-router'
import { ApiError, apiRequest, apiUpload } from './api.server.ts'
import { ensureGuestToken } from './auth.server.ts'
import {
  apiFailure,
  clientIpHeaders,
  formFailure,
  localeHeaders,
  prefixOf,
} from './form-action.server.ts'
import { type FormResult, text, validate } from './forms.ts'
import {
  type OrderIntent,
  proofBody,
  proofForm,
  refundBody,
  refundForm,
  reviewBody,
  reviewForm,
} from './order-forms.ts'

type Context = Readonly<RouterContextProvider>
const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`

/**
 * One page of the member's orders in the main shop, newest first; `offline` lists only those paid
 * by bank transfer, FPS or PayMe (`GET /orders/all/offline`), and reads as empty when that call
 * fails (spec §8 "Offline orders failure: empty list").
 */
export async function loadOrderList(context: Context, page: number, offline = false) {
  const query = new URLSearchParams({
    store_id: MAIN_STORE_ID,
    page: String(page),
    per_page: String(ORDER_PAGE_SIZE),
  })
  if (!offline) return apiRequest(context, `/orders/all?${query}`, orderList)
  try {
    return await apiRequest(context, `/orders/all/offline?${query}`, orderList)
  } catch (error) {
    console.error('offline orders load failed', error)
    return emptyPage<OrderSummary>(page)
  }
}

/**
 * The order with its reviews and refund requests, or null when it is not the caller's (the API
 * answers 404 for any other order). spec §8: failed reviews or refund requests read as empty.
 */
export async function loadOrder(context: Context, id: string) {
  let order: OrderDetails
  try {
    order = await apiRequest(context, `${orderPath(id)}/details`, orderDetails)
  } catch (error) {
    if (error instanceof ApiError && [401, 404].includes(error.status)) return null
    throw error
  }
  const empty = { data: [] }
  const [reviews, refunds] = await Promise.all([
    apiRequest(context, `${orderPath(id)}/reviews`, orderReviewList).catch(() => empty),
    apiRequest(context, `${orderPath(id)}/refund-request`, refundRequestList).catch(() => empty),
  ])
  return { order, reviews: reviews.data, refunds: refunds.data }
}

const DONE: Record<OrderIntent, MessageKey> = {
  upload_proof: 'orders.proof.uploaded',
  complete: 'orders.complete.done',
  cancel: 'orders.cancel.done',
  review: 'orders.review.done',
  refund: 'orders.refund.done',
}

/** The file field of each order form that sends files. */
const FILE_FIELD: Partial<Record<OrderIntent, string>> = {
  upload_proof: 'file',
  review: 'images',
  refund: 'images',
}
const FILE_REFUSALS = new Set<string>([
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  'IMAGE_TOO_LARGE',
  'IMAGE_UNREADABLE',
])

/**
 * An API refusal as the form's answer. A refused file (wrong type 415, too large 413, unreadable
 * 422) is also said beside the file input, so it shows without JavaScript and is not lost when
 * the toast goes (issue 30).
 */
function orderFailure(error: unknown, intent: OrderIntent) {
  const field = FILE_FIELD[intent]
  const code = error instanceof ApiError ? error.body?.code : undefined
  if (field && code && FILE_REFUSALS.has(code) && error instanceof ApiError) {
    const key = ORDER_ERROR_MESSAGE_KEYS[code as OrderErrorCode]
    return formFailure({ [field]: key }, key, { status: error.status })
  }
  return apiFailure(error)
}

async function uploadAll(context: Context, files: File[], purpose: FilePurpose) {
  const names: string[] = []
  // one request per file (spec §7), in order, so a refusal names the file that failed
  for (const file of files) names.push((await apiUpload(context, file, purpose)).name)
  return names
}

/**
 * The order page's posts, told apart by `intent`. Files are checked with the same schema as in
 * the browser, forwarded to `POST /files`, and the order call then references them by name.
 */
export async function orderAction(request: Request, context: Context, id: string) {
  const form = await request.formData()
  const intent = text(form, 'intent') as OrderIntent
  const put = (path: string, body?: unknown) =>
    apiRequest(context, `${orderPath(id)}/${path}`, orderDetails, {
      method: 'PUT',
      headers: localeHeaders(request),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  try {
    switch (intent) {
      case 'upload_proof': {
        const parsed = validate(proofForm, proofBody(form))
        if (!parsed.ok) return formFailure(parsed.fieldErrors, parsed.error)
        const [image] = await uploadAll(context, [parsed.body.file], 'payment_proof')
        await put('upload', { image })
        break
      }
      case 'complete':
        await put('completed')
        break
      case 'cancel':
        await put('cancelled')
        break
      case 'review': {
        const parsed = validate(reviewForm, reviewBody(form))
        if (!parsed.ok) return formFailure(parsed.fieldErrors, parsed.error)
        const images = await uploadAll(context, parsed.body.images, 'review')
        await apiRequest(context, `${orderPath(id)}/reviews`, orderReviewList, {
          method: 'POST',
          headers: localeHeaders(request),
          body: JSON.stringify({ reviews: [{ ...parsed.body, images }] }),
        })
        break
      }
      case 'refund': {
        const parsed = validate(refundForm, refundBody(form))
        if (!parsed.ok) return formFailure(parsed.fieldErrors, parsed.error)
        const images = await uploadAll(context, parsed.body.images, 'refund')
        await apiRequest(context, `${orderPath(id)}/refund-request`, refundRequest, {
          method: 'POST',
          headers: localeHeaders(request),
          body: JSON.stringify({ ...parsed.body, images }),
        })
        break
      }
      default:
        return formFailure({}, 'errors.invalid')
    }
    return { ok: true, message: DONE[intent] } satisfies FormResult
  } catch (error) {
    return orderFailure(error, intent)
  }
}

const linkHeaders = (request: Request, token: string) => ({
  [ORDER_LINK_HEADER]: token,
  ...localeHeaders(request),
  ...clientIpHeaders(request),
})

/** The order a private link opens, or null when the link is wrong or expired (the API's 404). */
export async function loadLinkedOrder(
  request: Request,
  context: Context,
  id: string,
  token: string,
): Promise<OrderDetails | null> {
  try {
    return await apiRequest(context, `${orderPath(id)}/details/link`, orderDetails, {
      headers: linkHeaders(request, token),
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * The private order page's one form: the payment proof. The visitor may have no session yet (the
 * link was opened from an e-mail on a phone), so a guest account is made to own the upload.
 */
export async function linkedOrderAction(
  request: Request,
  context: Context,
  id: string,
  token: string,
) {
  const form = await request.formData()
  if (text(form, 'intent') !== 'upload_proof') return formFailure({}, 'errors.invalid')
  const parsed = validate(proofForm, proofBody(form))
  if (!parsed.ok) return formFailure(parsed.fieldErrors, parsed.error)
  try {
    await ensureGuestToken(context)
    const [image] = await uploadAll(context, [parsed.body.file], 'payment_proof')
    await apiRequest(context, `${orderPath(id)}/upload/link`, orderDetails, {
      method: 'PUT',
      headers: linkHeaders(request, token),
      body: JSON.stringify({ image }),
    })
    return { ok: true, message: DONE.upload_proof } satisfies FormResult
  } catch (error) {
    return orderFailure(error, 'upload_proof')
  }
}

export type GuestLookup = FormResult

/**
 * spec §5 guest lookup: order id plus the e-mail or phone on the order. The API answers the same
 * 404 for a wrong id, e-mail or phone, shown as "Order not found". A match opens the order's
 * private page with a fresh link, where a guest can also upload the payment proof (issue 14).
 */
export async function lookupGuestOrder(request: Request, context: Context) {
  const form = await request.formData()
  const id = text(form, 'order_id').trim()
  const parsed = validate(guestOrderQuery, {
    email: text(form, 'email'),
    phone: text(form, 'phone'),
  })
  if (!parsed.ok) return formFailure(parsed.fieldErrors, parsed.error)
  if (!id) return formFailure({ order_id: 'errors.required' }, 'errors.required')
  // an id no order can have is as unknown as any other: the same answer (spec §8)
  if (id.length > 64) return formFailure({}, 'orderErrors.orderNotFound', { status: 404 })
  try {
    const access = await apiRequest(context, `${orderPath(id)}/access-links/guest`, orderAccess, {
      method: 'POST',
      headers: { ...localeHeaders(request), ...clientIpHeaders(request) },
      body: JSON.stringify(parsed.body),
    })
    return redirect(orderAccessPath(prefixOf(request), access.order_id, access.token))
  } catch (error) {
    return apiFailure(error)
  }
}

/**
 * The order just placed, from the checkout's redirect (ADR 014): its reference, how to pay it
 * offline and, read back from the API with the shopper's session (only the owner can), the
 * order itself for the summary. Without a readable order the reference and instructions remain.
 */
export async function placedOrder(
  request: Request,
  context: Context,
  url: URL,
  outcome: ResultOutcome,
  config: Configuration,
) {
  const reference = url.searchParams.get('reference') ?? ''
  if (outcome !== 'success' || !/^[A-Z0-9-]{4,40}$/.test(reference)) return null
  const id = url.searchParams.get('order') ?? ''
  // the order's private link (issue 14), passed on by the checkout: it opens the order whatever
  // the session, and the guest is offered it
  const key = url.searchParams.get('key') ?? ''
  const link = isUuid(id) && ORDER_LINK_TOKEN.test(key)
  const found = link
    ? await loadLinkedOrder(request, context, id, key).catch(() => null)
    : isUuid(id)
      ? ((await loadOrder(context, id).catch(() => null))?.order ?? null)
      : null
  const details: OrderDetails | null = found?.reference === reference ? found : null
  const payment = details?.payment_method ?? url.searchParams.get('payment') ?? ''
  const method = OFFLINE_PAYMENT_METHODS.find((m) => m === payment)
  const awaiting = !details || details.paid_status === 'waiting_for_payment'
  return {
    reference,
    details,
    instructions: method && awaiting ? (config.payment_instructions?.[method] ?? null) : null,
    accessPath: details && link ? orderAccessPath(prefixOf(request), id, key) : null,
  }
}
