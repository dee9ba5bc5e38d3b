import { type DeliveryRules, deliveryRules, NO_DELIVERY_RULES } from '@shop/contract'
import { desc, eq } from 'drizzle-orm'
import { configurations } from '../../db/schema/index.ts'
import { SITE_CONFIGURATION_SLUG } from '../../db/seed/index.ts'
import type { Tx } from '../../lib/db-tx.ts'
import { type DeliveryCalendar, deliveryCalendar } from './calendar.ts'

/**
 * The delivery rules as the back office last saved them (`delivery` of the latest site
 * configuration, ADR 050, ADR 053): holidays, districts' days, the carrying fee and the slots'
 * capacity. Read on each call (one statement), so a change saved in one process holds in every
 * other at once; checkout reads them inside its transaction. A part never saved reads as its
 * default; a part no longer valid as a whole reads as the built-in rules.
 */
export async function loadDeliveryRules(db: Tx): Promise<DeliveryRules> {
  const [row] = await db
    .select({ data: configurations.data })
    .from(configurations)
    .where(eq(configurations.slug, SITE_CONFIGURATION_SLUG))
    .orderBy(desc(configurations.version))
    .limit(1)
  const parsed = deliveryRules.safeParse(
    (row?.data as { delivery?: unknown } | undefined)?.delivery ?? {},
  )
  return parsed.success ? parsed.data : NO_DELIVERY_RULES
}

/** The calendar (holidays and districts' days) of the saved rules. */
export async function loadDeliveryCalendar(db: Tx): Promise<DeliveryCalendar> {
  return deliveryCalendar(await loadDeliveryRules(db))
}
