import type { DeliverySlotCode } from '@shop/contract'
import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row per delivery slot of a day that has been booked (ADR 053): checkout locks it (`FOR
 * UPDATE`, the `deliverySlot` place of the lock order) while it counts the orders already in
 * that slot against its capacity, so two checkouts for the last place queue instead of both
 * winning. It holds no count: the orders do, so a cancelled order frees its place without a
 * write here.
 */
export const deliverySlotDays = pgTable(
  'delivery_slot_days',
  {
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot').$type<DeliverySlotCode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.date, t.slot] })],
)
