import type { DeliverySlotCode } from '@shop/contract'
import { and, between, count, eq, isNotNull, ne } from 'drizzle-orm'
import { deliverySlotDays, orders } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { slotKey } from './capacity.ts'

/** Orders that hold a place in a delivery slot: every one not cancelled (ADR 053). */
const holding = ne(orders.status, 'cancelled')

/** How full the delivery slots are (ADR 053): the only SQL of slot capacity. */
export const capacityRepository = {
  /**
   * Locks the slot of a day (its row made on first use). Held until commit, so a second
   * checkout for the same slot counts only once the first has written its order or given up.
   */
  async lock(tx: Tx, date: string, slot: DeliverySlotCode): Promise<void> {
    await tx.insert(deliverySlotDays).values({ date, slot }).onConflictDoNothing()
    await tx
      .select({ date: deliverySlotDays.date })
      .from(deliverySlotDays)
      .where(and(eq(deliverySlotDays.date, date), eq(deliverySlotDays.slot, slot)))
      .for('update')
  },

  /** Orders booked into one slot of a day. */
  async booked(tx: Tx, date: string, slot: DeliverySlotCode): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.deliveryDate, date), eq(orders.deliverySlot, slot), holding))
    return row?.n ?? 0
  },

  /** Orders booked per slot of each day between two dates (the slots call), "date slot" → n. */
  async bookedBetween(tx: Tx, from: string, to: string): Promise<Map<string, number>> {
    const rows = await tx
      .select({ date: orders.deliveryDate, slot: orders.deliverySlot, n: count() })
      .from(orders)
      .where(and(isNotNull(orders.deliveryDate), between(orders.deliveryDate, from, to), holding))
      .groupBy(orders.deliveryDate, orders.deliverySlot)
    return new Map(rows.map((r) => [slotKey(r.date ?? '', r.slot ?? 'AM'), r.n]))
  },
}
