import { type AdminPaymentRecord, formatMoney } from '@shop/contract'
import { Link } from 'react-router'
import { FormStatus } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { formatDate, formatDateTime } from '#web/lib/format-date.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { adminFileUrl } from '../orders/proof-viewer.tsx'
import { RecordActions } from './record-actions.tsx'

const fileOf = (url: string) => adminFileUrl(url.slice(url.lastIndexOf('/') + 1))

function Flag({ label, value }: { label: string; value: boolean | null }) {
  const { t } = useAdminT()
  const look =
    value === null
      ? 'border-stone-300 bg-stone-50 text-stone-700'
      : value
        ? 'border-green-600 bg-green-50 text-green-900'
        : 'border-red-600 bg-red-50 text-red-900'
  const word =
    value === null
      ? t('projects.records.match.unknown')
      : value
        ? t('projects.records.match.yes')
        : t('projects.records.match.no')
  return (
    <span className={`rounded border px-2 py-0.5 text-sm ${look}`} data-testid="record-flag">
      <span aria-hidden="true">{value === null ? '? ' : value ? '✓ ' : '✗ '}</span>
      {label}: {word}
    </span>
  )
}

function ReceiptImage({ record }: { record: AdminPaymentRecord }) {
  const { t } = useAdminT()
  if (!record.receipt)
    return <p className="text-sm text-stone-600">{t('projects.records.noReceipt')}</p>
  const url = fileOf(record.receipt.url)
  if (!record.receipt.content_type.startsWith('image/'))
    return (
      <a className="underline" href={url} target="_blank" rel="noreferrer">
        {t('projects.records.pdfReceipt')}
      </a>
    )
  return (
    <figure className="space-y-1">
      <a href={url} target="_blank" rel="noreferrer" className="block">
        <img
          src={url}
          alt={t('projects.records.receiptAlt', {
            customer: record.customer,
            reference: record.project_reference,
          })}
          loading="lazy"
          className="max-h-[28rem] w-full rounded border border-stone-200 bg-white object-contain"
          data-testid="record-receipt"
        />
      </a>
      <figcaption className="text-sm">
        <a className="underline" href={url} target="_blank" rel="noreferrer">
          {t('projects.records.openReceipt')}
        </a>
      </figcaption>
    </figure>
  )
}

/**
 * Why a read receipt does not match, in words (issue 28): the API's reason codes with what was
 * read and what was expected.
 */
