import { randomUUID } from 'node:crypto'
import { type EnquiryBody, enquiryBody, formatPhone } from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { enquiries } from '#api/db/schema/index.ts'
import type { Limit, RateLimiter } from '#api/lib/rate-limit.ts'
import type { CallerInfo } from '../identity/index.ts'
import { normalizeAreaCode } from '../identity/index.ts'
import { enqueue, enqueueForContact, type OutboxDispatcher } from '../outbox/index.ts'
import { enquiryConfirmation, enquiryNotification } from './enquiry-messages.ts'

/** Enquiries per address and per sender: enough for a person, too few for a spam run. */
export const ENQUIRY_LIMITS = {
  ip: { name: 'enquiry-ip', max: 10, windowMs: 60 * 60_000 },
  sender: { name: 'enquiry-sender', max: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

export type EnquiryDeps = {
  db: Db
  limiter: RateLimiter
  outbox: OutboxDispatcher
  /** Where the team reads enquiries (ENQUIRY_EMAIL). */
  teamEmail: string
}

export const referenceOf = (id: string) => `ENQ-${id.slice(0, 8).toUpperCase()}`

/** spec §7 Enquiries: stored, the team told and the sender sent a receipt, all in one commit. */
export function enquiryService({ db, limiter, outbox, teamEmail }: EnquiryDeps) {
  return {
    async submit(
      input: EnquiryBody,
      caller: CallerInfo,
    ): Promise<{ _id: string; reference: string }> {
      const body: z.output<typeof enquiryBody> = enquiryBody.parse(input)
      await limiter.check(ENQUIRY_LIMITS.ip, caller.ip)
      await limiter.check(ENQUIRY_LIMITS.sender, body.email || `${body.area_code}${body.phone}`)
      // a filled honeypot is a robot: answered like a person, kept nowhere, mailed to nobody
      if (body.website) {
        const id = randomUUID()
        return { _id: id, reference: referenceOf(id) }
      }
      const areaCode = normalizeAreaCode(body.area_code)
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(enquiries)
          .values({
            name: body.name,
            email: body.email.toLowerCase(),
            areaCode,
            phone: body.phone,
            subject: body.subject,
            description: body.description,
            language: caller.locale,
            ip: caller.ip,
          })
          .returning({ id: enquiries.id })
        if (!row) throw new Error('enquiry not stored')
        const reference = referenceOf(row.id)
        const phone = formatPhone(body.phone, areaCode || '852')
        await enqueue(tx, {
          channel: 'EMAIL',
          recipient: teamEmail,
          language: 'en',
          ...enquiryNotification({ ...body, phone, reference, language: caller.locale }),
        })
        const receipt = enquiryConfirmation(caller.locale, reference)
        await enqueueForContact(
          tx,
          { email: body.email, phone: body.phone ? `${areaCode || '852'}${body.phone}` : null },
          { language: caller.locale, ...receipt },
        )
        return row.id
      })
      void outbox.kick()
      return { _id: id, reference: referenceOf(id) }
    },
  }
}
export type EnquiryService = ReturnType<typeof enquiryService>
