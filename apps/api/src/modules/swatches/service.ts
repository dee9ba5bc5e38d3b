import { randomUUID } from 'node:crypto'
import {
  type AdminSwatchRequest,
  type adminSwatchQuery,
  formatHkAddress,
  formatPhone,
  isLocale,
  isUuid,
  SWATCH_REPEAT_DAYS,
  type SwatchRequest,
  type SwatchRequestBody,
  swatchRequestBody,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { ConflictError, NotFoundError, ValidationError } from '#api/lib/errors.ts'
import type { Limit, RateLimiter } from '#api/lib/rate-limit.ts'
import type { CallerInfo } from '../identity/index.ts'
import { normalizeAreaCode } from '../identity/index.ts'
import { enqueue, type OutboxDispatcher } from '../outbox/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { swatchConfirmation, swatchNotification, swatchSent } from './messages.ts'
import { swatchesRepository as repo, type SwatchRow } from './repository.ts'

/** Requests per address and per e-mail: a shopper comparing a few sofas, not a mailing run. */
export const SWATCH_LIMITS = {
  ip: { name: 'swatch-ip', max: 10, windowMs: 60 * 60_000 },
  email: { name: 'swatch-email', max: 5, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, Limit>

const DAY_MS = 24 * 60 * 60_000
export const swatchReference = (id: string) => `SW-${id.slice(0, 8).toUpperCase()}`
const notFound = () => new NotFoundError('No swatch request has this id', 'SWATCH_NOT_FOUND')
const phoneOf = (row: SwatchRow) => formatPhone(row.phone, row.areaCode || '852')

type Listed = { request: SwatchRow; title: SwatchRequest['product']['title'] }

function requestJson({ request: row, title }: Listed): SwatchRequest {
  return {
    _id: row.id,
    reference: swatchReference(row.id),
    product: { _id: row.productId, title },
    colours: row.colours.map((c) => ({ _id: c.id, name: c.name, hex: c.hex })),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }
}

function adminJson(listed: Listed): AdminSwatchRequest {
  const row = listed.request
  return {
    ...requestJson(listed),
    name: row.name,
    email: row.email,
    phone: phoneOf(row),
    address: row.address,
    language: isLocale(row.language) ? row.language : 'en',
    member_id: row.accountId,
  }
}

export type SwatchDeps = {
  db: Db
  limiter: RateLimiter
  outbox: OutboxDispatcher
  teamEmail: string
}

/**
 * Free swatches (issue 30, ADR 071): stored, the team told and the shopper sent a confirmation
 * in one commit; staff later mark the request sent and the shopper hears so.
 */
export function swatchService({ db, limiter, outbox, teamEmail }: SwatchDeps) {
  return {
    async request(
      input: SwatchRequestBody,
      caller: CallerInfo & { accountId: string | null },
    ): Promise<SwatchRequest> {
      const body = swatchRequestBody.parse(input)
      const email = body.email.toLowerCase()
      await limiter.check(SWATCH_LIMITS.ip, caller.ip)
      await limiter.check(SWATCH_LIMITS.email, email)
      const product = await repo.productColours(db, body.product_id)
      if (!product || product.colours.length === 0)
        throw new NotFoundError('This product has no swatches to send', 'SWATCH_PRODUCT_NOT_FOUND')
      const offered = new Map(product.colours.map((c) => [c.id, c]))
      const unknown = body.colour_ids.findIndex((id) => !offered.has(id))
      if (unknown >= 0)
        throw new ValidationError('This colour is not offered for this product', [
          { path: `colour_ids.${unknown}`, message: 'swatches.errors.chooseColour' },
        ])
      const chosen = body.colour_ids.flatMap((id) => offered.get(id) ?? [])
      // a filled honeypot is a robot: answered like a person, kept nowhere, mailed to nobody
      if (body.website) {
        const id = randomUUID()
        return {
          _id: id,
          reference: swatchReference(id),
          product: { _id: product.id, title: product.title },
          colours: chosen.map((c) => ({ _id: c.id, name: c.name, hex: c.hex })),
          status: 'requested',
          created_at: new Date().toISOString(),
          sent_at: null,
        }
      }
      const areaCode = normalizeAreaCode(body.area_code) || '852'
      const row = await db.transaction(async (tx) => {
        await repo.lockRepeat(tx, email, product.id)
        const since = new Date(Date.now() - SWATCH_REPEAT_DAYS * DAY_MS)
        if (await repo.lastSince(tx, email, product.id, since))
          throw new ConflictError(
            `Swatches of this product were requested for this e-mail within ${SWATCH_REPEAT_DAYS} days`,
            'SWATCH_ALREADY_REQUESTED',
          )
        const stored = await repo.insert(tx, {
          productId: product.id,
          colours: chosen,
          accountId: caller.accountId,
          name: body.name,
          email,
          areaCode,
          phone: body.phone,
          address: body.address,
          language: caller.locale,
          ip: caller.ip,
        })
        const facts = {
          reference: swatchReference(stored.id),
          product: product.title,
          colours: chosen,
        }
        await enqueue(tx, {
          channel: 'EMAIL',
          recipient: teamEmail,
          language: 'en',
          ...swatchNotification({
            ...facts,
            name: body.name,
            email,
            phone: formatPhone(body.phone, areaCode),
            address: formatHkAddress(body.address, 'en'),
            language: caller.locale,
          }),
        })
        await enqueue(tx, {
          channel: 'EMAIL',
          recipient: email,
          language: caller.locale,
          ...swatchConfirmation(caller.locale, facts),
        })
        return stored
      })
      void outbox.kick()
      return requestJson({ request: row, title: product.title })
    },

    /** A member's own requests; nobody else's. */
    async mine(accountId: string) {
      return { data: (await repo.ofAccount(db, accountId)).map(requestJson) }
    },

    async list(query: z.output<typeof adminSwatchQuery>) {
      const { page, per_page: perPage } = query
      const { rows, total } = await repo.list(
        db,
        { status: query.status, search: query.q },
        perPage,
        (page - 1) * perPage,
      )
      return { rows: rows.map(adminJson), total, page, perPage }
    },

    /**
     * Marks the request sent and queues the shopper's "in the post" e-mail in the same commit.
     * Marking a sent request again changes nothing and mails nobody (a double click).
     */
    async markSent(actor: StaffCaller, id: string): Promise<AdminSwatchRequest> {
      const answer = await db.transaction(async (tx) => {
        const listed = isUuid(id) ? await repo.lock(tx, id) : null
        if (!listed) throw notFound()
        if (listed.request.status === 'sent') return adminJson(listed)
        const row = await repo.markSent(tx, id, actor.id)
        if (!row) throw notFound()
        const language = isLocale(row.language) ? row.language : 'en'
        await enqueue(tx, {
          channel: 'EMAIL',
          recipient: row.email,
          language,
          ...swatchSent(language, {
            reference: swatchReference(row.id),
            product: listed.title,
            colours: row.colours,
          }),
        })
        await recordAudit(tx, actor, {
          action: 'swatch_request.sent',
          entityType: 'swatch_request',
          entityId: id,
          before: { status: listed.request.status },
          after: { status: 'sent' },
        })
        return adminJson({ request: row, title: listed.title })
      })
      void outbox.kick()
      return answer
    },
  }
}
export type SwatchService = ReturnType<typeof swatchService>
