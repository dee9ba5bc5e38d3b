import type { HkAddress } from '@shop/contract'
import { and, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import { accounts, orders, savedAddresses } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type SavedAddressRow = typeof savedAddresses.$inferSelect
export type SavedAddressValues = {
  label: string
  name: string
  areaCode: string
  phone: string
  address: HkAddress
}

const mine = (accountId: string, id: string) =>
  and(eq(savedAddresses.id, id), eq(savedAddresses.accountId, accountId))

/** The only SQL of the address book. */
export const addressesRepository = {
  /** The default first, then newest first. */
  list(tx: Tx, accountId: string) {
    return tx
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.accountId, accountId))
      .orderBy(
        desc(savedAddresses.isDefault),
        desc(savedAddresses.createdAt),
        desc(savedAddresses.id),
      )
  },

  async find(tx: Tx, accountId: string, id: string): Promise<SavedAddressRow | undefined> {
    const [row] = await tx.select().from(savedAddresses).where(mine(accountId, id))
    return row
  },

  /**
   * Every write of one member's book takes the member's account row first: the count checked
   * against the maximum and the one default stay true when two writes race (ADR 066).
   */
  async lockBook(tx: Tx, accountId: string): Promise<number> {
    await tx.execute(sql`select 1 from ${accounts} where ${accounts.id} = ${accountId} for update`)
    const [row] = await tx
      .select({ n: count() })
      .from(savedAddresses)
      .where(eq(savedAddresses.accountId, accountId))
    return row?.n ?? 0
  },

  async insert(tx: Tx, accountId: string, values: SavedAddressValues, isDefault: boolean) {
    const [row] = await tx
      .insert(savedAddresses)
      .values({ accountId, ...values, isDefault })
      .returning()
    return row as SavedAddressRow
  },

  async update(
    tx: Tx,
    accountId: string,
    id: string,
    values: Partial<SavedAddressValues> & { isDefault?: boolean },
  ) {
    const [row] = await tx
      .update(savedAddresses)
      .set({ ...values, updatedAt: new Date() })
      .where(mine(accountId, id))
      .returning()
    return row
  },

  /** The others lose the default, so that `id` can take it (one default per member). */
  clearDefault(tx: Tx, accountId: string, exceptId?: string) {
    return tx
      .update(savedAddresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(savedAddresses.accountId, accountId),
          eq(savedAddresses.isDefault, true),
          exceptId ? ne(savedAddresses.id, exceptId) : undefined,
        ),
      )
  },

  async remove(tx: Tx, accountId: string, id: string) {
    const [row] = await tx.delete(savedAddresses).where(mine(accountId, id)).returning()
    return row
  },

  /**
   * The recipient and structured address of the member's last order delivered in Hong Kong
   * (read-only, by the orders table's account index): checkout's fallback when no address is saved.
   */
  async lastOrder(tx: Tx, accountId: string) {
    const [row] = await tx
      .select({ recipient: orders.recipient, address: orders.deliveryAddress })
      .from(orders)
      .where(and(eq(orders.accountId, accountId), isNotNull(orders.deliveryAddress)))
      .orderBy(desc(orders.createdAt))
      .limit(1)
    return row
  },
}
