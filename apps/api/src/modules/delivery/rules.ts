import { type DeliveryRules, deliveryRules, NO_DELIVERY_RULES } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { configurations } from '#api/db/schema/index.ts'
import { SITE_CONFIGURATION_SLUG } from '#api/db/seed/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { type DeliveryCalendar, deliveryCalendar } from './calendar.ts'

/** The last rules read, by the id of the configuration version they came from. */
let parsedOnce: { id: string; rules: DeliveryRules } | null = null

/**
 * The delivery rules as the back office last saved them (`delivery` of the latest site
 * configuration, ADR 050, ADR 053): holidays, districts' days, the carrying fee and the slots'
 * capacity. Read on each call (one statement), so a change saved in one process holds in every
 * other at once; checkout reads them inside its transaction. Only the `delivery` part travels, and
 * it is parsed once per saved version (a version is never changed, ADR 047; issue 31: the cart
 * page read and parsed the whole configuration on every call). A part never saved reads as its
 * default; a part no longer valid as a whole reads as the built-in rules.
 */
export async function loadDeliveryRules(db: Tx): Promise<DeliveryRules> {
  const [row] = await db.select({ saved: latestDeliveryColumn() }).from(sql`(select 1) as one`)
  return deliveryRulesOf(row?.saved ?? null)
}

/** What `latestDeliveryColumn` reads: the configuration version's id and its `delivery` part. */
export type SavedDelivery = { id: string; delivery: unknown }

/**
 * The latest site configuration's id and `delivery` part as one column (null: never saved), for
 * a statement that reads other things beside it (issue 31: the cart view reads its couriers, the
 * rules and its gifts' threshold in one statement). `deliveryRulesOf` turns it into the rules.
 */
export function latestDeliveryColumn() {
  return sql<SavedDelivery | null>`(select json_build_object('id', ${configurations.id},
      'delivery', ${configurations.data}->'delivery')
    from ${configurations} where ${configurations.slug} = ${SITE_CONFIGURATION_SLUG}
    order by ${configurations.version} desc limit 1)`
}

/** The rules of a saved version, parsed once per version (see `loadDeliveryRules`). */
export function deliveryRulesOf(saved: SavedDelivery | null): DeliveryRules {
  if (saved && parsedOnce?.id === saved.id) return parsedOnce.rules
  const parsed = deliveryRules.safeParse(saved?.delivery ?? {})
  const rules = parsed.success ? parsed.data : NO_DELIVERY_RULES
  if (saved) parsedOnce = { id: saved.id, rules }
  return rules
}

/** The calendar (holidays and districts' days) of the saved rules. */
export async function loadDeliveryCalendar(db: Tx): Promise<DeliveryCalendar> {
  return deliveryCalendar(await loadDeliveryRules(db))
}
