import type {
  RedeemedVoucher,
  RedeemedVoucherStatus,
  RedeemVoucherResponse,
  SortingList,
  VoucherDiscountType,
  VoucherOffer,
} from '@shop/contract'
import { isUuid } from '@shop/contract'

import type { Db } from '#api/db/client.ts'
import { MAIN_STORE_ID } from '#api/db/seed/stores.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { ConflictError, NotFoundError } from '#api/lib/errors.ts'
import { lockScope } from '#api/lib/locks.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import type { PageOf } from '../catalog/index.ts'
import { idempotent } from '../idempotency/index.ts'
import type { Account } from '../identity/index.ts'
import { pointsLedger } from '../membership/index.ts'
import { sendVouchersRedeemed } from './mail.ts'
import { type OfferRow, offerJson } from './offer-json.ts'
import {
  type NewCode,
  type OfferSort,
  type RedeemedRow,
  vouchersRepository as repo,
} from './repository.ts'
import { newVoucherCode } from './voucher-code.ts'

const DAY_MS = 24 * 3600 * 1000

export const voucherNotFound = () => new NotFoundError('Voucher not found', 'VOUCHER_NOT_FOUND')
const offerExpired = () =>
  new ConflictError('This voucher is no longer on offer', 'VOUCHER_OFFER_EXPIRED')
const soldOut = () => new ConflictError('Not enough of these vouchers are left', 'VOUCHER_SOLD_OUT')
const limitReached = () =>
  new ConflictError(
    'You have reached the limit of these vouchers per member',
    'VOUCHER_LIMIT_REACHED',
  )
const redeemedNotFound = () =>
  new NotFoundError('Redeemed voucher not found', 'REDEEMED_VOUCHER_NOT_FOUND')

/** The sort of the list: an option of the sorting list by key, its default otherwise. */
export function offerSort(list: SortingList, key: string | undefined): OfferSort {
  const option =
    list.options.find((o) => o.key === key) ?? list.options.find((o) => o.key === list.default)
  return {
    by: option?.sort_by === 'points' ? 'points' : 'created_at',
    order: option?.sort_order === 'asc' ? 'asc' : 'desc',
  }
}

const on = (row: OfferRow, now: Date) =>
  row.isActive && (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now)

/** The cart's form of an offer's discount: percent for PERCENTAGE, HKD for FIXED. */
function codeValue(offer: OfferRow): string {
  if (offer.discountType === 'PERCENTAGE') return String(offer.percentOff ?? 0)
  if (offer.discountType === 'FIXED') return offer.amountOff ?? '0'
  return '0'
}

const money = (v: string | null) => (v === null ? null : fromCents(toCents(v)))

export function redeemedJson(row: RedeemedRow, now = new Date()): RedeemedVoucher {
  const v = row.voucher
  const status: RedeemedVoucherStatus = row.usedAt
    ? 'used'
    : v.endsAt && v.endsAt <= now
      ? 'expired'
      : 'usable'
  return {
    discount_code_id: v.id,
    voucher_id: v.offerId ?? '',
    code: v.code,
    title: v.title,
    terms: row.terms,
    discount_type: v.discountType,
    amount_off: v.discountType === 'FIXED' ? money(v.value) : null,
    percent_off: v.discountType === 'PERCENTAGE' ? Math.round(Number(v.value)) : null,
    max_discount: money(v.maxDiscount),
    min_spend: fromCents(toCents(v.minSpend)),
    points_spent: v.pointsSpent,
    status,
    redeemed_at: v.createdAt.toISOString(),
    valid_until: (v.endsAt ?? v.createdAt).toISOString(),
    used_at: row.usedAt ? row.usedAt.toISOString() : null,
    order:
      row.orderId && row.orderReference
        ? { _id: row.orderId, reference: row.orderReference }
        : null,
  }
}

