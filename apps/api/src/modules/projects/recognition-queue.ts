import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '#api/db/client.ts'
import type { RecognitionResult } from '#api/db/schema/index.ts'
import { explain, type ReceiptReader } from './recognition/index.ts'
import { projectsRepository as repo } from './repository.ts'
import { loadProjectPaymentSettings } from './settings.ts'

type Log = { error(o: object, m: string): void; warn(o: object, m: string): void }

/** A claimed receipt is left to its reader this long; after that any process may read it again. */
export const RECOGNITION_LEASE_SECONDS = 120
/** Tries before a receipt is marked `failed` (staff check it by eye, or run it again). */
export const RECOGNITION_MAX_ATTEMPTS = 5

/**
 * The receipt-reading job (issue 18, ADR 033): a queue on the payment records' own columns,
 * claimed with `FOR UPDATE SKIP LOCKED` under a lease, so it survives a restart (a record a dead
 * process held is read again when its lease ends), runs once per record across processes, and
 * retries a failure with back-off (30 s, 60 s, 120 s …). Off the request path: `kick()` after a
 * commit, `start()` also polls.
 */
export function recognitionQueue(deps: {
  db: Db
  reader: ReceiptReader
  /** Where uploads are stored (DATA_DIR/uploads). */
  dir: string
  log: Log
}) {
  const { db, reader, log } = deps
  let running: Promise<number> | null = null
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  /** Reads one claimed record; answers false when nothing was due. */
  async function one(now = new Date()): Promise<boolean> {
    const claimed = await repo.claimRecognition(db, RECOGNITION_LEASE_SECONDS, now)
    if (!claimed) return false
    try {
      if (!claimed.receipt) throw new Error('no receipt')
      const bytes = await readFile(path.join(deps.dir, path.basename(claimed.receipt)))
      const settings = await loadProjectPaymentSettings(db)
      const expectation = {
        amountDue: claimed.amountDue,
        shopAccounts: settings.receiving_accounts,
      }
      const reading = await reader.read(bytes, expectation)
      const reasons = explain(reading, expectation)
      const result: RecognitionResult =
        reading.status === 'read'
          ? {
              amount: reading.amount,
              date: reading.date,
              account: reading.account,
              bank: reading.bank,
              reason: null,
              reasons,
              confidence: reading.confidence,
              text: reading.text.slice(0, 2000),
            }
          : {
              amount: null,
              date: null,
              account: null,
              bank: null,
              reason: reading.reason,
              reasons,
              confidence: reading.confidence,
              text: reading.text.slice(0, 2000),
            }
      await repo.updateRecord(db, claimed.id, {
        recognitionStatus: reading.status,
        recognition: result,
        amountMatch: reading.status === 'read' ? reading.amount_match : null,
        bankMatch: reading.status === 'read' ? reading.bank_match : null,
        recognitionNextAt: null,
        recognitionError: null,
      })
    } catch (error) {
      const attempts = claimed.recognitionAttempts
      log.warn({ err: error, recordId: claimed.id, attempts }, 'receipt recognition failed')
      const last = attempts >= RECOGNITION_MAX_ATTEMPTS
      await repo.updateRecord(db, claimed.id, {
        recognitionStatus: last ? 'failed' : 'pending',
        recognitionNextAt: last ? null : new Date(Date.now() + 15_000 * 2 ** attempts),
        recognitionError: String((error as Error).message ?? error).slice(0, 500),
      })
    }
    return true
  }

  /** Reads every record due now, one at a time (OCR takes a core for a few seconds). */
  async function drain(): Promise<number> {
    let read = 0
    while (!stopped && (await one())) read += 1
    return read
  }

  function run(): Promise<number> {
    running ??= drain().finally(() => {
      running = null
    })
    return running
  }

  return {
    /** One claim-and-read, for tests (with a clock). */
    one,
    /** Read what is due now, soon after a commit; errors are logged, never thrown at the caller. */
    kick(): Promise<number> {
      return run().catch((error) => {
        log.error({ err: error }, 'recognition pass failed')
        return 0
      })
    },
    start(intervalMs = 5_000) {
      timer = setInterval(() => void this.kick(), intervalMs)
      timer.unref()
    },
    /** Stops polling and waits for the receipt being read (a shutdown never cuts one in half). */
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
      await reader.close()
    },
  }
}
export type RecognitionQueue = ReturnType<typeof recognitionQueue>
