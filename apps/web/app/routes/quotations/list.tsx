import type { ProjectSummary, QuotationSummary } from '@shop/contract'
import { formatMoney, type Locale } from '@shop/contract/client'
import { redirect } from 'react-router'
import { AccountSideMenu } from '#web/components/account/side-menu.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { QuotationStatus } from '#web/components/quotations/quotation-status.tsx'
import { currentToken } from '#web/lib/auth.server.ts'
import { prefixOf } from '#web/lib/form-action.server.ts'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageUrl } from '#web/lib/page-url.ts'
import { loadProjects } from '#web/lib/projects.server.ts'
import { loadQuotations } from '#web/lib/quotations.server.ts'
import { loginPathFor } from '#web/lib/return-to.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/list'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.projectOrders'),
  { name: 'robots', content: 'noindex' },
]

/**
 * `shop/project/order` (spec §2): the caller's quotations, newest first. A guest who asked for
 * one keeps it in their session; a visitor with none signs in first. An accepted quotation is a
 * project (issue 18): its row shows the stage, what is paid and what is due next.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!currentToken(context))
    throw redirect(loginPathFor(prefixOf(request), pageUrl(request).pathname))
  const [quotations, projects] = await Promise.all([loadQuotations(context), loadProjects(context)])
  return { data: quotations.data, projects: Object.fromEntries(projects.map((p) => [p._id, p])) }
}

/** Where a project stands, in one line each: stage, paid of total, the next installment due. */
function ProjectFacts({ project, locale }: { project: ProjectSummary; locale: Locale }) {
  const { t } = useTranslation()
  const money = (amount: string) => formatMoney(amount, locale)
  const next = project.next_due
  return (
    <div className="space-y-1 text-sm" data-testid="project-facts">
      <p className="inline-block rounded bg-brand-100 px-2 py-0.5 text-brand-900">
        {t('projects.stage', { stage: t(`projects.stages.${project.stage}`) })}
      </p>
      <p>
        {project.paid_in_full
          ? t('projects.paidInFull')
          : t('projects.paidOfTotal', {
              paid: money(project.paid_total),
              total: money(project.total),
            })}
      </p>
      {!project.paid_in_full && (
        <p className="text-stone-600 dark:text-stone-300">
          {!next
            ? t('projects.nothingDue')
            : next.due_on
              ? t('projects.nextDue', {
                  sequence: next.sequence,
                  amount: money(next.outstanding),
                  date: formatDate(next.due_on),
                })
              : t('projects.nextDueNow', {
                  sequence: next.sequence,
                  amount: money(next.outstanding),
                })}
        </p>
      )}
    </div>
  )
}

function QuotationRow({
  quotation,
  project,
  locale,
}: {
  quotation: QuotationSummary
  project: ProjectSummary | undefined
  locale: Locale
}) {
  const { t } = useTranslation()
  return (
    <li className="py-3" data-testid="quotation-row">
      <LocalizedLink
        to={`/shop/project/order/${quotation._id}`}
        className="grid grid-cols-[1fr_auto] gap-2 rounded p-2 hover:bg-stone-50 dark:hover:bg-stone-900"
      >
        <div className="min-w-0 space-y-1">
          {/* the name is the card's own text, led by "Open …" (axe label-content-name-mismatch) */}
          <p className="font-semibold">
            <span className="sr-only">
              {project
                ? t('projects.view', { reference: quotation.reference })
                : t('quotations.view', { reference: quotation.reference })}
            </span>
            <bdi dir="ltr" aria-hidden="true">
              {quotation.reference}
            </bdi>
          </p>
          {project ? (
            <ProjectFacts project={project} locale={locale} />
          ) : (
            <>
              <QuotationStatus status={quotation.status} />
              <p className="text-sm text-stone-600 dark:text-stone-300">
                {quotation.valid_until
                  ? t('quotations.validUntil', { date: formatDate(quotation.valid_until) })
                  : t('quotations.preparing')}
              </p>
            </>
          )}
        </div>
        {quotation.total && (
          <p className="self-start text-end font-semibold">
            <span className="sr-only">{t('quotations.total')} </span>
            <bdi dir="ltr">{formatMoney(quotation.total, locale)}</bdi>
          </p>
        )}
      </LocalizedLink>
    </li>
  )
}

export default function QuotationList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const requestLink = (
    <LocalizedLink
      to="/shop/project/order/new"
      className="inline-block rounded bg-brand-700 px-4 py-2 text-white hover:bg-brand-900"
    >
      {t('quotations.request')}
    </LocalizedLink>
  )
  return (
    <div className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-semibold">{t('pages.account')}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <AccountSideMenu />
        <section className="min-w-0 flex-1 space-y-4" aria-labelledby="quotations-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="quotations-heading" className="text-xl font-semibold">
              {t('quotations.listTitle')}
            </h2>
            {loaderData.data.length > 0 && requestLink}
          </div>
          <p className="text-stone-600 dark:text-stone-300">{t('quotations.intro')}</p>
          {loaderData.data.length === 0 ? (
            <div
              className="space-y-4 rounded-lg bg-brand-50 p-6 dark:bg-stone-800"
              data-testid="quotations-empty"
            >
              <p>{t('quotations.empty')}</p>
              {requestLink}
            </div>
          ) : (
            <ul
              className="divide-y divide-stone-200 dark:divide-stone-700"
              data-testid="quotations"
            >
              {loaderData.data.map((quotation) => (
                <QuotationRow
                  key={quotation._id}
                  quotation={quotation}
                  project={loaderData.projects[quotation._id]}
                  locale={locale}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}
