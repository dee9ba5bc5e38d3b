import type {
  AdminQuotationDetails,
  AdminQuotationSummary,
  FlatDetails,
  Locale,
  QuotationDetails,
  QuotationLineCategory,
  QuotationSummary,
  QuotationVersion,
} from '@shop/contract'
import { fromCents, toCents } from '#api/lib/money.ts'
import type { CatalogueItem, QuotationRow, VersionRow, VersionView } from './repository.ts'
import { effectiveStatus, type QuotationState, quotationRefusal } from './transitions.ts'

const money = (amount: string) => fromCents(toCents(amount))

/** The request as stored: the flat, the wishes and the contact's name. */
export type StoredRequest = { flat: FlatDetails; wishes: string; contact_name: string }

export function stateOf(row: QuotationRow, latest: VersionRow | undefined): QuotationState {
  return {
    status: row.status,
    latest: latest ? { version: latest.version, validUntil: latest.validUntil } : null,
  }
}

function base(row: QuotationRow, latest: VersionRow | undefined, now: Date) {
  const status = effectiveStatus(stateOf(row, latest), now)
  // accepted and cancelled are final: nothing writes the row afterwards (the projects issue
  // starts a project from `accepted_at`)
  const closedAt = row.updatedAt.toISOString()
  return {
    _id: row.id,
    reference: row.reference,
    status,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    accepted_at: row.status === 'accepted' ? closedAt : null,
    cancelled_at: row.status === 'cancelled' ? closedAt : null,
    accepted_version: row.acceptedVersion,
    cancel_reason: row.cancelReason,
  }
}

const totals = (v: VersionRow) => ({
  version: v.version,
  subtotal: money(v.subtotal),
  discount: money(v.discount),
  total: money(v.total),
  first_installment: money(v.firstInstallment),
  second_installment: money(v.secondInstallment),
  valid_until: v.validUntil.toISOString(),
  issued_at: v.createdAt.toISOString(),
})

/** The text in the quotation's language, English when that one was left empty. */
export const inLanguage = (text: { en: string; zh: string; cn: string }, locale: Locale) =>
  text[locale] || text.en

export function summaryJson(
  row: QuotationRow,
  latest: VersionRow | undefined,
  now: Date,
): QuotationSummary {
  return {
    ...base(row, latest, now),
    latest_version: latest?.version ?? null,
    total: latest ? money(latest.total) : null,
    valid_until: latest?.validUntil.toISOString() ?? null,
  }
}

export function adminSummaryJson(
  row: QuotationRow,
  latest: VersionRow | undefined,
  now: Date,
): AdminQuotationSummary {
  return {
    ...summaryJson(row, latest, now),
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
  }
}

/** The owner's view: every version newest first, texts in the quotation's language. */
export function customerJson(
  row: QuotationRow,
  versions: VersionRow[],
  now: Date,
): QuotationDetails {
  const latest = versions[0]
  const state = stateOf(row, latest)
  const canAccept = !quotationRefusal(state, 'accept', now)
  const request = row.request as StoredRequest
  return {
    ...base(row, latest, now),
    request: { flat: request.flat, wishes: request.wishes },
    contact: { name: request.contact_name, email: row.contactEmail, phone: row.contactPhone },
    booking_id: row.bookingId,
    can_accept: canAccept,
    can_cancel: !quotationRefusal(state, 'cancel', now),
    versions: versions.map(
      (v): QuotationVersion => ({
        ...totals(v),
        lines: v.lines.map((l) => ({
          category: l.category as QuotationLineCategory,
          description: inLanguage(l.description, row.language),
          qty: l.qty,
          unit_price: money(l.unit_price),
          amount: money(l.amount),
          variant_id: l.variant_id,
        })),
        terms: inLanguage(v.terms, row.language),
        expired: v.validUntil.getTime() <= now.getTime(),
        can_accept: canAccept && v.version === latest?.version,
      }),
    ),
  }
}

export function adminJson(
  row: QuotationRow,
  versions: VersionView[],
  booking: { id: string; orderId: string; startsAt: Date } | undefined,
  now: Date,
  items: ReadonlyMap<string, CatalogueItem> = new Map(),
): AdminQuotationDetails {
  const request = row.request as StoredRequest
  return {
    ...base(row, versions[0], now),
    request: { flat: request.flat, wishes: request.wishes },
    contact: { name: request.contact_name, email: row.contactEmail, phone: row.contactPhone },
    account_id: row.accountId,
    booking: booking
      ? { _id: booking.id, order_id: booking.orderId, starts_at: booking.startsAt.toISOString() }
      : null,
    versions: versions.map((v) => ({
      ...totals(v),
      lines: v.lines.map((l) => ({
        ...l,
        category: l.category as QuotationLineCategory,
        unit_price: money(l.unit_price),
        amount: money(l.amount),
        item: (l.variant_id && items.get(l.variant_id)) || null,
      })),
      terms: v.terms,
      note: v.note,
      issued_by: v.issuer ? { _id: v.issuer.id, name: v.issuer.name } : null,
    })),
  }
}
