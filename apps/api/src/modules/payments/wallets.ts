import { isWalletMethod, type PaymentMethod, walletsOn } from '@shop/contract'
import { desc, eq, sql } from 'drizzle-orm'
import { configurations } from '#api/db/schema/index.ts'
import { SITE_CONFIGURATION_SLUG } from '#api/db/seed/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError } from '#api/lib/errors.ts'

/**
 * The e-wallets the owner left on in the latest payment settings (ADR 070), read on each call
 * (one statement, only `payment_details` travels) so a switch saved in one process holds in all.
 */
export async function loadWallets(db: Tx) {
  const [row] = await db
    .select({ details: sql<unknown>`${configurations.data}->'payment_details'` })
    .from(configurations)
    .where(eq(configurations.slug, SITE_CONFIGURATION_SLUG))
    .orderBy(desc(configurations.version))
    .limit(1)
  return walletsOn(row?.details)
}

/**
 * Refuses an e-wallet the owner switched off (422 `PAYMENT_METHOD_UNAVAILABLE`), posted by a page
 * opened before the switch or by hand; cards and the offline ways are not switched here.
 */
export async function requireMethodOffered(db: Tx, method: PaymentMethod): Promise<void> {
  if (!isWalletMethod(method)) return
  if ((await loadWallets(db)).includes(method)) return
  throw new DomainError(
    422,
    'PAYMENT_METHOD_UNAVAILABLE',
    'This payment method is not offered at the moment',
    [{ path: 'body.payment_method', message: 'shopErrors.paymentMethodUnavailable' }],
  )
}
