import { ORDER_LINK_TTL_DAYS, type OrderAccess, orderLinkToken } from '@shop/contract'
import { and, eq, gt, lt } from 'drizzle-orm'
import { orderAccessLinks } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { randomSecret, sha256 } from '#api/lib/secrets.ts'

const TTL_MS = ORDER_LINK_TTL_DAYS * 24 * 60 * 60_000

/**
 * Private order links (issue 14): the SQL of `order_access_links`. Only the token's SHA-256 is
 * stored, so the table alone opens nothing; a token opens one order until it expires.
 */
export const accessLinksRepository = {
  async insert(tx: Tx, orderId: string, tokenHash: string, expiresAt: Date) {
    await tx.insert(orderAccessLinks).values({ orderId, tokenHash, expiresAt })
  },

  /** True when this token opens this order now. */
  async opens(db: Tx, orderId: string, tokenHash: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: orderAccessLinks.id })
      .from(orderAccessLinks)
      .where(
        and(
          eq(orderAccessLinks.tokenHash, tokenHash),
          eq(orderAccessLinks.orderId, orderId),
          gt(orderAccessLinks.expiresAt, now),
        ),
      )
    return Boolean(row)
  },

  /** Expired links are of no use to anyone: the sweep deletes them. */
  async deleteExpired(db: Tx, now: Date): Promise<number> {
    const gone = await db
      .delete(orderAccessLinks)
      .where(lt(orderAccessLinks.expiresAt, now))
      .returning({ id: orderAccessLinks.id })
    return gone.length
  },
}

/** A new private link to the order, written in the caller's transaction. */
export async function issueAccessLink(
  tx: Tx,
  orderId: string,
  now = new Date(),
): Promise<OrderAccess> {
  const token = randomSecret(32)
  const expiresAt = new Date(now.getTime() + TTL_MS)
  await accessLinksRepository.insert(tx, orderId, sha256(token), expiresAt)
  return { order_id: orderId, token, expires_at: expiresAt.toISOString() }
}

/** Does this token (as received, unchecked) open this order now? */
export async function linkOpens(db: Tx, orderId: string, token: unknown, now = new Date()) {
  const parsed = orderLinkToken.safeParse(token)
  if (!parsed.success) return false
  return accessLinksRepository.opens(db, orderId, sha256(parsed.data), now)
}
