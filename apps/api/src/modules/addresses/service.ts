import {
  type HkAddress,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type SavedAddressList,
  type savedAddressBody,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { ConflictError, NotFoundError } from '#api/lib/errors.ts'
import { addressesRepository as repo, type SavedAddressRow } from './repository.ts'

type Body = z.output<typeof savedAddressBody>

const notFound = () => new NotFoundError('Address not found', 'ADDRESS_NOT_FOUND')
const full = () =>
  new ConflictError(
    `The address book holds at most ${MAX_SAVED_ADDRESSES} addresses`,
    'ADDRESS_BOOK_FULL',
  )

export function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return {
    _id: row.id,
    label: row.label,
    name: row.name,
    area_code: row.areaCode,
    phone: row.phone,
    address: row.address,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

const valuesOf = (body: Omit<Body, 'is_default'>) => ({
  label: body.label,
  name: body.name,
  areaCode: body.area_code,
  phone: body.phone,
  address: body.address,
})

// jsonb keeps its own key order: compared field by field
const ADDRESS_KEYS = [
  'region',
  'district',
  'street',
  'building',
  'floor',
  'flat',
  'access',
  'stairs_floors',
] as const satisfies readonly (keyof HkAddress)[]

/** Same recipient and same address: saving it again from a checkout adds nothing. */
const sameAs = (row: SavedAddressRow, values: ReturnType<typeof valuesOf>) =>
  row.name === values.name &&
  row.areaCode === values.areaCode &&
  row.phone === values.phone &&
  ADDRESS_KEYS.every((key) => row.address[key] === values.address[key])

/**
 * A member's address book (issue 30, ADR 066). Every read and write by id is limited to the
 * caller's own rows: another member's id answers 404, as an unknown one does.
 */
export function addressesService(db: Db) {
  return {
    async list(accountId: string): Promise<SavedAddressList> {
      const [rows, last] = await Promise.all([
        repo.list(db, accountId),
        repo.lastOrder(db, accountId),
      ])
      return {
        data: rows.map(toSavedAddress),
        max: MAX_SAVED_ADDRESSES,
        last_order: last?.address
          ? {
              name: last.recipient.name,
              area_code: last.recipient.area_code,
              phone: last.recipient.phone,
              address: last.address,
            }
          : null,
      }
    },

    async get(accountId: string, id: string): Promise<SavedAddress> {
      const row = await repo.find(db, accountId, id)
      if (!row) throw notFound()
      return toSavedAddress(row)
    },

    /** The first address is the default whatever was asked; the eleventh is refused (409). */
    async create(accountId: string, body: Body): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        const n = await repo.lockBook(tx, accountId)
        if (n >= MAX_SAVED_ADDRESSES) throw full()
        const isDefault = body.is_default || n === 0
        if (isDefault) await repo.clearDefault(tx, accountId)
        return toSavedAddress(await repo.insert(tx, accountId, valuesOf(body), isDefault))
      })
    },

    /** `is_default: false` keeps a default as it is: the default moves only to another address. */
    async update(accountId: string, id: string, body: Body): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await repo.lockBook(tx, accountId)
        const row = await repo.find(tx, accountId, id)
        if (!row) throw notFound()
        if (body.is_default) await repo.clearDefault(tx, accountId, id)
        const updated = await repo.update(tx, accountId, id, {
          ...valuesOf(body),
          isDefault: row.isDefault || body.is_default,
        })
        if (!updated) throw notFound()
        return toSavedAddress(updated)
      })
    },

    async setDefault(accountId: string, id: string): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        await repo.lockBook(tx, accountId)
        if (!(await repo.find(tx, accountId, id))) throw notFound()
        await repo.clearDefault(tx, accountId, id)
        const updated = await repo.update(tx, accountId, id, { isDefault: true })
        if (!updated) throw notFound()
        return toSavedAddress(updated)
      })
    },

    /** Deleting the default passes it to the newest address left. */
    async remove(accountId: string, id: string) {
      return db.transaction(async (tx) => {
        await repo.lockBook(tx, accountId)
        const removed = await repo.remove(tx, accountId, id)
        if (!removed) throw notFound()
        if (removed.isDefault) {
          const [next] = await repo.list(tx, accountId)
          if (next) await repo.update(tx, accountId, next.id, { isDefault: true })
        }
        return { _id: id, deleted: true as const }
      })
    },

    /**
     * "Save this address to my address book" at checkout, once the order is placed: the same
     * address already saved, or a full book, adds nothing (null) and is never an error.
     */
    async saveFromOrder(accountId: string, body: Omit<Body, 'is_default' | 'label'>) {
      return db.transaction(async (tx) => {
        const n = await repo.lockBook(tx, accountId)
        const values = valuesOf({ ...body, label: '' })
        const rows = await repo.list(tx, accountId)
        if (n >= MAX_SAVED_ADDRESSES || rows.some((row) => sameAs(row, values))) return null
        return toSavedAddress(await repo.insert(tx, accountId, values, n === 0))
      })
    },
  }
}
export type AddressesService = ReturnType<typeof addressesService>
