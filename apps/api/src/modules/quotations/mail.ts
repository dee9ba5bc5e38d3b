import { formatMoney, formatPhone, localePrefix, quotationPath } from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { mailDate, mailIn, renderMail } from '#api/lib/mail-text.ts'
import { enqueue, enqueueForContact } from '../outbox/index.ts'
import type { QuotationRow, VersionRow } from './repository.ts'
import type { StoredRequest } from './views.ts'

/** The storefront page of the quotation in the customer's language. */
export const quotationLink = (publicUrl: string, row: QuotationRow) =>
  new URL(quotationPath(localePrefix(row.language), row.id), publicUrl).toString()

/** To the customer, e-mail or else SMS, in the quotation's language, inside the caller's transaction. */
async function toCustomer(tx: Tx, row: QuotationRow, subject: string, lines: string[]) {
  const locale = row.language
  const name = (row.request as StoredRequest).contact_name
  const body = [renderMail(locale, 'hello', { name }), '', ...lines, '', renderMail(locale, 'sign')]
  const message = {
    language: locale,
    subject: renderMail(locale, 'referenced', { subject, reference: row.reference }),
    body: body.join('\n'),
  }
  await enqueueForContact(tx, { email: row.contactEmail, phone: row.contactPhone }, message)
}

export async function mailRequested(tx: Tx, row: QuotationRow, link: string) {
  const locale = row.language
  await toCustomer(tx, row, renderMail(locale, 'quotations.requested.subject'), [
    renderMail(locale, 'quotations.requested.lead'),
    '',
    renderMail(locale, 'quotations.link', { link }),
  ])
}

export async function mailIssued(tx: Tx, row: QuotationRow, version: VersionRow, link: string) {
  const locale = row.language
  const text = mailIn(locale)
  await toCustomer(tx, row, text('quotations.issued.subject'), [
    version.version > 1
      ? text('quotations.issued.revised', { version: version.version })
      : text('quotations.issued.lead'),
    '',
    text('quotations.total', { amount: formatMoney(version.total, locale) }),
    text('quotations.first', { amount: formatMoney(version.firstInstallment, locale) }),
    text('quotations.second', { amount: formatMoney(version.secondInstallment, locale) }),
    text('quotations.valid', { date: mailDate(version.validUntil, locale) }),
    '',
    text('quotations.link', { link }),
  ])
}

/** The team's note of a request, an acceptance or a cancellation (English, the studio's inbox). */
export async function mailTeam(
  tx: Tx,
  teamEmail: string,
  row: QuotationRow,
  event: 'requested' | 'accepted' | 'cancelled',
  detail: string[],
) {
  const request = row.request as StoredRequest
  const subject = {
    requested: 'Quotation requested',
    accepted: 'Quotation accepted',
    cancelled: 'Quotation cancelled',
  }[event]
  await enqueue(tx, {
    channel: 'EMAIL',
    recipient: teamEmail,
    language: 'en',
    subject: `${subject}: ${row.reference}`,
    body: [
      `${row.reference} · ${request.contact_name}`,
      `Contact: ${[row.contactEmail, row.contactPhone && formatPhone(row.contactPhone)].filter(Boolean).join(' / ')}`,
      `Flat: ${request.flat.size_sqft} sq ft, ${request.flat.rooms} rooms`,
      ...detail,
    ].join('\n'),
  })
}
