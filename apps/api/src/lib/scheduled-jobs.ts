import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { scheduledJobs } from '../db/schema/index.ts'

type Log = { error(o: object, m: string): void }

/**
 * Claims this period of a job for the calling process: true for exactly one of the processes
 * that ask within `periodMs` (one upsert; the row is the lock). The margin of a second keeps a
 * timer that fires a little early from missing its turn.
 */
export async function claimRun(db: Db, name: string, periodMs: number): Promise<boolean> {
  const due = Math.max(0, periodMs - 1000)
  const won = await db
    .insert(scheduledJobs)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { lastRunAt: sql`now()` },
      setWhere: sql`${scheduledJobs.lastRunAt} <= now() - (${due} * interval '1 millisecond')`,
    })
    .returning({ name: scheduledJobs.name })
  return won.length > 0
}

/**
 * Runs `job` every `periodMs`, but once per period across every process sharing the database
 * (issue 19: upload sweep, order and payment expiry, …). Errors are logged, never thrown.
 */
export function everyPeriod(
  db: Db,
  name: string,
  periodMs: number,
  job: () => Promise<void>,
  log: Log,
) {
  const tick = async () => {
    if (await claimRun(db, name, periodMs)) await job()
  }
  let running: Promise<void> = Promise.resolve()
  const safeTick = () => {
    running = tick().catch((err) => log.error({ err, job: name }, 'scheduled job failed'))
    return running
  }
  const timer = setInterval(() => void safeTick(), periodMs)
  timer.unref()
  // stopping waits for a run in progress, so a shutdown never cuts a sweep in half
  return {
    tick: safeTick,
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
