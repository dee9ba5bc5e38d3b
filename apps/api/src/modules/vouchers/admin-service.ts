import {
  type AdminVoucherOffer,
  type adminVoucherOfferBody,
  type adminVoucherOffersQuery,
  isUuid,
  MAIN_STORE_ID,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { ConflictError, NotFoundError } from '#api/lib/errors.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { type OfferValues, adminOffersRepository as repo } from './admin-repository.ts'
import { adminOfferJson, type OfferRow } from './offer-json.ts'

type OfferBody = z.output<typeof adminVoucherOfferBody>

const notFound = () => new NotFoundError('No voucher offer has this id', 'VOUCHER_OFFER_NOT_FOUND')
const date = (value: string | null) => (value ? new Date(value) : null)

/**
 * The row an offer body makes. Amounts that do not fit the discount type are stored as null, so
 * a form that posts every field cannot leave a percentage on a fixed-amount voucher.
 */
export function offerValues(body: OfferBody): OfferValues {
  const type = body.discount_type
  return {
    storeId: MAIN_STORE_ID,
    title: body.title,
    terms: body.terms,
    discountType: type,
    amountOff: type === 'FIXED' ? body.amount_off : null,
    percentOff: type === 'PERCENTAGE' ? body.percent_off : null,
    maxDiscount: type === 'PERCENTAGE' ? body.max_discount : null,
    minSpend: body.min_spend,
    pointsPrice: body.points_price,
    stock: body.stock,
    perMemberLimit: body.per_member_limit,
    validDays: body.valid_days,
    startsAt: date(body.starts_at),
    endsAt: date(body.ends_at),
    isActive: body.is_active,
  }
}

/** What staff can change of an offer, as the audit log keeps it (before → after). */
function auditView(row: OfferRow) {
  const offer = adminOfferJson(row)
  return {
    title: offer.title,
    terms: offer.terms,
    discount_type: offer.discount_type,
    amount_off: offer.amount_off,
    percent_off: offer.percent_off,
    max_discount: offer.max_discount,
    min_spend: offer.min_spend,
    points_price: offer.points_price,
    stock: offer.stock,
    per_member_limit: offer.per_member_limit,
    valid_days: offer.valid_days,
    starts_at: offer.starts_at,
    ends_at: offer.ends_at,
    is_active: offer.is_active,
  }
}

/** Only the fields an edit changed, on both sides: the audit row reads `field: before → after`. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const fields = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
  return {
    before: Object.fromEntries(fields.map((key) => [key, before[key]])),
    after: Object.fromEntries(fields.map((key) => [key, after[key]])),
  }
}

/** Voucher offers in the back office (issue 16): list, look, create, edit; every change audited. */
export function adminVoucherOffersService(db: Db) {
  return {
    async list(query: z.output<typeof adminVoucherOffersQuery>) {
      const { page, per_page: perPage, status } = query
      const active = status === undefined ? undefined : status === 'active'
      const { rows, total } = await repo.list(
        db,
        MAIN_STORE_ID,
        active,
        perPage,
        (page - 1) * perPage,
      )
      return { rows: rows.map(adminOfferJson), total, page, perPage }
    },

    async details(id: string): Promise<AdminVoucherOffer> {
      const row = isUuid(id) ? await repo.byId(db, id) : null
      if (!row) throw notFound()
      return adminOfferJson(row)
    },

    async create(actor: StaffCaller, body: OfferBody): Promise<AdminVoucherOffer> {
      const row = await db.transaction(async (tx) => {
        const created = await repo.insert(tx, offerValues(body))
        await recordAudit(tx, actor, {
          action: 'voucher_offer.created',
          entityType: 'voucher_offer',
          entityId: created.id,
          after: auditView(created),
        })
        return created
      })
      return adminOfferJson(row)
    },

    /**
     * Edits an offer under its row lock, so a redeem in flight either finishes first (and counts)
     * or waits. The stock can never go below what was already redeemed (409); an edit that
     * changes nothing writes no audit row.
     */
    async update(actor: StaffCaller, id: string, body: OfferBody): Promise<AdminVoucherOffer> {
      const row = await db.transaction(async (tx) => {
        const current = isUuid(id) ? await repo.lock(tx, id) : null
        if (!current) throw notFound()
        if (body.stock !== null && body.stock < current.redeemedCount)
          throw new ConflictError(
            `The stock cannot be less than the ${current.redeemedCount} vouchers already redeemed`,
            'STOCK_BELOW_REDEEMED',
          )
        const updated = await repo.update(tx, id, offerValues(body))
        const change = changed(auditView(current), auditView(updated))
        if (Object.keys(change.after).length > 0)
          await recordAudit(tx, actor, {
            action: 'voucher_offer.updated',
            entityType: 'voucher_offer',
            entityId: id,
            ...change,
          })
        return updated
      })
      return adminOfferJson(row)
    },
  }
}
export type AdminVoucherOffersService = ReturnType<typeof adminVoucherOffersService>
