import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { accounts, bookings, projects } from '#api/db/schema/index.ts'
import { accountId, auth, guest, shopApp } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { acceptedProject } from '../projects/test-helpers.ts'
import { bookConsultation, requestQuotation } from '../quotations/test-helpers.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import { identityRepository } from './repository.ts'

const DAY = 86400_000

describe.each(testDatabases)('the daily sweep of guest accounts on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const unseenFor = (ids: string[], days: number) =>
    database.db
      .update(accounts)
      .set({ lastSeenAt: new Date(Date.now() - days * DAY) })
      .where(inArray(accounts.id, ids))
  const sweep = () =>
    identityRepository.deleteStaleTemporaryAccounts(database.db, new Date(Date.now() - 30 * DAY))
  const exists = async (id: string) =>
    (await identityRepository.accountById(database.db, id)) !== undefined

  it('keeps guests with an open booking or quotation and removes the others', async () => {
    const booker = await guest(app)
    await bookConsultation(app, database, booker)
    const asker = await guest(app)
    expect((await requestQuotation(app, asker)).statusCode).toBe(201)
    const idle = await guest(app)
    const visited = await guest(app)
    const visitedBooking = await bookConsultation(app, database, visited)
    // the consultation took place two months ago
    await database.db
      .update(bookings)
      .set({
        status: 'completed',
        startsAt: new Date(Date.now() - 60 * DAY - 3600_000),
        endsAt: new Date(Date.now() - 60 * DAY),
      })
      .where(eq(bookings.id, visitedBooking))

    const ids = {
      booker: await accountId(app, booker),
      asker: await accountId(app, asker),
      idle: await accountId(app, idle),
      visited: await accountId(app, visited),
    }
    await unseenFor(Object.values(ids), 31)

    expect(await sweep()).toBeGreaterThanOrEqual(2)
    expect(await exists(ids.booker)).toBe(true)
    expect(await exists(ids.asker)).toBe(true)
    expect(await exists(ids.idle)).toBe(false)
    expect(await exists(ids.visited)).toBe(false)

    // the kept guests still reach what they opened
    const mine = await app.inject({ url: '/api/v1/quotations', headers: auth(asker) })
    expect(mine.statusCode).toBe(200)
    expect(JSON.stringify(mine.json())).toContain('requested')
  })

  it('removes a guest once the booking is cancelled', async () => {
    const token = await guest(app)
    const bookingId = await bookConsultation(app, database, token)
    const id = await accountId(app, token)
    await unseenFor([id], 31)
    await sweep()
    expect(await exists(id)).toBe(true)
    await database.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.id, bookingId))
    await sweep()
    expect(await exists(id)).toBe(false)
  })

  it('keeps a guest whose project is under way, and removes it once completed', async () => {
    const token = await guest(app)
    const projectId = await acceptedProject(app, token, await staffSignIn(app, 'staff'))
    const id = await accountId(app, token)
    await unseenFor([id], 31)
    await sweep()
    expect(await exists(id)).toBe(true)
    await database.db
      .update(projects)
      .set({ stage: 'completed', completedAt: new Date() })
      .where(eq(projects.id, projectId))
    await sweep()
    expect(await exists(id)).toBe(false)
  })
})
