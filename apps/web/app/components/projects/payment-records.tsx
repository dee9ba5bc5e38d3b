import type { PaymentRecord } from '@shop/contract'
import { formatMoney, type Locale } from '@shop/contract/client'
import { fileSrc, isPdf } from '#web/lib/file-src.ts'
import { formatDate, formatDateTime } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { RecognitionStatus } from './recognition-status.tsx'

const STATUS_LOOK: Record<PaymentRecord['status'], string> = {
  submitted: 'bg-brand-100 text-brand-900',
  confirmed: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
}

function Receipt({ record }: { record: PaymentRecord }) {
  const { t } = useTranslation()
  if (!record.receipt) return null
  const src = fileSrc(record.receipt.url)
  if (isPdf(record.receipt.url) || !record.receipt.content_type.startsWith('image/'))
    return (
      <a href={src} target="_blank" rel="noopener" className="text-sm underline">
        {t('projects.records.openReceipt')}
      </a>
    )
  return (
    <a href={src} target="_blank" rel="noopener" className="block w-20 shrink-0">
      <img
        src={src}
        alt={t('projects.records.receiptAlt', { date: formatDate(record.created_at) })}
        loading="lazy"
        className="size-20 rounded border border-stone-200 object-cover dark:border-stone-700"
      />
      <span className="sr-only">{t('projects.records.openReceipt')}</span>
    </a>
  )
}

/**
 * spec §3 payment records: method, amount, date, receipt, status (a refusal's reason in the
 * shopper's language) and, while staff have not decided, what reading the receipt found.
 */
export function PaymentRecords({ records, locale }: { records: PaymentRecord[]; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="records-heading" className="space-y-3">
      <h2 id="records-heading" className="text-lg font-semibold">
        {t('projects.records.title')}
      </h2>
      {records.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-300">{t('projects.records.empty')}</p>
      ) : (
        <ul className="space-y-3" data-testid="payment-records">
          {records.map((record) => (
            <li
              key={record._id}
              id={`record-${record._id}`}
              className="scroll-mt-24 space-y-3 rounded-lg border border-stone-200 p-4 dark:border-stone-700"
              data-testid="payment-record"
            >
              <div className="flex gap-3">
                <Receipt record={record} />
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold">
                      {t(`projects.methods.${record.method}`)} ·{' '}
                      <bdi dir="ltr">{formatMoney(record.amount, locale)}</bdi>
                    </p>
                    <span
                      className={`rounded px-2 py-0.5 text-sm ${STATUS_LOOK[record.status]}`}
                      data-testid="record-status"
                    >
                      {t(`projects.records.status.${record.status}`)}
                    </span>
                  </div>
                  <p className="text-sm text-stone-600 dark:text-stone-300">
                    {t('projects.records.installment', { sequence: record.installment_sequence })}
                    {' · '}
                    {t('projects.records.sentOn', { date: formatDateTime(record.created_at) })}
                  </p>
                  {record.payer_account && (
                    <p className="break-all text-sm">
                      {t('projects.records.from', {
                        account: [record.payer_bank, record.payer_account]
                          .filter(Boolean)
                          .join(' '),
                      })}
                    </p>
                  )}
                  {record.reviewed_at && (
                    <p className="text-sm">
                      {t('projects.records.reviewedOn', { date: formatDate(record.reviewed_at) })}
                    </p>
                  )}
                </div>
              </div>
              {record.status === 'rejected' && (
                <div
                  role="note"
                  className="rounded bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
                  data-testid="record-rejected"
                >
                  <p>{t(`projects.records.rejectReasons.${record.reject_reason ?? 'OTHER'}`)}</p>
                  {record.reject_note && (
                    <p className="mt-1 whitespace-pre-line break-words">
                      {t('projects.records.staffNote', { note: record.reject_note })}
                    </p>
                  )}
                </div>
              )}
              <RecognitionStatus record={record} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
