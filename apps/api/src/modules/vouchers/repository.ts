import type { RedeemedVoucherStatus, VoucherDiscountType } from '@shop/contract'
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  lte,
  notExists,
  or,
  sql,
} from 'drizzle-orm'
import { orders, voucherOffers, voucherRedemptions, vouchers } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import type { OfferRow } from './offer-json.ts'

export type NewCode = typeof vouchers.$inferInsert
export type OfferSort = { by: 'created_at' | 'points'; order: 'asc' | 'desc' }

/** On offer now: active and within its dates. */
const onOffer = (now: Date) =>
  and(
    eq(voucherOffers.isActive, true),
    or(isNull(voucherOffers.startsAt), lte(voucherOffers.startsAt, now)),
    or(isNull(voucherOffers.endsAt), gt(voucherOffers.endsAt, now)),
  )

/** Used: an order holds it (a released order gave its use back, lifecycle/release.ts). */
const useOf = sql`(select 1 from ${voucherRedemptions} where ${voucherRedemptions.voucherId} = ${vouchers.id})`
const statusWhere = (status: RedeemedVoucherStatus, now: Date) =>
  status === 'used'
    ? exists(useOf)
    : status === 'usable'
      ? and(notExists(useOf), or(isNull(vouchers.endsAt), gt(vouchers.endsAt, now)))
      : and(notExists(useOf), lte(vouchers.endsAt, now))

/** A redeemed code with its offer's terms and the order it was used on (if any). */
const redeemedFields = {
  voucher: vouchers,
  terms: voucherOffers.terms,
  usedAt: voucherRedemptions.createdAt,
  orderId: orders.id,
  orderReference: orders.reference,
}
export type RedeemedRow = {
  voucher: typeof vouchers.$inferSelect
  terms: OfferRow['terms']
  usedAt: Date | null
  orderId: string | null
  orderReference: string | null
}

/** Offers bought with points and the codes they issued: all the SQL of the vouchers module. */
export const vouchersRepository = {
  async offersOnSale(
    db: Tx,
    storeId: string,
    query: {
      discountType?: VoucherDiscountType | undefined
      sort: OfferSort
      page: number
      perPage: number
    },
    now: Date,
  ): Promise<{ rows: OfferRow[]; total: number }> {
    const where = and(
      eq(voucherOffers.storeId, storeId),
      onOffer(now),
      query.discountType ? eq(voucherOffers.discountType, query.discountType) : undefined,
    )
    const column = query.sort.by === 'points' ? voucherOffers.pointsPrice : voucherOffers.createdAt
    const direction = query.sort.order === 'asc' ? asc : desc
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(voucherOffers)
        .where(where)
        .orderBy(direction(column), desc(voucherOffers.createdAt), asc(voucherOffers.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      db.select({ n: count() }).from(voucherOffers).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async offerOnSale(db: Tx, storeId: string, id: string, now: Date): Promise<OfferRow | undefined> {
    const [row] = await db
      .select()
      .from(voucherOffers)
      .where(and(eq(voucherOffers.id, id), eq(voucherOffers.storeId, storeId), onOffer(now)))
    return row
  },

  /** The offer row, locked until the transaction ends (lock order: voucher offer). */
  async lockOffer(tx: Tx, id: string): Promise<OfferRow | undefined> {
    const [row] = await tx
      .select()
      .from(voucherOffers)
      .where(eq(voucherOffers.id, id))
      .for('update')
    return row
  },

  /** Codes an account holds from each offer (used, expired or not): the per-member limit. */
  async ownedFrom(db: Tx, accountId: string, offerIds: string[]): Promise<Map<string, number>> {
    if (!offerIds.length) return new Map()
    const rows = await db
      .select({ offerId: vouchers.offerId, n: count() })
      .from(vouchers)
      .where(and(eq(vouchers.ownerAccountId, accountId), inArray(vouchers.offerId, offerIds)))
      .groupBy(vouchers.offerId)
    return new Map(rows.map((r) => [r.offerId as string, r.n]))
  },

  /** Counts `qty` more as redeemed; the offer row is locked by the caller. */
  async addRedeemed(tx: Tx, offerId: string, qty: number): Promise<void> {
    await tx
      .update(voucherOffers)
      .set({ redeemedCount: sql`${voucherOffers.redeemedCount} + ${qty}` })
      .where(eq(voucherOffers.id, offerId))
  },

  /** Inserts the codes not already taken in their store; answers the codes written. */
  async insertCodes(tx: Tx, codes: NewCode[]): Promise<string[]> {
    const rows = await tx
      .insert(vouchers)
      .values(codes)
      .onConflictDoNothing()
      .returning({ code: vouchers.code })
    return rows.map((r) => r.code)
  },

  async redeemedByCodes(tx: Tx, accountId: string, codes: string[]): Promise<RedeemedRow[]> {
    return tx
      .select(redeemedFields)
      .from(vouchers)
      .innerJoin(voucherOffers, eq(voucherOffers.id, vouchers.offerId))
      .leftJoin(voucherRedemptions, eq(voucherRedemptions.voucherId, vouchers.id))
      .leftJoin(orders, eq(orders.id, voucherRedemptions.orderId))
      .where(and(eq(vouchers.ownerAccountId, accountId), inArray(vouchers.code, codes)))
      .orderBy(asc(vouchers.code))
  },

  /** The member's redeemed codes, newest first. */
  async redeemedOf(
    db: Tx,
    accountId: string,
    query: { status?: RedeemedVoucherStatus | undefined; page: number; perPage: number },
    now: Date,
  ): Promise<{ rows: RedeemedRow[]; total: number }> {
    const where = and(
      eq(vouchers.ownerAccountId, accountId),
      query.status ? statusWhere(query.status, now) : undefined,
    )
    const [rows, [total]] = await Promise.all([
      db
        .select(redeemedFields)
        .from(vouchers)
        .innerJoin(voucherOffers, eq(voucherOffers.id, vouchers.offerId))
        .leftJoin(voucherRedemptions, eq(voucherRedemptions.voucherId, vouchers.id))
        .leftJoin(orders, eq(orders.id, voucherRedemptions.orderId))
        .where(where)
        .orderBy(desc(vouchers.createdAt), asc(vouchers.code))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      db.select({ n: count() }).from(vouchers).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async redeemedOne(db: Tx, accountId: string, id: string): Promise<RedeemedRow | undefined> {
    const [row] = await db
      .select(redeemedFields)
      .from(vouchers)
      .innerJoin(voucherOffers, eq(voucherOffers.id, vouchers.offerId))
      .leftJoin(voucherRedemptions, eq(voucherRedemptions.voucherId, vouchers.id))
      .leftJoin(orders, eq(orders.id, voucherRedemptions.orderId))
      .where(and(eq(vouchers.id, id), eq(vouchers.ownerAccountId, accountId)))
    return row
  },
}
