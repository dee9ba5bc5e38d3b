import type {
  Locale,
  QuotationDetails,
  QuotationSummary,
  requestQuotationBody,
} from '@shop/contract'
import { isUuid } from '@shop/contract'

import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { ConflictError, NotFoundError, ValidationError } from '#api/lib/errors.ts'
import { LIMITS, type RateLimiter } from '#api/lib/rate-limit.ts'
import { idempotent } from '../idempotency/index.ts'
import type { Account } from '../identity/index.ts'
import { newReference } from '../orders/index.ts'
import { mailRequested, mailTeam, quotationLink } from './mail.ts'
import { type QuotationRow, quotationsRepository as repo, type VersionRow } from './repository.ts'
import { assertQuotationTransition, effectiveStatus } from './transitions.ts'
import { customerJson, type StoredRequest, stateOf, summaryJson } from './views.ts'

export type QuotationsDeps = {
  db: Db
  limiter: RateLimiter
  /** Storefront origin for the quotation link in messages. */
  publicUrl: string
  /** Where the studio reads new requests, acceptances and cancellations. */
  teamEmail: string
  /**
   * The seam of the projects issue (18): called in the transaction that accepts, after the
   * quotation is marked accepted, to start the project from the accepted version.
   */
  onAccepted?: (tx: Tx, quotation: QuotationRow, version: VersionRow) => Promise<void>
}

/** One answer for an unknown id, a malformed one and someone else's quotation. */
export const quotationNotFound = () =>
  new NotFoundError('Quotation not found', 'QUOTATION_NOT_FOUND')
export const quotationExpired = () =>
  new ConflictError('This quotation has expired; ask us for a revised one', 'QUOTATION_EXPIRED')

type RequestBody = z.output<typeof requestQuotationBody>

