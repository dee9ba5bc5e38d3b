import type { QuotationDetails } from '@shop/contract'
import { formatPhone, type Locale } from '@shop/contract/client'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { formatDate } from '#web/lib/format-date.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useLocale } from '#web/lib/use-root-data.ts'
import { FormStatus } from '../form-field.tsx'
import { LocalizedLink } from '../localized-link.tsx'
import { QuotationActions } from './quotation-actions.tsx'
import { QuotationStatus } from './quotation-status.tsx'
import { VersionView } from './version-view.tsx'

/** What the shopper asked for: the flat and the wishes, as given on the form. */
function RequestFacts({ quotation }: { quotation: QuotationDetails }) {
  const { t } = useTranslation()
  const { flat } = quotation.request
  const facts = [
    [t('quotations.flatSize'), t('quotations.sqft', { size: flat.size_sqft })],
    [t('quotations.rooms'), String(flat.rooms)],
    [t('quotations.address'), flat.address],
    [t('quotations.style'), flat.style],
    [t('quotations.wishes'), quotation.request.wishes],
    [
      t('quotations.contact'),
      [
        quotation.contact.name,
        quotation.contact.email,
        quotation.contact.phone && formatPhone(quotation.contact.phone),
      ]
        .filter(Boolean)
        .join(' · '),
    ],
  ].filter(([, value]) => value)
  return (
    <section
      aria-labelledby="request-heading"
      className="rounded-lg border border-stone-200 p-4 dark:border-stone-700"
    >
      <h2 id="request-heading" className="mb-2 text-lg font-semibold">
        {t('quotations.requestTitle')}
      </h2>
      <dl
        className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]"
        data-testid="quotation-request"
      >
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-stone-600 dark:text-stone-300">{term}</dt>
            <dd className="whitespace-pre-line break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** An expired, cancelled, accepted or not yet written quotation says so plainly. */
function Notice({ quotation }: { quotation: QuotationDetails }) {
  const { t } = useTranslation()
  const latest = quotation.versions[0]
  const box = 'rounded-lg p-4'
  if (quotation.status === 'expired' && latest)
    return (
      <p
        role="note"
        className={`${box} bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100`}
        data-testid="quotation-notice"
      >
        {t('quotations.expiredNotice', { date: formatDate(latest.valid_until) })}
      </p>
    )
  if (quotation.status === 'cancelled')
    return (
      <div
        role="note"
        className={`${box} bg-stone-100 dark:bg-stone-800`}
        data-testid="quotation-notice"
      >
        <p>
          {t('quotations.cancelledNotice', {
            date: formatDate(quotation.cancelled_at ?? quotation.created_at),
          })}
        </p>
        {quotation.cancel_reason && (
          <p className="mt-1 text-sm">
            {t('quotations.cancelReason', { reason: quotation.cancel_reason })}
          </p>
        )}
      </div>
    )
  if (quotation.status === 'accepted')
    return (
      <p
        role="note"
        className={`${box} bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100`}
        data-testid="quotation-notice"
      >
        {t('quotations.acceptedNotice', {
          version: quotation.accepted_version ?? '',
          date: formatDate(quotation.accepted_at ?? quotation.created_at),
        })}
      </p>
    )
  if (quotation.status === 'requested')
    return (
      <p
        role="note"
        className={`${box} bg-brand-50 dark:bg-stone-800`}
        data-testid="quotation-notice"
      >
        {t('quotations.requestedNotice')}
      </p>
    )
  return null
}

function Versions({ quotation, locale }: { quotation: QuotationDetails; locale: Locale }) {
  const { t } = useTranslation()
  const [latest, ...older] = quotation.versions
  if (!latest) return null
  return (
    <section aria-labelledby="versions-heading" className="space-y-4">
      <h2 id="versions-heading" className="text-xl font-semibold">
        {t('quotations.versionsTitle')}
      </h2>
      <article
        className="space-y-3"
        data-testid="quotation-version"
        aria-labelledby="latest-version"
      >
        <h3 id="latest-version" className="text-lg font-semibold">
          {t('quotations.version', { version: latest.version })}{' '}
          {older.length > 0 && (
            <span className="rounded bg-brand-100 px-2 py-0.5 text-sm text-brand-900">
              {t('quotations.latest')}
            </span>
          )}
        </h3>
        <VersionView version={latest} locale={locale} />
      </article>
      {older.map((version) => (
        <details
          key={version.version}
          className="rounded-lg border border-stone-200 p-3 dark:border-stone-700"
          data-testid="quotation-older-version"
        >
          <summary className="cursor-pointer font-semibold">
            {t('quotations.version', { version: version.version })}
          </summary>
          <div className="mt-3">
            <VersionView version={version} locale={locale} />
          </div>
        </details>
      ))}
    </section>
  )
}

/**
 * The quotation page: the notice of its status, accept and cancel, every version, the request.
 * An accepted one is also the project's "quotation" document (`?view=quotation`), which links
 * back to the project.
 */
export function QuotationView({
  quotation,
  result,
  project,
}: {
  quotation: QuotationDetails
  result: FormResult | undefined
  /** Shown as the project's document: the way back goes to the project. */
  project: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const printable = hydrated && quotation.versions.length > 0
  return (
    <div className="container-shop max-w-3xl space-y-6 py-10" data-printable>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {project ? (
          <Link to={{ search: '' }} className="text-sm underline" data-testid="back-to-project">
            {t('projects.backToProject')}
          </Link>
        ) : (
          <LocalizedLink to="/shop/project/order" className="text-sm underline">
            {t('quotations.backToList')}
          </LocalizedLink>
        )}
        {printable && (
          // a button that needs script shows only with it; without, the browser's Print does the same
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800"
          >
            {t('quotations.print')}
          </button>
        )}
      </div>
      <header className="space-y-2">
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('common.siteName')}</p>
        <h1 className="text-2xl font-semibold sm:text-3xl">
          {t('quotations.reference', { reference: '' })}
          <bdi dir="ltr">{quotation.reference}</bdi>
        </h1>
        <QuotationStatus status={quotation.status} />
      </header>
      {/* the outcome of a post, stated in the page (with or without JavaScript) */}
      <div aria-live="polite" className="print:hidden">
        <FormStatus result={result} />
      </div>
      <Notice quotation={quotation} />
      <QuotationActions quotation={quotation} locale={locale} result={result} />
      <Versions quotation={quotation} locale={locale} />
      <RequestFacts quotation={quotation} />
    </div>
  )
}
