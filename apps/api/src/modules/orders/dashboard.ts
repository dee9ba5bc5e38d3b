import type { AdminDashboard } from '@shop/contract'
import { hkDate, hkDayRange, LOW_STOCK_LIST_SIZE, LOW_STOCK_THRESHOLD } from '@shop/contract'
import type { Db } from '#api/db/client.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import { backOfficeRepository } from './back-office-repository.ts'

/** The back office's dashboard (issue 15): today is the Hong Kong day; one statement. */
export async function dashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const day = hkDate(now)
  const { start, end } = hkDayRange(day)
  const row = await backOfficeRepository.dashboard(db, {
    dayStart: start,
    dayEnd: end,
    threshold: LOW_STOCK_THRESHOLD,
    lowStockLimit: LOW_STOCK_LIST_SIZE,
  })
  return {
    day,
    orders_today: row.ordersToday,
    revenue_today: fromCents(toCents(row.revenueToday) + toCents(row.installmentsToday)),
    installments_paid_today: row.installmentsToday,
    refunded_today: row.refundedToday,
    awaiting_payment_confirmation: row.awaitingConfirmation,
    payment_records_to_confirm: row.recordsToConfirm,
    refund_requests_waiting: row.refundRequestsWaiting,
    new_enquiries: row.newEnquiries,
    refunds_due: { count: row.refundsDueCount, amount: row.refundsDueAmount },
    refunded_orders: { partially_refunded: row.partiallyRefunded, refunded: row.refunded },
    low_stock_threshold: LOW_STOCK_THRESHOLD,
    sold_out: row.soldOut,
    low_stock: row.lowStock.map((v) => ({ ...v, stock: Number(v.stock) })),
    sold_out_variants: row.soldOutList.map((v) => ({ ...v, stock: Number(v.stock) })),
  }
}