/** The shopper's quotations (issue 17): ask, read, accept, cancel. Owner only, 404 otherwise. */
export function quotationsService(deps: QuotationsDeps) {
  const { db } = deps

  /** The caller's quotation (locked when asked inside a transaction), or 404. */
  async function own(tx: Tx, account: Account, id: string, lock = false) {
    if (!isUuid(id)) throw quotationNotFound()
    const row = lock ? await repo.lock(tx, id.toLowerCase()) : await repo.byId(tx, id.toLowerCase())
    if (!row || row.accountId !== account.id) throw quotationNotFound()
    return row
  }

  const latestOf = async (tx: Tx, id: string) => (await repo.latestVersions(tx, [id])).get(id)

  async function one(
    account: Account,
    id: string,
    now = new Date(),
    q: Tx = db,
  ): Promise<QuotationDetails> {
    const row = await own(q, account, id)
    // an issued quotation past its date is marked expired the first time anyone looks
    if (await repo.expireDue(q, now, { id: row.id })) return one(account, id, now, q)
    return customerJson(row, await repo.versions(q, row.id), now)
  }

  async function cancel(
    account: Account,
    id: string,
    reason: string,
    now = new Date(),
  ): Promise<QuotationDetails> {
    await db.transaction(async (tx) => {
      const row = await own(tx, account, id, true)
      assertQuotationTransition(stateOf(row, await latestOf(tx, row.id)), 'cancel', now)
      await repo.update(tx, row.id, { status: 'cancelled', cancelReason: reason }, now)
      await mailTeam(tx, deps.teamEmail, row, 'cancelled', [`Reason: ${reason}`])
    })
    return one(account, id)
  }

  return {
    one,
    cancel,

    async request(
      account: Account,
      storeId: string,
      body: RequestBody,
      caller: { ip: string; language: Locale; idempotencyKey?: string },
    ): Promise<QuotationDetails> {
      if (!isUuid(storeId) || !(await repo.storeExists(db, storeId.toLowerCase())))
        throw new NotFoundError('Store not found', 'STORE_NOT_FOUND')
      if (body.booking_id) {
        const booking = await repo.booking(db, body.booking_id.toLowerCase())
        if (!booking || booking.accountId !== account.id)
          throw new ValidationError('This consultation is not one of yours', [
            { path: 'booking_id', message: 'errors.bookingNotFound' },
          ])
      }
      const { contact } = body
      const request: StoredRequest = {
        flat: body.flat,
        wishes: body.wishes,
        contact_name: contact.name,
      }
      const ref = {
        accountId: account.id,
        scope: 'quotation-request' as const,
        key: caller.idempotencyKey,
        request: { storeId: storeId.toLowerCase(), body },
      }
      // the same key answers the same quotation (ADR 040); only a new request counts on the limits
      const { answer } = await idempotent(db, ref, async (tx) => {
        await deps.limiter.check(LIMITS.quotationIp, caller.ip)
        await deps.limiter.check(LIMITS.quotationAccount, account.id)
        const row = await repo.insert(tx, {
          reference: newReference('QT'),
          storeId: storeId.toLowerCase(),
          accountId: account.id,
          bookingId: body.booking_id?.toLowerCase() ?? null,
          request,
          contactEmail: (contact.email || account.email || '').toLowerCase() || null,
          contactPhone: contact.phone
            ? `${contact.area_code.replace(/^\+/, '')}${contact.phone}`
            : null,
          language: caller.language,
        })
        await mailRequested(tx, row, quotationLink(deps.publicUrl, row))
        await mailTeam(tx, deps.teamEmail, row, 'requested', [
          `Style: ${body.flat.style || '-'}`,
          `Wishes: ${body.wishes || '-'}`,
          ...(row.bookingId ? [`After consultation ${row.bookingId}`] : []),
        ])
        return one(account, row.id, new Date(), tx)
      })
      return answer
    },

    /** The caller's quotations, newest first. */
    async mine(account: Account, now = new Date()): Promise<{ data: QuotationSummary[] }> {
      await repo.expireDue(db, now, { accountId: account.id })
      const rows = await repo.ofAccount(db, account.id)
      const latest = await repo.latestVersions(
        db,
        rows.map((r) => r.id),
      )
      return { data: rows.map((r) => summaryJson(r, latest.get(r.id), now)) }
    },

    /**
     * Accepts the latest version before its date, once: the quotation row is locked first, so of
     * two accepts at once the second sees the first's result. An expired quotation is marked so
     * (committed) and refused with 409 QUOTATION_EXPIRED.
     */
    async accept(
      account: Account,
      id: string,
      version: number,
      now = new Date(),
    ): Promise<QuotationDetails> {
      const outcome = await db.transaction(async (tx) => {
        const row = await own(tx, account, id, true)
        const latest = await latestOf(tx, row.id)
        const state = stateOf(row, latest)
        if (effectiveStatus(state, now) === 'expired') {
          if (row.status === 'issued') await repo.update(tx, row.id, { status: 'expired' }, now)
          return 'expired' as const
        }
        assertQuotationTransition(state, 'accept', now)
        if (!latest || latest.version !== version)
          throw new ConflictError(
            `Only the latest version (${latest?.version}) can be accepted`,
            'QUOTATION_VERSION_NOT_LATEST',
          )
        await repo.update(tx, row.id, { status: 'accepted', acceptedVersion: version }, now)
        await mailTeam(tx, deps.teamEmail, row, 'accepted', [
          `Version ${version}, total HK$${latest.total}`,
        ])
        await deps.onAccepted?.(
          tx,
          { ...row, status: 'accepted', acceptedVersion: version },
          latest,
        )
        return 'accepted' as const
      })
      if (outcome === 'expired') throw quotationExpired()
      return one(account, id)
    },

    /**
     * spec §4 "cancel quotation" through `PUT /orders/{id}/cancelled`: null when the id is not
     * one of the caller's quotations (the orders route then answers its own 404).
     */
    async cancelThroughOrders(
      account: Account,
      id: string,
      reason: string | undefined,
    ): Promise<QuotationDetails | null> {
      if (!isUuid(id)) return null
      const row = await repo.byId(db, id.toLowerCase())
      if (!row || row.accountId !== account.id) return null
      if (!reason)
        throw new ValidationError('Tell us why you cancel the quotation', [
          { path: 'reason', message: 'errors.required' },
        ])
      return cancel(account, id, reason)
    },

    /** The hourly job: issued quotations past their date are marked expired. */
    expireDue: (now = new Date()) => repo.expireDue(db, now),
  }
}
export type QuotationsService = ReturnType<typeof quotationsService>
