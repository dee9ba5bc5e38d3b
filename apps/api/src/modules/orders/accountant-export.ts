import { hkDateTime as hkDateTimeLocal, hkDayRange, ORDER_EXPORT_COLUMNS } from '@shop/contract'
import { and, asc, gte, lt, sql } from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import { orders } from '#api/db/schema/index.ts'
import { csvField } from '#api/lib/csv-field.ts'

/** `YYYY-MM-DD HH:MM` in Hong Kong time, what an accountant's spreadsheet reads as a date. */
const hkDateTime = (at: Date) => hkDateTimeLocal(at).replace('T', ' ')
const hkd = (value: string | number) => Number(value).toFixed(2)

/**
 * Orders placed from the start of Hong Kong day `from` to the end of day `to`, as CSV for the
 * accountant (issue 27, ADR 048): UTF-8 with BOM, CRLF, amounts in HKD with two decimals.
 * `discount` is the shop's and the voucher's together, `shipping` the delivery and carrying
 * fees, so subtotal − discount + shipping = total; `refunded` is what approved refunds returned.
 */
export async function ordersCsv(db: Db, from: string, to: string): Promise<string> {
  const rows = await db
    .select({
      reference: orders.reference,
      createdAt: orders.createdAt,
      name: sql<string>`${orders.recipient}->>'name'`,
      email: sql<string | null>`coalesce(${orders.contactEmail}, ${orders.recipient}->>'email')`,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      subtotal: orders.subtotal,
      discount: sql<string>`(${orders.discountLocal} + ${orders.discountGlobal})::text`,
      shipping: sql<string>`(${orders.shippingFee} + ${orders.carryingFee})::text`,
      total: orders.total,
      refunded: sql<string>`(select coalesce(sum(coalesce(r.approved_amount, r.amount)), 0)::text
        from refund_requests r where r.order_id = ${orders.id} and r.status = 'approved')`,
    })
    .from(orders)
    .where(
      and(gte(orders.createdAt, hkDayRange(from).start), lt(orders.createdAt, hkDayRange(to).end)),
    )
    .orderBy(asc(orders.createdAt), asc(orders.reference))
  const lines = [ORDER_EXPORT_COLUMNS.join(',')]
  for (const r of rows)
    lines.push(
      [
        r.reference,
        hkDateTime(r.createdAt),
        r.name ?? '',
        r.email ?? '',
        r.status,
        r.paymentStatus,
        r.paymentMethod,
        hkd(r.subtotal),
        hkd(r.discount),
        hkd(r.shipping),
        hkd(r.total),
        hkd(r.refunded),
      ]
        .map(csvField)
        .join(','),
    )
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
