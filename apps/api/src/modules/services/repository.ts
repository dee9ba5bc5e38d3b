import { and, asc, eq, gte, inArray, lt, lte } from 'drizzle-orm'
import {
  bookingSlots,
  designers,
  openingHours,
  products,
  productVariants,
  showrooms,
  studioClosures,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { salePriceNow } from '../catalog/index.ts'

/** SQL of design services (issue 17). */
export const servicesRepository = {
  showrooms(db: Tx, storeId: string) {
    return db
      .select()
      .from(showrooms)
      .where(and(eq(showrooms.storeId, storeId), eq(showrooms.isActive, true)))
      .orderBy(asc(showrooms.code))
  },

  async designersWithHours(db: Tx, storeId: string) {
    const rows = await db
      .select()
      .from(designers)
      .where(and(eq(designers.storeId, storeId), eq(designers.isActive, true)))
      .orderBy(asc(designers.code))
    const hours = rows.length
      ? await db
          .select()
          .from(openingHours)
          .where(
            inArray(
              openingHours.designerId,
              rows.map((d) => d.id),
            ),
          )
      : []
    return rows.map((d) => ({ ...d, hours: hours.filter((h) => h.designerId === d.id) }))
  },

  showroomHours(db: Tx, showroomId: string) {
    return db.select().from(openingHours).where(eq(openingHours.showroomId, showroomId))
  },

  /** Closures touching [from, to] (Hong Kong dates). */
  closures(db: Tx, from: string, to: string) {
    return db
      .select()
      .from(studioClosures)
      .where(and(lte(studioClosures.startsOn, to), gte(studioClosures.endsOn, from)))
  },

  /** Slot units held in [from, to) by any designer. */
  taken(db: Tx, from: Date, to: Date) {
    return db
      .select({ designerId: bookingSlots.designerId, slotStart: bookingSlots.slotStart })
      .from(bookingSlots)
      .where(and(gte(bookingSlots.slotStart, from), lt(bookingSlots.slotStart, to)))
  },

  /** A consultation variant of an active appointment product in the store. */
  async consultation(db: Tx, storeId: string, variantId: string) {
    const [row] = await db
      .select({
        variantId: productVariants.id,
        productId: products.id,
        productTitle: products.title,
        sku: productVariants.sku,
        size: productVariants.size,
        price: productVariants.price,
        salePrice: salePriceNow(),
        format: productVariants.consultationFormat,
        durationMinutes: productVariants.durationMinutes,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(productVariants.id, variantId),
          eq(products.storeId, storeId),
          eq(products.status, 'ACTIVE'),
          eq(products.serviceType, 'appointment'),
        ),
      )
    return row
  },
}
