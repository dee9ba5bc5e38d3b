import {
  type Cart,
  checkoutBody,
  checkoutResponse,
  creditCardList,
  type DeliverySlots,
  deliveryRecipientResponse,
  deliverySlots,
  HK_DISTRICT_CODES,
  isHongKongDelivery,
  type LastOrderAddress,
  MAIN_STORE_ID,
  type SavedAddress,
  savedAddressList,
} from '@shop/contract'
import type { MessageKey } from '@shop/contract/client'
import { data, type RouterContextProvider, redirect, redirectDocument } from 'react-router'
import { ApiError, apiRequest, getConfiguration } from './api.server.ts'
import { authState, clearToken, ensureGuestToken, getUser } from './auth.server.ts'
import { loadCart } from './cart.server.ts'
import { keepDraft, ownerMark, ownerOfMark, takeDraft } from './checkout-draft.server.ts'
import {
  CHECKOUT_FIELDS,
  type CheckoutData,
  type CheckoutPrefill,
  checkoutFormBody,
  checkoutValues,
  floorsOf,
} from './checkout-form.ts'
import { publicOrigin } from './env.server.ts'
import { apiFailure, formFailure, localeHeaders, prefixOf } from './form-action.server.ts'
import { type FormResult, text, validate } from './forms.ts'
import { idempotencyHeader, newIdempotencyKey } from './idempotency-key.server.ts'
import { pagePath } from './page-url.ts'
import { loginPathFor } from './return-to.ts'

type Context = Readonly<RouterContextProvider>

/**
 * What the checkout action answers besides its outcome: the fields as posted, the delivery days
 * of the posted district and the cart priced with the posted stairs, so a page rendered without
 * script shows the form as sent, the date select and the carrying fee (ADR 022).
 */
export type CheckoutActionData = FormResult<MessageKey, CheckoutPrefill> & {
  slots?: DeliverySlots | null
  cart?: Cart | null
  /** The delivery part was refreshed (the "show delivery dates" button); nothing was placed. */
  refreshed?: boolean
}

const EMPTY = Object.fromEntries(CHECKOUT_FIELDS.map((name) => [name, ''])) as CheckoutPrefill

/** A saved address (or the last order's) as the checkout's recipient and address fields. */
function fieldsOf(from: SavedAddress | LastOrderAddress) {
  const a = from.address
  return {
    name: from.name,
    area_code: from.area_code || '852',
    phone: from.phone,
    region: a.region,
    district: a.district,
    street: a.street,
    building: a.building,
    floor: a.floor,
    flat: a.flat,
    access: a.access,
    stairs_floors: a.stairs_floors ? String(a.stairs_floors) : '',
  }
}

/**
 * What the checkout step needs: the member's delivery recipient, address book and saved cards
 * (guests start empty), and the shop's instructions for offline payment. A failed read leaves its
 * part empty. The address filled in (ADR 066) is the one `?address=` names, else the default saved
 * one, else the last order's; without any, the saved recipient's one line starts the street.
 * A form kept when the session ended comes back over all that, to its own account only (ADR 065),
 * with the delivery days of its district so the page needs no script to show them. Only the
 * cart's checkout step (which passes its lines) takes it; the booking page does not.
 */
export async function loadCheckout(
  context: Context,
  options: { chosen?: string; variantIds?: string[] } = {},
): Promise<CheckoutData> {
  const user = await getUser(context).catch(() => null)
  const account = user?.account._id ?? null
  const kept = options.variantIds ? takeDraft(authState(context), account) : null
  const [recipient, cards, config, book] = await Promise.all([
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
    user ? apiRequest(context, '/addresses/all', savedAddressList).catch(() => null) : null,
  ])
  const addresses = book?.data ?? []
  const saved =
    addresses.find((a) => a._id === options.chosen) ??
    addresses.find((a) => a.is_default) ??
    addresses[0]
  const from = saved ?? book?.last_order ?? null
  const prefill: CheckoutPrefill = {
    ...EMPTY,
    name: recipient?.name || user?.account.username || '',
    address: recipient?.address ?? '',
    street: recipient?.address ?? '',
    area_code: recipient?.area_code || '852',
    phone: recipient?.phone ?? '',
    email: user?.account.email ?? '',
    ...(from ? fieldsOf(from) : {}),
    ...kept,
  }
  const district = kept ? kept.district : from?.address.district
  const slots = district
    ? await loadDeliverySlots(context, district, options.variantIds ?? [])
    : null
  return {
    prefill,
    member: Boolean(user),
    addresses,
    chosenAddress: kept ? '' : (saved?._id ?? ''),
    prefillFrom: kept ? '' : saved ? 'saved' : from ? 'last_order' : '',
    slots,
    kept: Boolean(kept),
    owner: account ? ownerMark(account) : '',
    cards,
    instructions: config.payment_instructions ?? {},
    testPayments: config.payments.test_payments,
    /** The e-wallets offered next to cards (ADR 070). */
    wallets: config.payments.wallets,
    idempotencyKey: newIdempotencyKey(),
  }
}

const isDistrict = (value: string) => (HK_DISTRICT_CODES as readonly string[]).includes(value)

