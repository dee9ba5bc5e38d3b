import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import { type MailAttachment, outboxMessages } from '#api/db/schema/index.ts'
import type { Transports } from './delivery.ts'

export type NewMessage = {
  channel: 'EMAIL' | 'SMS'
  recipient: string
  subject: string
  body: string
  language: string
  attachments?: MailAttachment[]
  /**
   * A marketing e-mail's one-click unsubscribe address: the mail layer turns it into the
   * `List-Unsubscribe` headers (delivery.ts `mailHeaders`). E-mail only.
   */
  listUnsubscribe?: string
}

/** How a customer can be reached: an e-mail address, else a phone (digits with the country code). */
export type Contact = { email?: string | null; phone?: string | null }

/**
 * One message to a customer, the one rule every module follows: by e-mail when they gave one,
 * else by SMS to their phone (`+` and the digits; attachments stay with e-mail); nothing when they
 * gave neither. Answers the channel used.
 */
export async function enqueueForContact(
  tx: Pick<Db, 'insert'>,
  contact: Contact,
  message: Omit<NewMessage, 'channel' | 'recipient'>,
): Promise<NewMessage['channel'] | null> {
  if (contact.email) {
    await enqueue(tx, { channel: 'EMAIL', recipient: contact.email.toLowerCase(), ...message })
    return 'EMAIL'
  }
  if (contact.phone) {
    const { attachments: _, listUnsubscribe: __, ...text } = message
    await enqueue(tx, {
      channel: 'SMS',
      recipient: `+${contact.phone.replace(/^\+/, '')}`,
      ...text,
    })
    return 'SMS'
  }
  return null
}

const MAX_ATTEMPTS = 6

/** Writes a message inside the caller's transaction, so it exists only if the change commits. */
export async function enqueue(tx: Pick<Db, 'insert'>, message: NewMessage): Promise<void> {
  await tx.insert(outboxMessages).values(message)
}

/** A claimed message is left to its claimer this long; after that, anyone may send it again. */
export const CLAIM_LEASE_SECONDS = 300

/**
 * Claims up to 50 due messages for this process (issue 19: several processes share one outbox):
 * the rows are picked with `FOR UPDATE SKIP LOCKED`, so two processes never take the same one,
 * and their next attempt is pushed past a lease in the same statement, so no other pass sees
 * them as due while this one sends. A process that dies mid-send leaves them to be sent again
 * once the lease is over (at least once, never twice while it lives).
 */
export async function claimDue(db: Db) {
  const picked = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.nextAttemptAt, sql`now()`)))
    .orderBy(outboxMessages.createdAt)
    .limit(50)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(outboxMessages)
    .set({ nextAttemptAt: sql`now() + (${CLAIM_LEASE_SECONDS} * interval '1 second')` })
    .where(inArray(outboxMessages.id, picked))
    .returning()
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

/**
 * Delivers pending messages after commit; a failure is retried with exponential back-off.
 * `kick()` runs a pass soon (after a commit); `start()` also polls for retries.
 */
export function outboxDispatcher(
  db: Db,
  transports: Transports,
  log: { error(o: object, m: string): void },
) {
  let running: Promise<void> | null = null
  let timer: NodeJS.Timeout | undefined

  async function pass(): Promise<void> {
    const due = await claimDue(db)
    for (const message of due) {
      const transport = message.channel === 'EMAIL' ? transports.email : transports.sms
      try {
        await transport.send(message)
        await db
          .update(outboxMessages)
          .set({
            status: transport.kind === 'outbox' ? 'STORED' : 'SENT',
            sentAt: new Date(),
            attempts: message.attempts + 1,
          })
          .where(eq(outboxMessages.id, message.id))
      } catch (error) {
        const attempts = message.attempts + 1
        log.error({ err: error, messageId: message.id, attempts }, 'message delivery failed')
        await db
          .update(outboxMessages)
          .set({
            attempts,
            lastError: String((error as Error).message ?? error).slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
            nextAttemptAt: sql`now() + (${2 ** attempts} * interval '1 second')`,
          })
          .where(eq(outboxMessages.id, message.id))
      }
    }
  }

  function run(): Promise<void> {
    running ??= pass().finally(() => {
      running = null
    })
    return running
  }

  return {
    /** Deliver what is due now (after a commit); errors are logged, never thrown at the caller. */
    kick(): Promise<void> {
      return run().catch((error) => log.error({ err: error }, 'outbox pass failed'))
    },
    start(intervalMs = 10_000) {
      timer = setInterval(() => void this.kick(), intervalMs)
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
export type OutboxDispatcher = ReturnType<typeof outboxDispatcher>

/** Development mailbox: newest messages first, optionally for one recipient. */
export function recentMessages(db: Db, recipient?: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient.toLowerCase()) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(50)
}
