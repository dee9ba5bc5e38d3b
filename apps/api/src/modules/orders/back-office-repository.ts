import type { LocalizedText } from '@shop/contract'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import {
  orders,
  projectInstallments,
  quotations,
  refundRequests,
  refundsDue,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type TimelineJson = {
  slug: string
  note: string
  created_at: string
  action: string | null
  staff_id: string | null
  staff_name: string | null
}
type LowStockJson = {
  product_id: string
  product_variant_id: string
  sku: string
  product_title: LocalizedText
  stock: number
}

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number)

/** Refunds due joined to their order's reference, or their project's and installment's. */
const withOwner = (db: Tx) =>
  db
    .select({
      due: refundsDue,
      orderReference: orders.reference,
      projectReference: quotations.reference,
      installmentSequence: projectInstallments.sequence,
    })
    .from(refundsDue)
    .leftJoin(orders, eq(orders.id, refundsDue.orderId))
    .leftJoin(quotations, eq(quotations.id, refundsDue.projectId))
    .leftJoin(projectInstallments, eq(projectInstallments.id, refundsDue.installmentId))
    .$dynamic()

/**
 * The back office's reads of orders and refunds (issue 15): the dashboard figures, the merged
 * timeline with staff names, refunds waiting and refunds due. Each answers in one statement.
 */
