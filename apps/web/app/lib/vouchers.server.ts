import {
  emptyPage,
  MAX_REDEEM_QTY,
  membershipBalance,
  type RedeemedVoucher,
  type RedeemVoucherResponse,
  redeemedVoucher,
  redeemVoucherBody,
  redeemVoucherResponse,
  type SortingList,
  sortingList,
  VOUCHER_DISCOUNT_TYPES,
  type VoucherDiscountType,
  type VoucherOffer,
  type VoucherOffers,
  voucherOffer,
  voucherOffers,
} from '@shop/contract'
import { type RouterContextProvider, redirect } from 'react-router'
import { ApiError, apiRequest, memoGet } from './api.server.ts'
import { isRegistered } from './auth.server.ts'
import { apiFailure, formFailure, localeHeaders, prefixOf } from './form-action.server.ts'
import { text, validate } from './forms.ts'
import { idempotencyHeader, newIdempotencyKey } from './idempotency-key.server.ts'
import { pageParam } from './membership.server.ts'
import { pageUrl } from './page-url.ts'
import { loginPathFor } from './return-to.ts'
import { redeemableQty, type ShopFilters } from './voucher-offers.ts'

type Context = Readonly<RouterContextProvider>

/** spec §9 demo pagination is 12; the voucher shop shows a dozen offers a page. */
const OFFERS_PER_PAGE = 12

/** The shop's choices from its address; a sort not in the sorting list falls back to its default. */
function readFilters(params: URLSearchParams, sorting: SortingList | null): ShopFilters {
  const type = params.get('discount_type') ?? ''
  const sort = params.get('sort') ?? ''
  const keys = sorting?.options.map((option) => option.key) ?? []
  return {
    sort: keys.includes(sort) ? sort : (sorting?.default ?? ''),
    discount_type: (VOUCHER_DISCOUNT_TYPES as readonly string[]).includes(type)
      ? (type as VoucherDiscountType)
      : '',
    page: pageParam(params),
  }
}

function offersPath(filters: ShopFilters): string {
  const query = new URLSearchParams({
    slug: 'voucher',
    page: String(filters.page),
    per_page: String(OFFERS_PER_PAGE),
  })
  if (filters.sort) query.set('sort', filters.sort)
  if (filters.discount_type) query.set('discount_type', filters.discount_type)
  return `/vouchers/all?${query}`
}

/** spec §8: a list that failed to load shows empty. */
async function loadOffers(context: Context, filters: ShopFilters): Promise<VoucherOffers> {
  try {
    return await apiRequest(context, offersPath(filters), voucherOffers)
  } catch (error) {
    console.error('voucher offers failed', error)
    return emptyPage<VoucherOffer>(filters.page)
  }
}

async function availablePoints(context: Context): Promise<number | null> {
  if (!isRegistered(context)) return null
  const balance = await apiRequest(context, '/profiles/membership/balance', membershipBalance)
  return balance.available
}

/**
 * The offer `?confirm=` asks to redeem and the quantity, for the confirmation step. A guest is
 * sent to log in and comes back here (spec §2: the login page keeps where to return).
 */