/** Vouchers on offer for points, redeeming them, and the member's own codes (spec §7 Vouchers). */
export function vouchersService(deps: {
  db: Db
  sortingList: (slug: string) => Promise<SortingList>
}) {
  const { db } = deps

  /** Writes `qty` codes of the offer; a code already taken (about never) is drawn again. */
  async function issueCodes(tx: Tx, offer: OfferRow, owner: string, qty: number, now: Date) {
    const issued: string[] = []
    const row = (code: string): NewCode => ({
      storeId: offer.storeId,
      code,
      title: offer.title,
      discountType: offer.discountType,
      value: codeValue(offer),
      maxDiscount: offer.maxDiscount,
      minSpend: offer.minSpend,
      startsAt: now,
      endsAt: new Date(now.getTime() + offer.validDays * DAY_MS),
      usageLimit: 1,
      perAccountLimit: 1,
      offerId: offer.id,
      ownerAccountId: owner,
      pointsSpent: offer.pointsPrice,
    })
    for (let attempt = 0; issued.length < qty; attempt++) {
      if (attempt === 5) throw new Error('could not draw unique voucher codes')
      const wanted = Array.from({ length: qty - issued.length }, () => newVoucherCode())
      issued.push(...(await repo.insertCodes(tx, [...new Set(wanted)].map(row))))
    }
    return issued
  }

  return {
    async list(
      caller: Account | null,
      query: {
        discount_type?: VoucherDiscountType | undefined
        sort?: string | undefined
        slug: string
        page: number
        per_page: number
      },
      now = new Date(),
    ): Promise<PageOf<VoucherOffer>> {
      const sort = offerSort(await deps.sortingList(query.slug), query.sort)
      const paging = { page: query.page, perPage: query.per_page }
      const { rows, total } = await repo.offersOnSale(
        db,
        MAIN_STORE_ID,
        { discountType: query.discount_type, sort, ...paging },
        now,
      )
      const mine = caller
        ? await repo.ownedFrom(
            db,
            caller.id,
            rows.map((r) => r.id),
          )
        : new Map<string, number>()
      return { rows: rows.map((r) => offerJson(r, mine.get(r.id) ?? 0)), total, ...paging }
    },

    async details(caller: Account | null, id: string, now = new Date()): Promise<VoucherOffer> {
      if (!isUuid(id)) throw voucherNotFound()
      const row = await repo.offerOnSale(db, MAIN_STORE_ID, id, now)
      if (!row) throw voucherNotFound()
      const mine = caller ? await repo.ownedFrom(db, caller.id, [id]) : new Map<string, number>()
      return offerJson(row, mine.get(id) ?? 0)
    },

    /**
     * Buys `qty` vouchers with points in one transaction: the offer row locked, then the account
     * (lock order, docs/architecture.md). Any refusal rolls back everything: points, stock, codes.
     * The same `idempotencyKey` buys once and answers the same codes (ADR 040).
     */
    async redeem(
      account: Account,
      body: { voucher_id: string; qty: number },
      idempotencyKey?: string,
      now = new Date(),
    ): Promise<RedeemVoucherResponse> {
      const { voucher_id: offerId, qty } = body
      const ref = {
        accountId: account.id,
        scope: 'voucher-redeem' as const,
        key: idempotencyKey,
        request: body,
      }
      const { answer } = await idempotent(db, ref, async (tx) => {
        const scope = lockScope(tx)
        const offer = await scope.take('voucherOffer', (t) => repo.lockOffer(t, offerId))
        if (!offer) throw voucherNotFound()
        if (!on(offer, now)) throw offerExpired()
        if (offer.stock !== null && offer.stock - offer.redeemedCount < qty) throw soldOut()
        if (offer.perMemberLimit !== null) {
          const owned = (await repo.ownedFrom(tx, account.id, [offer.id])).get(offer.id) ?? 0
          if (owned + qty > offer.perMemberLimit) throw limitReached()
        }
        const points = offer.pointsPrice * qty
        await scope.take('account', (t) =>
          pointsLedger.debit(t, account.id, points, {
            reason: 'VOUCHER_REDEEM',
            note: `${qty} × ${offer.title.en}`,
          }),
        )
        await repo.addRedeemed(tx, offer.id, qty)
        const codes = await issueCodes(tx, offer, account.id, qty, now)
        const rows = await repo.redeemedByCodes(tx, account.id, codes)
        await sendVouchersRedeemed(
          tx,
          account,
          {
            title: offer.title,
            terms: offer.terms,
            points,
            validUntil: rows[0]?.voucher.endsAt ?? now,
          },
          codes,
        )
        return {
          data: rows.map((r) => redeemedJson(r, now)),
          points_spent: points,
          points_available: Math.max(await pointsLedger.balance(tx, account.id), 0),
        }
      })
      return answer
    },

    async redeemed(
      account: Account,
      query: { status?: RedeemedVoucherStatus | undefined; page: number; per_page: number },
      now = new Date(),
    ): Promise<PageOf<RedeemedVoucher>> {
      const paging = { page: query.page, perPage: query.per_page }
      const { rows, total } = await repo.redeemedOf(
        db,
        account.id,
        { status: query.status, ...paging },
        now,
      )
      return { rows: rows.map((r) => redeemedJson(r, now)), total, ...paging }
    },

    async redeemedDetails(
      account: Account,
      id: string,
      now = new Date(),
    ): Promise<RedeemedVoucher> {
      if (!isUuid(id)) throw redeemedNotFound()
      const row = await repo.redeemedOne(db, account.id, id)
      if (!row) throw redeemedNotFound()
      return redeemedJson(row, now)
    },
  }
}
export type VouchersService = ReturnType<typeof vouchersService>