/** The delivery days of a district for these lines; null when there is none or the call fails. */
export async function loadDeliverySlots(
  context: Context,
  district: string,
  variantIds: string[],
): Promise<DeliverySlots | null> {
  if (!isDistrict(district)) return null
  const query = new URLSearchParams({ district, variant_ids: variantIds.join(',') })
  try {
    return await apiRequest(
      context,
      `/stores/${MAIN_STORE_ID}/delivery-slots?${query}`,
      deliverySlots,
    )
  } catch (error) {
    console.error('delivery slots failed', error)
    return null
  }
}

/** The posted district's days and the cart priced with the posted stairs (see CheckoutActionData). */
async function deliveryOf(context: Context, form: FormData) {
  const body = checkoutFormBody(form, { origin: 'http://x', prefix: '' })
  const home = isHongKongDelivery(body.delivery_info)
  const floors =
    home && text(form, 'access') === 'STAIRS' ? floorsOf(text(form, 'stairs_floors')) : 0
  const [slots, cart] = await Promise.all([
    home
      ? loadDeliverySlots(context, text(form, 'district'), body.checkout_product_variant_ids)
      : null,
    loadCart(context, {
      checkout_product_variant_ids: body.checkout_product_variant_ids,
      voucher_code: body.voucher_code,
      delivery_info: body.delivery_info,
      stairs_floors: Number.isInteger(floors) && floors >= 0 && floors <= 20 ? floors : 0,
    }),
  ])
  return { values: checkoutValues(form), slots, cart }
}

/** A refusal of the checkout form, with the form as posted (nothing lost without script). */
async function refuse(
  context: Context,
  form: FormData,
  failure: ReturnType<typeof formFailure<MessageKey>>,
) {
  return data<CheckoutActionData>(
    { ...failure.data, ...(await deliveryOf(context, form)) },
    failure.init ?? { status: 400 },
  )
}

/**
 * "Show delivery dates and fees" (the form's button without script): the same page with the
 * district's dates and the carrying fee of the posted stairs. Nothing is placed.
 */
export async function refreshDelivery(context: Context, form: FormData) {
  return { ok: true as const, refreshed: true, ...(await deliveryOf(context, form)) }
}

/**
 * The checkout post (spec §4 Checkout). ONLINE and SAVED_CARD go to the payment page; offline
 * methods go straight to the success page with the order; a refusal of the form's own fields
 * (an unavailable delivery slot included) comes back to the form, any other failure goes to the
 * failure page.
 */
export async function placeOrder(request: Request, context: Context, form: FormData) {
  const prefix = prefixOf(request)
  const ended = await endedSession(context, form)
  if (ended) return sessionEnded(request, context, form, ended)
  const origin = publicOrigin(request)
  const parsed = validate(checkoutBody, checkoutFormBody(form, { origin, prefix }))
  if (!parsed.ok) return refuse(context, form, formFailure(parsed.fieldErrors, parsed.error))
  try {
    await ensureGuestToken(context)
    const placed = await apiRequest(
      context,
      `/stores/${MAIN_STORE_ID}/checkouts`,
      checkoutResponse,
      {
        method: 'POST',
        body: JSON.stringify(parsed.body),
        headers: { ...localeHeaders(request), ...idempotencyHeader(form) },
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
    // the token was refused between the check above and the order (revoked, expired)
    if (error instanceof ApiError && error.status === 401) {
      clearToken(authState(context))
      const owner = ownerOfMark(text(form, 'owner'))
      return sessionEnded(request, context, form, owner ? { owner } : { guest: true })
    }
    if (
      error instanceof ApiError &&
      (error.status === 400 || error.status === 422) &&
      error.body?.errors?.length
    ) {
      return refuse(context, form, apiFailure(error))
    }
    console.error('checkout failed', error)
    return redirect(`${prefix}/result/order/failure`)
  }
}

type Ended = { owner: string } | { guest: true } | { other: true }

/**
 * Whether the session that rendered this checkout form is gone (ADR 065): a member's form (its
 * signed owner mark) with no member signed in, or another one; a guest's form from a browser
 * that no longer has its guest session at all (the cookie cleared), since its cart went with it.
 */
async function endedSession(context: Context, form: FormData): Promise<Ended | null> {
  const owner = ownerOfMark(text(form, 'owner'))
  if (owner) {
    const user = await getUser(context)
    if (!user) return { owner }
    return user.account._id === owner ? null : { other: true }
  }
  const session = authState(context).session
  return session.get('token') || session.get('temp') ? null : { guest: true }
}

/**
 * Nothing is placed and nothing typed is lost (issue 30). A member's form waits for that member
 * in the session cookie, and the sign-in page says so and comes back to this checkout; a guest's
 * form comes straight back to it. Another account signed in meanwhile (another tab) gets its own
 * checkout again, never the first account's details.
 */
async function sessionEnded(request: Request, context: Context, form: FormData, ended: Ended) {
  const state = authState(context)
  const here = pagePath(request)
  if ('other' in ended) return redirect(here)
  keepDraft(state, 'owner' in ended ? ended.owner : null, form)
  if ('guest' in ended) {
    // a refused guest token: the guest account (and its cart) resumes with its own secret
    if (state.session.get('temp')) await ensureGuestToken(context).catch(() => undefined)
    return redirect(here)
  }
  return redirect(loginPathFor(prefixOf(request), here, { kept: true }))
}