async function loadConfirmation(request: Request, context: Context, params: URLSearchParams) {
  const id = params.get('confirm')
  if (!id) return null
  const url = pageUrl(request)
  if (!isRegistered(context))
    throw redirect(loginPathFor(prefixOf(request), `${url.pathname}${url.search}`))
  try {
    const offer = await apiRequest(
      context,
      `/vouchers/${encodeURIComponent(id)}/details`,
      voucherOffer,
    )
    const wanted = Number.parseInt(params.get('qty') ?? '1', 10) || 1
    return {
      offer,
      qty: Math.max(1, Math.min(wanted, redeemableQty(offer))),
      // a double click on "confirm" buys once (ADR 040)
      idempotencyKey: newIdempotencyKey(),
    }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}

/**
 * The vouchers just bought (`?redeemed=id,id`, where a redeem redirects): read back from the API so
 * a reload shows them again and never buys twice. Ids that are not the member's are left out.
 */
async function loadRedeemed(context: Context, params: URLSearchParams) {
  const ids = (params.get('redeemed') ?? '')
    .split(',')
    .filter((id) => /^[\w-]{1,64}$/.test(id))
    .slice(0, MAX_REDEEM_QTY)
  if (ids.length === 0 || !isRegistered(context)) return null
  const found = await Promise.all(
    ids.map((id) =>
      apiRequest(context, `/redeemed-vouchers/${id}/details`, redeemedVoucher).catch((error) => {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }),
    ),
  )
  const vouchers = found.filter((voucher): voucher is RedeemedVoucher => voucher !== null)
  return vouchers.length > 0 ? vouchers : null
}

/** The voucher shop (spec §7 Vouchers): offers sorted and filtered, the points to spend, a confirmation. */
export async function loadVoucherShop(request: Request, context: Context) {
  const params = pageUrl(request).searchParams
  const sorting = await memoGet(
    context,
    '/configuration/slug/voucher/sorting-list',
    sortingList,
  ).catch(() => null)
  const filters = readFilters(params, sorting)
  const [offers, points, confirmation, redeemed] = await Promise.all([
    loadOffers(context, filters),
    availablePoints(context),
    loadConfirmation(request, context, params),
    loadRedeemed(context, params),
  ])
  return { sorting, filters, offers, points, confirmation, redeemed, perPage: OFFERS_PER_PAGE }
}

/** API refusals of a redeem, in the shopper's language (issue 16). */
const REDEEM_MESSAGES = {
  VOUCHER_SOLD_OUT: 'vouchers.errors.soldOut',
  VOUCHER_LIMIT_REACHED: 'vouchers.errors.limitReached',
  VOUCHER_OFFER_EXPIRED: 'vouchers.errors.offerExpired',
} as const

/**
 * `POST /vouchers/redeem`. Bought: redirects (303) to the shop showing the new codes, so a reload
 * or the back button never posts again. Refused: the refusal in words. A guest (or a session that
 * expired) logs in and comes back to the confirmation.
 */
export async function redeemVoucher(request: Request, context: Context) {
  const form = await request.formData()
  const input = { voucher_id: text(form, 'voucher_id'), qty: Number(text(form, 'qty') || '1') }
  const back = `${prefixOf(request)}/vouchers?confirm=${encodeURIComponent(input.voucher_id)}&qty=${input.qty}`
  if (!isRegistered(context)) throw redirect(loginPathFor(prefixOf(request), back))
  const parsed = validate(redeemVoucherBody, input)
  if (!parsed.ok) return formFailure(parsed.fieldErrors, parsed.error)
  let answer: RedeemVoucherResponse
  try {
    answer = await apiRequest(context, '/vouchers/redeem', redeemVoucherResponse, {
      method: 'POST',
      body: JSON.stringify(parsed.body),
      headers: { ...localeHeaders(request), ...idempotencyHeader(form) },
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw redirect(loginPathFor(prefixOf(request), back))
    if (error instanceof ApiError && error.status === 403)
      return formFailure({}, 'vouchers.errors.signIn', { status: 403 })
    if (error instanceof ApiError && error.status === 404)
      return formFailure({}, 'vouchers.errors.notFound', { status: 404 })
    const code = error instanceof ApiError ? error.body?.code : undefined
    if (code && code in REDEEM_MESSAGES)
      return formFailure({}, REDEEM_MESSAGES[code as keyof typeof REDEEM_MESSAGES], {
        status: (error as ApiError).status,
      })
    return apiFailure(error)
  }
  const ids = answer.data.map((voucher) => voucher.discount_code_id).join(',')
  throw redirect(`${prefixOf(request)}/vouchers?redeemed=${encodeURIComponent(ids)}`, 303)
}
