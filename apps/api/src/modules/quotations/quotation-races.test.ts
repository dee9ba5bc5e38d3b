import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { outboxMessages, quotations } from '#api/db/schema/index.ts'
import { shopApp } from '#api/testing/shop.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'
import { register } from '../identity/test-helpers.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import { customerCall, issueVersion, requestQuotation } from './test-helpers.ts'

// PostgreSQL only: PGlite runs one transaction at a time, so a missing lock would pass there
describeRaces('quotation races on $name', (kind) => {
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

  it('10 concurrent accepts of one quotation: one 200, nine 409, no 5xx, one e-mail to the team', async () => {
    const { token } = await register(app)
    const asked = await requestQuotation(app, token)
    expect(asked.statusCode).toBe(201)
    const { _id: id, reference } = asked.json() as { _id: string; reference: string }
    expect((await issueVersion(app, await staffSignIn(app, 'staff'), id)).statusCode).toBe(201)

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        customerCall(app, 'PUT', `/quotations/${id}/accept`, token, { version: 1 }),
      ),
    )
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([200, ...Array(9).fill(409)])
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().code).toBe('QUOTATION_TRANSITION_NOT_ALLOWED')
    const [row] = await database.db.select().from(quotations).where(eq(quotations.id, id))
    expect(row).toMatchObject({ status: 'accepted', acceptedVersion: 1 })
    const accepted = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Quotation accepted: ${reference}`))
    expect(accepted).toHaveLength(1)
  })

  it('an accept racing a cancel: exactly one wins and the row says which', async () => {
    const { token } = await register(app)
    const asked = await requestQuotation(app, token)
    const { _id: id } = asked.json() as { _id: string }
    expect((await issueVersion(app, await staffSignIn(app, 'staff'), id)).statusCode).toBe(201)
    const [accept, cancel] = await Promise.all([
      customerCall(app, 'PUT', `/quotations/${id}/accept`, token, { version: 1 }),
      customerCall(app, 'PUT', `/quotations/${id}/cancel`, token, { reason: 'Too dear' }),
    ])
    expect([accept.statusCode, cancel.statusCode].sort()).toEqual([200, 409])
    const [row] = await database.db.select().from(quotations).where(eq(quotations.id, id))
    expect(row?.status).toBe(accept.statusCode === 200 ? 'accepted' : 'cancelled')
  })
})
