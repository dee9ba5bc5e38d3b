import { DEFAULT_LEAD_TIME_DAYS } from '@shop/contract'
import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { products, productVariants } from '#api/db/schema/index.ts'

/**
 * Where a cart line's lead time comes from: the one place to wire (ADR 022). A made-to-order
 * product's shortest lead time (`lead_time_min_days`, counted here as working days: never
 * earlier than promised), else DEFAULT_LEAD_TIME_DAYS working days for what is in stock.
 */
const leadColumn = (table: typeof products | typeof productVariants): PgColumn | undefined =>
  (getTableColumns(table) as Record<string, PgColumn>).leadTimeMinDays

export function leadTimeColumn(): SQL<number | null> {
  const own = [leadColumn(productVariants), leadColumn(products)].filter(
    (column): column is PgColumn => column !== undefined,
  )
  if (!own.length) return sql<number | null>`null::int`
  return sql<number | null>`coalesce(${sql.join(own, sql`, `)})`
}

/** The largest lead time among the lines (what the order waits for); the default for none. */
export function leadTimeOf(lines: readonly { leadTimeDays?: number | null }[]): number {
  const days = lines.map((line) =>
    typeof line.leadTimeDays === 'number' && line.leadTimeDays >= 0
      ? line.leadTimeDays
      : DEFAULT_LEAD_TIME_DAYS,
  )
  return days.length ? Math.max(...days) : DEFAULT_LEAD_TIME_DAYS
}