export function MismatchReasons({ record }: { record: AdminPaymentRecord }) {
  const { t, language } = useAdminT()
  const r = record.recognition
  if (r?.status !== 'read' || r.reasons.length === 0) return null
  const money = (amount: string | null) => (amount ? formatMoney(amount, language) : '—')
  return (
    <div className="rounded bg-amber-50 p-2 text-sm text-amber-900" data-testid="mismatch-reasons">
      <p className="font-medium">{t('projects.records.whyNot')}</p>
      <ul className="list-disc ps-5">
        {r.reasons.map((reason) => (
          <li key={reason.code}>
            {t(`projects.records.mismatch.${reason.code}`, {
              read: reason.code === 'AMOUNT_DIFFERS' ? money(reason.read) : (reason.read ?? '—'),
              expected: money(reason.expected),
            })}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** What the recognition says about its own state, when it has not simply read the receipt. */
function RecognitionNote({ record }: { record: AdminPaymentRecord }) {
  const { t } = useAdminT()
  const r = record.recognition
  if (!r) return <p className="text-sm text-stone-600">{t('projects.records.recognition.none')}</p>
  if (r.status === 'read') return null
  const text =
    r.status === 'unreadable' && r.reason
      ? t(`projects.records.unreadable.${r.reason}`)
      : t(`projects.records.recognition.${r.status}`)
  return (
    <p className="rounded bg-amber-50 p-2 text-sm text-amber-900" data-testid="recognition-note">
      {text}
    </p>
  )
}

/**
 * One payment record for staff: the receipt beside what the customer declared and what was read
 * from it, the two flags, then Confirm / Reject / Run recognition again while it waits.
 */
export function PaymentRecordCard({
  record,
  result,
  canDecide,
  showProject = true,
}: {
  record: AdminPaymentRecord
  result: FormResult<string> | undefined
  canDecide: boolean
  showProject?: boolean
}) {
  const { t, language } = useAdminT()
  const money = (amount: string | null) => (amount ? formatMoney(amount, language) : '—')
  const r = record.recognition
  const mine = result?.values?.record_id === record._id ? result : undefined
  const rows: [string, string, string][] = [
    [t('projects.records.amount'), money(record.amount), money(r?.amount ?? null)],
    [t('projects.records.account'), record.payer_account || '—', r?.account || '—'],
    [t('projects.records.bank'), record.payer_bank || '—', r?.bank || '—'],
    [t('projects.records.date'), formatDate(record.created_at), r?.date ? formatDate(r.date) : '—'],
  ]
  return (
    <article
      id={`record-${record._id}`}
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-2"
      aria-labelledby={`record-${record._id}-title`}
      data-testid="admin-payment-record"
    >
      <div className="min-w-0">
        <ReceiptImage record={record} />
      </div>
      <div className="min-w-0 space-y-3">
        <header className="space-y-1">
          <h2 id={`record-${record._id}-title`} className="font-semibold">
            {showProject ? (
              <Link to={`/admin/projects/${record.project_id}`} className="underline">
                {t('projects.records.project', { reference: record.project_reference })}
              </Link>
            ) : (
              t('projects.records.installment', { sequence: record.installment_sequence })
            )}
          </h2>
          <p className="text-sm text-stone-600">
            {record.customer}
            {showProject &&
              ` · ${t('projects.records.installment', { sequence: record.installment_sequence })}`}
            {' · '}
            {t(`projects.records.methods.${record.method}`)}
            {' · '}
            {t('projects.records.sent', { date: formatDateTime(record.created_at) })}
          </p>
          <p className="flex flex-wrap gap-2">
            <span className="rounded bg-stone-200 px-2 py-0.5 text-sm" data-testid="record-status">
              {t(`projects.records.status.${record.status}`)}
            </span>
            <Flag label={t('projects.records.amountMatch')} value={r?.amount_match ?? null} />
            <Flag label={t('projects.records.bankMatch')} value={r?.bank_match ?? null} />
          </p>
        </header>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-start text-stone-600">
              <th scope="col" className="py-1 text-start font-normal">
                <span className="sr-only">{t('projects.records.method')}</span>
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('projects.records.declared')}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('projects.records.read')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rows.map(([label, declared, read]) => (
              <tr key={label}>
                <th scope="row" className="py-1 pe-2 text-start font-normal text-stone-600">
                  {label}
                </th>
                {/* break-words, not break-all: an amount keeps its column wide enough for it */}
                <td className="break-words py-1 pe-2">{declared}</td>
                <td className="break-words py-1">{read}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-1 pe-2 text-start font-normal text-stone-600">
                {t('projects.records.amountDue')}
              </th>
              <td className="py-1" colSpan={2}>
                {money(record.amount_due)}
              </td>
            </tr>
          </tbody>
        </table>
        <RecognitionNote record={record} />
        <MismatchReasons record={record} />
        {record.recognised_text && (
          <details className="text-sm">
            <summary className="cursor-pointer">{t('projects.records.recognisedText')}</summary>
            <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap rounded bg-stone-50 p-2 font-mono text-xs">
              {record.recognised_text}
            </pre>
          </details>
        )}
        {record.status === 'rejected' && record.reject_reason && (
          <p className="text-sm">
            {t('projects.records.rejectedFor', {
              reason: t(`projects.records.reasons.${record.reject_reason}`),
            })}
            {record.reject_note && ` · ${record.reject_note}`}
          </p>
        )}
        {record.reviewed_by && record.reviewed_at && (
          <p className="text-sm text-stone-600">
            {t('projects.records.reviewedBy', {
              date: formatDateTime(record.reviewed_at),
              name: record.reviewed_by.name,
            })}
          </p>
        )}
        <div aria-live="polite">
          <FormStatus result={mine} />
        </div>
        {record.status === 'submitted' && canDecide && (
          <RecordActions record={record} result={mine} />
        )}
      </div>
    </article>
  )
}
