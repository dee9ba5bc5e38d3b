import type { PaymentRecord } from '@shop/contract'
import { formatMoney, type Locale } from '@shop/contract/client'
import { Link, useNavigation, useSearchParams } from 'react-router'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'

/**
 * spec §4 "in-process state with a refresh action": a link naming the record, so the loader
 * re-reads it (`GET /projects/{id}/payment-records/{record_id}`) and the page lands on it again;
 * with script it is a client navigation, without it a page load. Each press counts up `again`:
 * a link to the address already shown, hash included, would only scroll (browser and router
 * alike), so a second press would read nothing.
 */
function RefreshButton({ recordId }: { recordId: string }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const again = (Number.parseInt(params.get('again') ?? '', 10) || 0) + 1
  const refreshing =
    navigation.state === 'loading' &&
    new URLSearchParams(navigation.location.search).get('refresh') === recordId
  return (
    <Link
      to={`?refresh=${encodeURIComponent(recordId)}&again=${again}#record-${recordId}`}
      preventScrollReset
      aria-disabled={refreshing || undefined}
      className="inline-block rounded border border-stone-400 px-3 py-1 text-sm hover:bg-stone-100 aria-disabled:opacity-60 print:hidden dark:hover:bg-stone-800"
      data-testid="recognition-refresh"
    >
      {refreshing ? t('projects.recognition.refreshing') : t('projects.recognition.refresh')}
    </Link>
  )
}

function Flag({ value, yes, no }: { value: boolean | null; yes: string; no: string }) {
  const { t } = useTranslation()
  if (value === null) return null
  return (
    <li className={value ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}>
      <span aria-hidden="true">{value ? '✓ ' : '✗ '}</span>
      {value ? yes : no}
      <span className="sr-only">
        : {value ? t('projects.recognition.yes') : t('projects.recognition.no')}
      </span>
    </li>
  )
}

/**
 * What reading the receipt found, in words: in progress (with Refresh), the two flags and what
 * was read, why it could not be read, or that staff check it by hand. It never approves.
 */
export function RecognitionStatus({ record, locale }: { record: PaymentRecord; locale: Locale }) {
  const { t } = useTranslation()
  const recognition = record.recognition
  if (!recognition || record.status !== 'submitted') return null
  const box = 'space-y-2 rounded bg-stone-50 p-3 text-sm dark:bg-stone-800'
  const staff = (
    <p className="text-stone-600 dark:text-stone-300">{t('projects.recognition.staffConfirm')}</p>
  )
  if (recognition.status === 'pending')
    return (
      <div className={box} data-testid="recognition" data-status="pending">
        <p role="status" className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-3 animate-pulse rounded-full bg-brand-600"
          />
          {t('projects.recognition.pending')}
        </p>
        <RefreshButton recordId={record._id} />
      </div>
    )
  if (recognition.status === 'failed' || recognition.status === 'unreadable')
    return (
      <div className={box} data-testid="recognition" data-status={recognition.status}>
        <p>
          {recognition.status === 'unreadable' && recognition.reason
            ? t(`projects.recognition.unreadable.${recognition.reason}`)
            : t('projects.recognition.failed')}
        </p>
        {staff}
      </div>
    )
  const read: [string, string | null][] = [
    [
      t('projects.recognition.amount'),
      recognition.amount ? formatMoney(recognition.amount, locale) : null,
    ],
    [t('projects.recognition.date'), recognition.date ? formatDate(recognition.date) : null],
    [t('projects.recognition.account'), recognition.account],
    [t('projects.recognition.bank'), recognition.bank],
  ]
  return (
    <div className={box} data-testid="recognition" data-status="read">
      <ul className="space-y-1 font-medium">
        <Flag
          value={recognition.amount_match}
          yes={t('projects.recognition.amountMatches')}
          no={t('projects.recognition.amountDiffers')}
        />
        <Flag
          value={recognition.bank_match}
          yes={t('projects.recognition.bankMatches')}
          no={t('projects.recognition.bankDiffers')}
        />
      </ul>
      <p className="font-medium">{t('projects.recognition.read')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {read
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-stone-600 dark:text-stone-300">{term}</dt>
              <dd className="break-all">
                <bdi dir="ltr">{value}</bdi>
              </dd>
            </div>
          ))}
      </dl>
      {staff}
    </div>
  )
}
