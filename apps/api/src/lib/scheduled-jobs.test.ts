import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeRaces, testDatabases } from '#api-test/databases.ts'
import type { Database } from '../db/client.ts'
import { claimRun, everyPeriod } from './scheduled-jobs.ts'

const quiet = { error: () => {} }

describe.each(testDatabases)('scheduled jobs on $name', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await kind.open()
    await database.migrate()
  })
  afterAll(async () => {
    await database?.close()
  })

  it('runs a job once per period, whoever asks, and again when the period is over', async () => {
    let runs = 0
    const job = async () => {
      runs += 1
    }
    const a = everyPeriod(database.db, 'test-job', 60_000, job, quiet)
    const b = everyPeriod(database.db, 'test-job', 60_000, job, quiet)
    await a.tick()
    await b.tick()
    await a.tick()
    expect(runs).toBe(1)
    // the period passes
    await database.db.execute(
      sql`update scheduled_jobs set last_run_at = now() - interval '2 minutes' where name = 'test-job'`,
    )
    await b.tick()
    expect(runs).toBe(2)
    a.stop()
    b.stop()
  })
})

describeRaces('scheduled jobs across processes on $name', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await kind.open()
    await database.migrate()
  })
  afterAll(async () => {
    await database?.close()
  })

  it('lets exactly one of ten racing processes run the job', async () => {
    const won = await Promise.all(
      Array.from({ length: 10 }, () => claimRun(database.db, 'race-job', 60_000)),
    )
    expect(won.filter(Boolean)).toHaveLength(1)
  })
})
