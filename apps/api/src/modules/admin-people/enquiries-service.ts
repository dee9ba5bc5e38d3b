import {
  type AdminEnquiry,
  type AdminEnquiryDetails,
  type adminEnquiriesQuery,
  type EnquiryStatus,
  isLocale,
  isUuid,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { NotFoundError } from '#api/lib/errors.ts'
import { referenceOf } from '../content/index.ts'
import { enqueue, type OutboxDispatcher } from '../outbox/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { type EnquiryRow, enquiriesRepository as repo } from './enquiries-repository.ts'
import { enquiryReplyMessage } from './enquiry-reply-message.ts'

const notFound = () => new NotFoundError('No enquiry has this id', 'ENQUIRY_NOT_FOUND')
const localeOf = (value: string) => (isLocale(value) ? value : 'en')
const phoneOf = (row: EnquiryRow) => (row.phone ? `+${row.areaCode || '852'} ${row.phone}` : '')

function enquiryJson(row: EnquiryRow, replyCount: number): AdminEnquiry {
  return {
    _id: row.id,
    reference: referenceOf(row.id),
    name: row.name,
    email: row.email,
    phone: phoneOf(row),
    subject: row.subject,
    status: row.status,
    language: localeOf(row.language),
    reply_count: replyCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The enquiry inbox (issue 15): read, reply by e-mail through the outbox, close. */
export function adminEnquiriesService({ db, outbox }: { db: Db; outbox: OutboxDispatcher }) {
  async function details(id: string): Promise<AdminEnquiryDetails> {
    const row = isUuid(id) ? await repo.byId(db, id) : null
    if (!row) throw notFound()
    const replies = await repo.replies(db, id)
    return {
      ...enquiryJson(row.enquiry, row.replyCount),
      description: row.enquiry.description,
      replies: replies.map((r) => ({
        _id: r.id,
        body: r.body,
        created_at: r.createdAt.toISOString(),
        staff: { _id: r.staffId, name: r.staffName },
      })),
    }
  }

  async function locked(tx: Parameters<typeof repo.lock>[0], id: string) {
    const row = isUuid(id) ? await repo.lock(tx, id) : null
    if (!row) throw notFound()
    return row
  }

  return {
    async list(query: z.output<typeof adminEnquiriesQuery>) {
      const { page, per_page: perPage } = query
      const { rows, total } = await repo.list(
        db,
        { status: query.status, search: query.q },
        perPage,
        (page - 1) * perPage,
      )
      return { rows: rows.map((r) => enquiryJson(r.enquiry, r.replyCount)), total, page, perPage }
    },

    details,

    /**
     * Stores the reply in the thread and queues it to the sender in the same transaction:
     * by e-mail, or by SMS when they left only a phone number. The enquiry becomes `replied`.
     */
    async reply(actor: StaffCaller, id: string, body: string): Promise<AdminEnquiryDetails> {
      await db.transaction(async (tx) => {
        const enquiry = await locked(tx, id)
        const replyId = await repo.insertReply(tx, { enquiryId: id, staffId: actor.id, body })
        const language = localeOf(enquiry.language)
        const message = enquiryReplyMessage(language, {
          reference: referenceOf(id),
          name: enquiry.name,
          staffName: actor.name,
          body,
        })
        await enqueue(tx, {
          channel: enquiry.email ? 'EMAIL' : 'SMS',
          recipient: enquiry.email || `+${enquiry.areaCode || '852'}${enquiry.phone}`,
          language,
          ...message,
        })
        await recordAudit(tx, actor, {
          action: 'enquiry.replied',
          entityType: 'enquiry',
          entityId: id,
          before: { status: enquiry.status },
          after: { status: 'replied', reply_id: replyId, body },
        })
        await repo.setStatus(tx, id, 'replied')
      })
      void outbox.kick()
      return details(id)
    },

    /** Closes the enquiry or opens it again; the same status again changes nothing. */
    async setStatus(
      actor: StaffCaller,
      id: string,
      status: Extract<EnquiryStatus, 'new' | 'closed'>,
    ) {
      await db.transaction(async (tx) => {
        const enquiry = await locked(tx, id)
        if (enquiry.status === status) return
        await repo.setStatus(tx, id, status)
        await recordAudit(tx, actor, {
          action: status === 'closed' ? 'enquiry.closed' : 'enquiry.reopened',
          entityType: 'enquiry',
          entityId: id,
          before: { status: enquiry.status },
          after: { status },
        })
      })
      return details(id)
    },
  }
}
export type AdminEnquiriesService = ReturnType<typeof adminEnquiriesService>