export const backOfficeRepository = {
  /**
   * Every dashboard figure in one statement: orders placed and money paid in [dayStart, dayEnd),
   * what waits for staff, the variants with 1 to `threshold` units left (lowest first) and how
   * many are sold out.
   */
  async dashboard(
    db: Tx,
    input: { dayStart: Date; dayEnd: Date; threshold: number; lowStockLimit: number },
  ) {
    const start = input.dayStart.toISOString()
    const end = input.dayEnd.toISOString()
    const [row] = await db
      .select({
        ordersToday: count(sql`select count(*) from orders
          where created_at >= ${start} and created_at < ${end}`),
        revenueToday: sql<string>`(select coalesce(sum(total), 0)::numeric(12,2)::text from orders
          where paid_at >= ${start} and paid_at < ${end})`,
        installmentsToday: sql<string>`(select coalesce(sum(amount), 0)::numeric(12,2)::text
          from project_payment_records where status = 'confirmed'
            and reviewed_at >= ${start} and reviewed_at < ${end})`,
        // a refund's decision is its last change (approved requests, refunds due paid back)
        refundedToday: sql<string>`((select coalesce(sum(coalesce(approved_amount, amount)), 0)
            from refund_requests where status = 'approved'
              and updated_at >= ${start} and updated_at < ${end})
          + (select coalesce(sum(amount), 0) from refunds_due where status = 'refunded'
              and updated_at >= ${start} and updated_at < ${end}))::numeric(12,2)::text`,
        recordsToConfirm: count(sql`select count(*) from project_payment_records
          where status = 'submitted'`),
        awaitingConfirmation: count(sql`select count(*) from orders
          where status = 'pending' and payment_proof is not null`),
        refundRequestsWaiting: count(sql`select count(*) from refund_requests
          where status = 'waiting_for_approval'`),
        newEnquiries: count(sql`select count(*) from enquiries where status = 'new'`),
        refundsDueCount: count(sql`select count(*) from refunds_due where status <> 'refunded'`),
        refundsDueAmount: sql<string>`(select coalesce(sum(amount), 0)::numeric(12,2)::text
          from refunds_due where status <> 'refunded')`,
        partiallyRefunded: count(sql`select count(*) from orders
          where payment_status = 'partially_refunded'`),
        refunded: count(sql`select count(*) from orders where payment_status = 'refunded'`),
        soldOut: count(sql`select count(*) from product_variants where stock = 0`),
        lowStock: sql<LowStockJson[]>`(select coalesce(json_agg(json_build_object(
            'product_id', l.product_id, 'product_variant_id', l.id, 'sku', l.sku,
            'product_title', l.title, 'stock', l.stock) order by l.stock, l.sku), '[]'::json)
          from (select v.id, v.product_id, v.sku, v.stock, p.title from product_variants v
            join products p on p.id = v.product_id
            where v.stock > 0 and v.stock <= ${input.threshold}
            order by v.stock, v.sku limit ${input.lowStockLimit}) l)`,
        soldOutList: sql<LowStockJson[]>`(select coalesce(json_agg(json_build_object(
            'product_id', l.product_id, 'product_variant_id', l.id, 'sku', l.sku,
            'product_title', l.title, 'stock', l.stock) order by l.sku), '[]'::json)
          from (select v.id, v.product_id, v.sku, v.stock, p.title from product_variants v
            join products p on p.id = v.product_id
            where v.stock = 0 order by v.sku limit ${input.lowStockLimit}) l)`,
      })
      .from(sql`(values (1)) as one (x)`)
    if (!row) throw new Error('dashboard answered no row')
    return row
  },

  /**
   * The order's statuses and events merged with its audit rows (who did each staff step), oldest
   * first, in one statement.
   */
  async timeline(db: Tx, orderId: string): Promise<TimelineJson[]> {
    const [row] = await db
      .select({
        entries: sql<TimelineJson[]>`coalesce((select json_agg(t order by t.created_at, t.seq)
          from (
            select s.slug, s.note, s.created_at, null::text as action, null::uuid as staff_id,
              null::text as staff_name, 1 as seq
            from order_statuses s where s.order_id = ${orderId}
            union all
            select a.action, a.note, a.created_at, a.action, m.id, m.name, 0
            from audit_log a join staff_members m on m.id = a.staff_id
            where a.entity_type = 'order' and a.entity_id = ${orderId}
          ) t), '[]'::json)`,
      })
      .from(sql`(values (1)) as one (x)`)
    return row?.entries ?? []
  },

  /** What approved refund requests gave back so far (approved amount, else the asked one). */
  async refundedAmount(db: Tx, orderId: string): Promise<string> {
    const [row] = await db
      .select({
        amount: sql<string>`coalesce(sum(coalesce(${refundRequests.approvedAmount},
          ${refundRequests.amount})), 0)::numeric(12,2)::text`,
      })
      .from(refundRequests)
      .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, 'approved')))
    return row?.amount ?? '0.00'
  },

  /** Refund requests waiting for a decision, oldest first, a page with the total. */
  async waitingRefunds(db: Tx, page: { limit: number; offset: number }) {
    const rows = await db
      .select({
        request: refundRequests,
        reference: orders.reference,
        paymentMethod: orders.paymentMethod,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .where(eq(refundRequests.status, 'waiting_for_approval'))
      .orderBy(asc(refundRequests.createdAt), asc(refundRequests.id))
      .limit(page.limit)
      .offset(page.offset)
    return rows
  },

  /**
   * Refunds due not settled yet, oldest first, with what they belong to: the order's reference,
   * or the project's (its quotation's) and the installment's number (ADR 038).
   */
  async openRefundsDue(db: Tx, limit = 100) {
    return withOwner(db)
      .where(ne(refundsDue.status, 'refunded'))
      .orderBy(asc(refundsDue.createdAt))
      .limit(limit)
  },

  /** One refund due with what it belongs to. */
  async refundDueWithOwner(db: Tx, id: string) {
    const [row] = await withOwner(db).where(eq(refundsDue.id, id))
    return row
  },

  /** The refund due row locked for a change (its order's row is locked before it). */
  async lockRefundDue(tx: Tx, id: string) {
    const [row] = await tx.select().from(refundsDue).where(eq(refundsDue.id, id)).for('update')
    return row
  },

  async settleRefundDueByHand(tx: Tx, id: string, reference: string) {
    await tx
      .update(refundsDue)
      .set({ status: 'refunded', manualReference: reference, updatedAt: new Date() })
      .where(eq(refundsDue.id, id))
  },

  /** The order a refund due belongs to (to lock the order first); null for a project's. */
  async refundDueOrder(db: Tx, id: string): Promise<{ orderId: string | null } | undefined> {
    const [row] = await db
      .select({ orderId: refundsDue.orderId })
      .from(refundsDue)
      .where(eq(refundsDue.id, id))
    return row
  },
}
