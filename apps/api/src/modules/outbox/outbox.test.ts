import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { outboxMessages } from '#api/db/schema/index.ts'
import { describeRaces, testDatabases } from '#api-test/databases.ts'
import type { Transport } from './delivery.ts'
import { enqueue, outboxDispatcher } from './outbox.ts'

const quiet = { error: () => {} }

/** A transport that records what it was given, slowly, as an SMTP server would. */
function recording(fail = false) {
  const sent: string[] = []
  const transport: Transport = {
    kind: 'smtp',
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (fail) throw new Error('SMTP said no')
      sent.push(message.subject)
    },
  }
  return { sent, transport }
}

const message = (subject: string) => ({
  channel: 'EMAIL' as const,
  recipient: 'someone@example.hk',
  subject,
  body: 'Hello',
  language: 'en',
})

describe.each(testDatabases)('outbox on $name', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await kind.open()
    await database.migrate()
  })
  afterAll(async () => {
    await database?.close()
  })

  it('sends what is due once and marks it sent; a refusal is retried later, not at once', async () => {
    await enqueue(database.db, message('due-1'))
    const ok = recording()
    const dispatcher = outboxDispatcher(
      database.db,
      { email: ok.transport, sms: ok.transport },
      quiet,
    )
    await dispatcher.kick()
    await dispatcher.kick()
    expect(ok.sent.filter((s) => s === 'due-1')).toEqual(['due-1'])
    const [row] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'due-1'))
    expect(row).toMatchObject({ status: 'SENT', attempts: 1 })

    await enqueue(database.db, message('refused-1'))
    const down = recording(true)
    const failing = outboxDispatcher(
      database.db,
      { email: down.transport, sms: down.transport },
      quiet,
    )
    await failing.kick()
    await failing.kick()
    const [refused] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'refused-1'))
    expect(refused).toMatchObject({ status: 'PENDING', attempts: 1 })
    expect(refused?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
  })
})

describeRaces('outbox shared by several processes on $name', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await kind.open()
    await database.migrate()
  })
  afterAll(async () => {
    await database?.close()
  })

  it('delivers each of 20 queued e-mails once when four dispatchers pass at the same time', async () => {
    for (let i = 0; i < 20; i++) await enqueue(database.db, message(`shared-${i}`))
    const { sent, transport } = recording()
    const dispatchers = Array.from({ length: 4 }, () =>
      outboxDispatcher(database.db, { email: transport, sms: transport }, quiet),
    )
    // each dispatcher makes three passes, all racing one another
    await Promise.all(dispatchers.flatMap((d) => [d.kick(), d.kick().then(() => d.kick())]))
    const shared = sent.filter((s) => s.startsWith('shared-')).sort()
    expect(shared).toEqual(Array.from({ length: 20 }, (_, i) => `shared-${i}`).sort())
    const rows = await database.db.select().from(outboxMessages)
    expect(rows.filter((r) => r.subject.startsWith('shared-')).every((r) => r.attempts === 1)).toBe(
      true,
    )
  })
})
