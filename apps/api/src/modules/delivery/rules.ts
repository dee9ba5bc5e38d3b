import { deliveryRules } from '@shop/contract'
import { desc, eq } from 'drizzle-orm'
import { configurations } from '../../db/schema/index.ts'
import { SITE_CONFIGURATION_SLUG } from '../../db/seed/index.ts'
import type { Tx } from '../identity/repository.ts'
import { type DeliveryCalendar, deliveryCalendar } from './calendar.ts'

/**
 * The calendar as the back office last saved it (`delivery` of the latest site configuration,
 * ADR 050): read on each call, so a holiday saved in one process is refused by every other at
 * once. A missing or bad part reads as the built-in lists.
 */
export async function loadDeliveryCalendar(db: Tx): Promise<DeliveryCalendar> {
  const [row] = await db
    .select({ data: configurations.data })
    .from(configurations)
    .where(eq(configurations.slug, SITE_CONFIGURATION_SLUG))
    .orderBy(desc(configurations.version))
    .limit(1)
  const parsed = deliveryRules.safeParse(
    (row?.data as { delivery?: unknown } | undefined)?.delivery,
  )
  return deliveryCalendar(parsed.success ? parsed.data : undefined)
}
