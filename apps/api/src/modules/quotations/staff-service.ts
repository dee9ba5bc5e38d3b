import type {
  AdminQuotationDetails,
  AdminQuotationSummary,
  adminQuotationsQuery,
  issueQuotationBody,
} from '@shop/contract'
import { isUuid } from '@shop/contract'

import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import type { QuotationLine } from '#api/db/schema/index.ts'
import { NotFoundError, ValidationError } from '#api/lib/errors.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import { newReference } from '../orders/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { mailIssued, quotationLink } from './mail.ts'
import { quotationsRepository as repo } from './repository.ts'
import { quotationNotFound } from './service.ts'
import { isProblem, quotationTotals } from './totals.ts'
import { assertQuotationTransition } from './transitions.ts'
import { adminJson, adminSummaryJson, type StoredRequest, stateOf } from './views.ts'

type IssueBody = z.output<typeof issueQuotationBody>
type ListQuery = z.output<typeof adminQuotationsQuery>

/** The back office's quotations (issue 17): the list, one with its versions, the editor. */
export function staffQuotationsService(deps: { db: Db; publicUrl: string }) {
  const { db } = deps

  async function details(id: string, now = new Date()): Promise<AdminQuotationDetails> {
    if (!isUuid(id)) throw quotationNotFound()
    await repo.expireDue(db, now, { id: id.toLowerCase() })
    const row = await repo.byId(db, id.toLowerCase())
    if (!row) throw quotationNotFound()
    const booking = row.bookingId ? await repo.booking(db, row.bookingId) : undefined
    const versions = await repo.versions(db, row.id)
    const named = new Set(versions.flatMap((v) => v.lines.flatMap((l) => l.variant_id ?? [])))
    const items = await repo.variantLabels(db, [...named])
    return adminJson(row, versions, booking, now, items)
  }

  /** Lines priced in cents: a furniture line without a price takes its variant's price now. */
  async function priceLines(body: IssueBody) {
    const ids = body.lines.flatMap((l) => (l.variant_id ? [l.variant_id.toLowerCase()] : []))
    const prices = await repo.variantPrices(db, ids)
    return body.lines.map((line, i) => {
      const variantId = line.variant_id?.toLowerCase() ?? null
      const catalogue = variantId ? prices.get(variantId) : undefined
      if (variantId && catalogue === undefined)
        throw new ValidationError('No catalogue item has this id', [
          { path: `lines.${i}.variant_id`, message: 'No catalogue item has this id' },
        ])
      const unitPrice = toCents(line.unit_price ?? (catalogue as string))
      return { ...line, variantId, unitPrice }
    })
  }

  return {
    details,

    async list(query: ListQuery, now = new Date()) {
      // the stored status follows the dates before it is filtered on
      await repo.expireDue(db, now)
      const waiting = query.status === 'waiting'
      const { rows, total } = await repo.page(
        db,
        {
          status: query.status === 'waiting' ? undefined : query.status,
          waiting,
          search: query.q,
          now,
        },
        query.per_page,
        (query.page - 1) * query.per_page,
      )
      const latest = await repo.latestVersions(
        db,
        rows.map((r) => r.id),
      )
      const data: AdminQuotationSummary[] = rows.map((r) =>
        adminSummaryJson(r, latest.get(r.id), now),
      )
      return { rows: data, total, page: query.page, perPage: query.per_page }
    },

    /**
     * Starts the quotation of a consultation (after the visit): the customer, contact, language
     * and flat come from the booking; the same booking answers the quotation already started.
     */
    async fromBooking(actor: StaffCaller, bookingId: string): Promise<AdminQuotationDetails> {
      const booking = isUuid(bookingId)
        ? await repo.bookingForQuotation(db, bookingId.toLowerCase())
        : undefined
      if (!booking) throw new NotFoundError('No booking has this id', 'BOOKING_NOT_FOUND')
      const id = await db.transaction(async (tx) => {
        const earlier = await repo.ofBooking(tx, booking.id)
        if (earlier) return earlier.id
        const request: StoredRequest = {
          flat: booking.flat as StoredRequest['flat'],
          wishes: '',
          contact_name: booking.recipient.name,
        }
        const row = await repo.insert(tx, {
          reference: newReference('QT'),
          storeId: booking.storeId,
          accountId: booking.accountId,
          bookingId: booking.id,
          request,
          contactEmail: booking.contactEmail,
          contactPhone: booking.contactPhone,
          language: booking.language,
        })
        await recordAudit(tx, actor, {
          action: 'quotation.started',
          entityType: 'quotation',
          entityId: row.id,
          after: { reference: row.reference, booking: booking.id },
        })
        return row.id
      })
      return details(id)
    },

    /**
     * Issues version n+1 (the first, or a revision) under the quotation's row lock; the status
     * becomes issued, the change is audited and the customer told, all in one transaction.
     */
    async issue(
      actor: StaffCaller,
      id: string,
      body: IssueBody,
      now = new Date(),
    ): Promise<AdminQuotationDetails> {
      if (!isUuid(id)) throw quotationNotFound()
      const validUntil = new Date(body.valid_until)
      if (validUntil.getTime() <= now.getTime())
        throw new ValidationError('The quotation must be valid until a future date', [
          { path: 'valid_until', message: 'Choose a date after today' },
        ])
      const lines = await priceLines(body)
      const first = body.first_installment
      const totals = quotationTotals({
        lines,
        discount: toCents(body.discount),
        first:
          'amount' in first
            ? { amount: toCents(first.amount) }
            : { basisPoints: Math.round(first.percent * 100) },
      })
      if (isProblem(totals)) throw new ValidationError(totals.message, [totals])
      await db.transaction(async (tx) => {
        const row = await repo.lock(tx, id.toLowerCase())
        if (!row) throw quotationNotFound()
        const latest = (await repo.latestVersions(tx, [row.id])).get(row.id)
        assertQuotationTransition(stateOf(row, latest), 'issue', now)
        const version = await repo.nextVersion(tx, row.id)
        const stored: QuotationLine[] = lines.map((l, i) => ({
          category: l.category,
          description: l.description,
          qty: l.qty,
          unit_price: fromCents(l.unitPrice),
          amount: fromCents(totals.amounts[i] ?? 0),
          variant_id: l.variantId,
        }))
        const created = await repo.insertVersion(tx, {
          quotationId: row.id,
          version,
          lines: stored,
          subtotal: fromCents(totals.subtotal),
          discount: fromCents(totals.discount),
          total: fromCents(totals.total),
          firstInstallment: fromCents(totals.first),
          secondInstallment: fromCents(totals.second),
          validUntil,
          terms: body.terms,
          note: body.note,
          issuedBy: actor.id,
          createdAt: now,
        })
        await repo.update(tx, row.id, { status: 'issued' }, now)
        await recordAudit(tx, actor, {
          action: version === 1 ? 'quotation.issued' : 'quotation.revised',
          entityType: 'quotation',
          entityId: row.id,
          before: { status: row.status, version: latest?.version ?? null },
          after: { status: 'issued', version, total: created.total },
          note: body.note,
        })
        await mailIssued(tx, row, created, quotationLink(deps.publicUrl, row))
      })
      return details(id, now)
    },
  }
}
export type StaffQuotationsService = ReturnType<typeof staffQuotationsService>
