import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { accountId, guest } from '#api/testing/shop.ts'
import { countInto, seededDatabase, testDatabases } from '#api-test/databases.ts'
import { ordersRepository } from './repository.ts'
import { ordersApp, placeOrder } from './test-helpers.ts'

describe.each(testDatabases)('order queries on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  const statements: string[] = []
  beforeAll(async () => {
    database = await seededDatabase(kind, countInto(statements))
    app = await ordersApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('lists a page of orders and loads one order in one statement each, however many lines', async () => {
    const token = await guest(app)
    const ids: string[] = []
    for (const index of [0, 1, 2])
      ids.push((await placeOrder(app, database, token, { qty: 1, index })).order._id)
    const account = await accountId(app, token)
    statements.length = 0
    const page = await ordersRepository.list(database.db, {
      accountId: account,
      page: 1,
      perPage: 10,
    })
    expect(page.total).toBe(3)
    expect(statements).toHaveLength(1)
    statements.length = 0
    const row = await ordersRepository.details(database.db, ids[0] ?? '', account)
    expect(row?.items.length).toBeGreaterThan(0)
    expect(statements).toHaveLength(1)
  })
})
