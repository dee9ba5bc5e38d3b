import { adminProjectDetails, formatMoney } from '@shop/contract'
import { Link } from 'react-router'
import { InstallmentRows } from '#web/components/admin/projects/installment-rows.tsx'
import { ModelUpload } from '#web/components/admin/projects/model-upload.tsx'
import { PaymentRecordCard } from '#web/components/admin/projects/payment-record-card.tsx'
import { StageActions } from '#web/components/admin/projects/stage-actions.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import { adminFind, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { runProjectIntent } from '#web/lib/admin-projects.server.ts'
import { formatDate, formatDateTime } from '#web/lib/format-date.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/project'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? loaderData.project.reference : 'Project' },
  { name: 'robots', content: 'noindex' },
]

const apiPath = (id: string) => `/admin/projects/${encodeURIComponent(id)}`

/** The history's event slugs the catalogues name; an unknown one shows as it is. */
const EVENT_NAMES = [
  'accepted',
  'site_work',
  'handover',
  'completed',
  'payment_record',
  'payment_confirmed',
  'payment_rejected',
  'paid_online',
  'refund_due',
  'due_date',
  'model',
] as const
type EventName = (typeof EVENT_NAMES)[number]
const isEventName = (slug: string): slug is EventName =>
  (EVENT_NAMES as readonly string[]).includes(slug)

/** One project (issue 18): customer, stage, installments, 3D design, payment records, history. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'projects.view')
  return {
    project: await adminFind(context, apiPath(params.id), adminProjectDetails, 'PROJECT_NOT_FOUND'),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'projects.view')
  return runProjectIntent(request, context, me, params.id)
}

export default function AdminProject({ loaderData, actionData }: Route.ComponentProps) {
  const { project } = loaderData
  const { t, language } = useAdminT()
  const canManage = useStaffCan('projects.manage')
  const canDecide = useStaffCan('projects.payments')
  const money = (amount: string) => formatMoney(amount, language)
  const { customer } = project
  // the forms with their own place for the answer: the records, due dates and the model
  const own = ['confirm', 'reject', 'recognise', 'due', 'model']
  const pageResult = actionData && !own.includes(actionData.intent ?? '') ? actionData : undefined
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <Link to="/admin/projects" className="text-sm underline">
          ← {t('projects.back')}
        </Link>
        <h1 className="break-words text-2xl font-semibold">{project.reference}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded bg-stone-200 px-2 py-0.5" data-testid="project-stage">
            {t(`projects.stages.${project.stage}`)}
          </span>
          {project.paid_in_full && (
            <span className="rounded bg-green-100 px-2 py-0.5">{t('projects.paidInFull')}</span>
          )}
          <span>
            {t('projects.paid')}: {money(project.paid_total)} / {money(project.total)}
          </span>
          <span>{t('projects.accepted', { date: formatDate(project.accepted_at) })}</span>
          {project.completed_at && (
            <span>{t('projects.completedOn', { date: formatDate(project.completed_at) })}</span>
          )}
        </p>
        <p className="text-sm">
          <Link to={`/admin/quotations/${project._id}`} className="underline">
            {t('projects.detail.quotation', { version: project.accepted_version })}
          </Link>
        </p>
      </header>
      <div aria-live="polite">
        <FormStatus result={pageResult} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="customer-title" className="space-y-1 text-sm">
            <h2 id="customer-title" className="text-lg font-semibold">
              {t('projects.detail.customer')}
            </h2>
            <p className="break-words font-medium">{customer.name}</p>
            {customer.email && <p className="break-all">{customer.email}</p>}
            {customer.phone && <p>+{customer.phone}</p>}
            {!customer.email && !customer.phone && (
              <p className="text-stone-600">{t('projects.detail.noContact')}</p>
            )}
            <p>
              {t('projects.detail.language', {
                language: t(`projects.detail.languages.${project.language}`),
              })}
            </p>
            {customer.account_id && (
              <p>
                <Link to={`/admin/customers/${customer.account_id}`} className="underline">
                  {t('projects.detail.openCustomer')}
                </Link>
              </p>
            )}
          </section>
          <section aria-labelledby="stage-title" className="space-y-2">
            <h2 id="stage-title" className="text-lg font-semibold">
              {t('projects.detail.stage')}
            </h2>
            <ol className="flex flex-wrap gap-2 text-sm">
              {project.timeline.map((step) => (
                <li
                  key={step.stage}
                  aria-current={step.current ? 'step' : undefined}
                  className="rounded border border-stone-300 px-2 py-1 aria-[current=step]:border-stone-900 aria-[current=step]:bg-stone-900 aria-[current=step]:text-white"
                >
                  {t(`projects.stages.${step.stage}`)}
                  {step.at && ` · ${formatDate(step.at)}`}
                </li>
              ))}
            </ol>
            {canManage ? (
              <StageActions project={project} result={actionData} />
            ) : (
              <p className="text-sm text-stone-600">{t('projects.detail.readOnly')}</p>
            )}
          </section>
          <InstallmentRows project={project} result={actionData} canManage={canManage} />
          <section aria-labelledby="records-title" className="space-y-3">
            <h2 id="records-title" className="text-lg font-semibold">
              {t('projects.detail.records')}
            </h2>
            {project.payment_records.length === 0 ? (
              <p className="text-sm text-stone-600">{t('projects.detail.recordsNone')}</p>
            ) : (
              project.payment_records.map((record) => (
                <PaymentRecordCard
                  key={record._id}
                  record={record}
                  result={actionData}
                  canDecide={canDecide}
                  showProject={false}
                />
              ))
            )}
          </section>
        </div>
        <aside className="min-w-0 space-y-6">
          <ModelUpload project={project} result={actionData} canManage={canManage} />
          <section aria-labelledby="events-title">
            <h2 id="events-title" className="mb-2 text-lg font-semibold">
              {t('projects.detail.events')}
            </h2>
            {project.events.length === 0 ? (
              <p className="text-sm text-stone-600">{t('projects.detail.eventsNone')}</p>
            ) : (
              <ol className="space-y-2 text-sm" data-testid="project-events">
                {project.events.map((event, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only
                  <li key={index} className="border-s-2 border-stone-300 ps-3">
                    <p className="font-medium">
                      {isEventName(event.slug)
                        ? t(`projects.detail.eventNames.${event.slug}`)
                        : event.slug.replaceAll('_', ' ')}
                    </p>
                    <p className="text-stone-600">{formatDateTime(event.created_at)}</p>
                    {event.note && <p className="whitespace-pre-line break-words">{event.note}</p>}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </aside>
      </div>
    </div>
  )
}
