import type { LocalizedText, ModerationKind, ModerationStatus } from '@shop/contract'
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import {
  accounts,
  orders,
  postReviews,
  posts,
  productReviews,
  products,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type ModerationRow = {
  id: string
  status: ModerationStatus
  text: string
  author: string
  rating: number | null
  targetId: string
  targetSlug: string
  targetTitle: LocalizedText
  orderReference: string | null
  moderationReason: string
  moderatedAt: Date | null
  createdAt: Date
}
export type ModerationState = { status: ModerationStatus; reason: string }

// drafts are never public and not the moderators' business
const SHOWN: ModerationStatus[] = ['ACTIVE', 'HIDDEN']

function commentRows(db: Tx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({
      id: postReviews.id,
      status: postReviews.status,
      text: postReviews.comment,
      author: accounts.username,
      targetId: posts.id,
      targetSlug: posts.slug,
      targetTitle: posts.title,
      moderationReason: postReviews.moderationReason,
      moderatedAt: postReviews.moderatedAt,
      createdAt: postReviews.createdAt,
    })
    .from(postReviews)
    .innerJoin(posts, eq(posts.id, postReviews.postId))
    .innerJoin(accounts, eq(accounts.id, postReviews.accountId))
    .where(where)
    .orderBy(desc(postReviews.createdAt), asc(postReviews.id))
    .limit(limit)
    .offset(offset)
}

function reviewRows(db: Tx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({
      id: productReviews.id,
      status: productReviews.status,
      text: productReviews.comment,
      author: productReviews.userName,
      rating: productReviews.rating,
      targetId: products.id,
      targetSlug: products.slug,
      targetTitle: products.title,
      orderReference: orders.reference,
      moderationReason: productReviews.moderationReason,
      moderatedAt: productReviews.moderatedAt,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(orders, eq(orders.id, productReviews.orderId))
    .where(where)
    .orderBy(desc(productReviews.createdAt), asc(productReviews.id))
    .limit(limit)
    .offset(offset)
}

/** Rows of either kind in one shape, newest first. */
async function rowsOf(
  db: Tx,
  kind: ModerationKind,
  where: (table: typeof postReviews | typeof productReviews) => SQL | undefined,
  limit: number,
  offset: number,
): Promise<ModerationRow[]> {
  if (kind === 'comment') {
    const rows = await commentRows(db, where(postReviews), limit, offset)
    return rows.map((r) => ({
      ...r,
      status: r.status as ModerationStatus,
      rating: null,
      orderReference: null,
    }))
  }
  const rows = await reviewRows(db, where(productReviews), limit, offset)
  return rows.map((r) => ({ ...r, status: r.status as ModerationStatus }))
}

const tableOf = (kind: ModerationKind) => (kind === 'comment' ? postReviews : productReviews)

/**
 * What staff moderate (issue 15): blog comments (post_reviews) and product or order reviews
 * (product_reviews). The public lists and counts read only ACTIVE rows, so HIDDEN takes an item
 * off the storefront; the reason and the time stay with it.
 */
export const moderationRepository = {
  async list(
    db: Tx,
    kind: ModerationKind,
    status: ModerationStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: ModerationRow[]; total: number }> {
    const shown = (table: typeof postReviews | typeof productReviews) =>
      status ? eq(table.status, status) : inArray(table.status, SHOWN)
    const table = tableOf(kind)
    const [rows, [total]] = await Promise.all([
      rowsOf(db, kind, shown, limit, offset),
      db.select({ n: count() }).from(table).where(shown(table)),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  /** One item as the list shows it, or null. */
  async item(db: Tx, kind: ModerationKind, id: string): Promise<ModerationRow | null> {
    const [row] = await rowsOf(db, kind, (table) => eq(table.id, id), 1, 0)
    return row ?? null
  },

  /** The item's moderation state, locked for the change; null when unknown or a draft. */
  async lock(tx: Tx, kind: ModerationKind, id: string): Promise<ModerationState | null> {
    const table = tableOf(kind)
    const [row] = await tx
      .select({ status: table.status, reason: table.moderationReason })
      .from(table)
      .where(and(eq(table.id, id), inArray(table.status, SHOWN)))
      .for('update')
    return row ? { status: row.status as ModerationStatus, reason: row.reason } : null
  },

  async setState(tx: Tx, kind: ModerationKind, id: string, state: ModerationState) {
    const table = tableOf(kind)
    await tx
      .update(table)
      .set({ status: state.status, moderationReason: state.reason, moderatedAt: new Date() })
      .where(eq(table.id, id))
  },
}
