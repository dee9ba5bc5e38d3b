import type { PaymentInstructions, ProjectDetails } from '@shop/contract'
import { formatMoney, type Locale } from '@shop/contract/client'
import { useEffect, useState } from 'react'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import type { ProjectActionData } from '#web/lib/project-forms.ts'
import { FormStatus } from '../form-field.tsx'
import { LocalizedLink } from '../localized-link.tsx'
import { ConfirmCompletion } from './confirm-completion.tsx'
import { InstallmentList } from './installment-list.tsx'
import { PaymentRecords } from './payment-records.tsx'
import { ProjectDocuments } from './project-documents.tsx'
import { ProjectModel } from './project-model.tsx'
import { ProjectTimeline } from './project-timeline.tsx'

/** How the payment page sent the shopper back (`?payment=`), said on the page. */
function PaymentNotice({ payment }: { payment: string | null }) {
  const { t } = useTranslation()
  if (payment !== 'success' && payment !== 'cancelled') return null
  const look =
    payment === 'success'
      ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100'
      : 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
  return (
    <p role="status" className={`rounded-lg p-4 print:hidden ${look}`} data-testid="payment-notice">
      {t(`projects.payment.${payment}`)}
    </p>
  )
}

/**
 * The project page (issue 18, spec §2 `shop/project/order/{id}` once the quotation is accepted):
 * where it stands, the 3D design, what to pay and how, the payments sent, and the papers. Phone
 * first; printing leaves out the forms.
 */
export function ProjectView(props: {
  project: ProjectDetails
  instructions: PaymentInstructions
  testPayments: boolean
  idempotencyKey: string
  payment: string | null
  result: ProjectActionData | undefined
  locale: Locale
}) {
  const { project, locale, result } = props
  const { t } = useTranslation()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const money = (amount: string) => formatMoney(amount, locale)
  // a record form's refusal is told inside that form; everything else here
  const pageResult = result && !(result.intent === 'add_record' && !result.ok) ? result : undefined
  return (
    <div className="container-shop max-w-3xl space-y-6 py-10" data-printable>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <LocalizedLink to="/shop/project/order" className="text-sm underline">
          {t('quotations.backToList')}
        </LocalizedLink>
        {hydrated && (
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800"
          >
            {t('projects.print')}
          </button>
        )}
      </div>
      <header className="space-y-2" data-testid="project-header">
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('common.siteName')}</p>
        <h1 className="text-2xl font-semibold sm:text-3xl">
          {t('projects.reference', { reference: '' })}
          {/* the reference wraps as a whole, never at its hyphens */}
          <bdi dir="ltr" className="whitespace-nowrap">
            {project.reference}
          </bdi>
        </h1>
        <p className="flex flex-wrap items-center gap-2">
          <span
            className="rounded bg-brand-100 px-2 py-0.5 text-sm text-brand-900"
            data-testid="project-stage"
          >
            {t('projects.stage', { stage: t(`projects.stages.${project.stage}`) })}
          </span>
          {project.paid_in_full && (
            <span
              className="rounded bg-green-100 px-2 py-0.5 text-sm text-green-900"
              data-testid="paid-in-full"
            >
              {t('projects.paidInFull')}
            </span>
          )}
        </p>
        <p className="text-lg font-medium" data-testid="project-paid">
          {t('projects.paidOfTotal', {
            paid: money(project.paid_total),
            total: money(project.total),
          })}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          {t('projects.acceptedOn', { date: formatDate(project.accepted_at) })}
          {project.completed_at &&
            ` · ${t('projects.completion.completedOn', { date: formatDate(project.completed_at) })}`}
        </p>
      </header>
      <PaymentNotice payment={props.payment} />
      <div aria-live="polite" className="print:hidden">
        <FormStatus result={pageResult} />
      </div>
      <ProjectTimeline timeline={project.timeline} />
      <ConfirmCompletion project={project} locale={locale} />
      <ProjectModel project={project} />
      <InstallmentList
        installments={project.installments}
        instructions={props.instructions}
        testPayments={props.testPayments}
        idempotencyKey={props.idempotencyKey}
        result={result}
        locale={locale}
      />
      <PaymentRecords records={project.payment_records} locale={locale} />
      <ProjectDocuments project={project} />
    </div>
  )
}
