import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import { voucherOffers } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import type { OfferRow } from './offer-json.ts'

export type OfferValues = Omit<
  typeof voucherOffers.$inferInsert,
  'id' | 'redeemedCount' | 'createdAt' | 'updatedAt'
>

/**
 * The back office's SQL on voucher offers (issue 16). `redeemed_count` is never written here:
 * redeeming owns it, under the same row lock this module takes to edit an offer.
 */
export const adminOffersRepository = {
  async list(db: Tx, storeId: string, active: boolean | undefined, limit: number, offset: number) {
    const where: SQL | undefined = and(
      eq(voucherOffers.storeId, storeId),
      active === undefined ? undefined : eq(voucherOffers.isActive, active),
    )
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(voucherOffers)
        .where(where)
        .orderBy(desc(voucherOffers.createdAt), asc(voucherOffers.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(voucherOffers).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async byId(db: Tx, id: string): Promise<OfferRow | null> {
    const [row] = await db.select().from(voucherOffers).where(eq(voucherOffers.id, id))
    return row ?? null
  },

  /** The offer locked for an edit: redeems of it wait, so the stock check below holds. */
  async lock(tx: Tx, id: string): Promise<OfferRow | null> {
    const [row] = await tx
      .select()
      .from(voucherOffers)
      .where(eq(voucherOffers.id, id))
      .for('update')
    return row ?? null
  },

  async insert(tx: Tx, values: OfferValues): Promise<OfferRow> {
    const [row] = await tx.insert(voucherOffers).values(values).returning()
    if (!row) throw new Error('voucher offer insert returned nothing')
    return row
  },

  async update(tx: Tx, id: string, values: OfferValues): Promise<OfferRow> {
    const [row] = await tx
      .update(voucherOffers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(voucherOffers.id, id))
      .returning()
    if (!row) throw new Error('voucher offer update returned nothing')
    return row
  },
}
