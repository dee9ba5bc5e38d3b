import { data, isRouteErrorResponse, redirect } from 'react-router'
import { ErrorPage } from '#web/components/error-page.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { ProjectView } from '#web/components/projects/project-view.tsx'
import { QuotationView } from '#web/components/quotations/quotation-view.tsx'
import { getConfiguration } from '#web/lib/api.server.ts'
import { currentToken } from '#web/lib/auth.server.ts'
import { prefixOf } from '#web/lib/form-action.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { newIdempotencyKey } from '#web/lib/idempotency-key.server.ts'
import { pageUrl } from '#web/lib/page-url.ts'
import { PROJECT_INTENTS, type ProjectActionData } from '#web/lib/project-forms.ts'
import { loadProject, projectAction, withRefreshedRecord } from '#web/lib/projects.server.ts'
import { loadQuotation, quotationAction } from '#web/lib/quotations.server.ts'
import { loginPathFor } from '#web/lib/return-to.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { useResultToast } from '#web/lib/use-form-feedback.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/detail'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.projectOrders'),
  { name: 'robots', content: 'noindex' },
]

/**
 * `shop/project/order/{id}` (spec §2): one of the caller's quotations; any other id is 404. An
 * accepted one is a project with the same id (issue 18) and shows as one; its quotation stays
 * readable at `?view=quotation`. `?refresh={record}` re-reads a receipt still being read and
 * `?payment=` says how the payment page sent the shopper back.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = pageUrl(request)
  if (!currentToken(context)) throw redirect(loginPathFor(prefixOf(request), url.pathname))
  const quotation = await loadQuotation(context, params.id)
  if (!quotation) throw data(null, { status: 404 })
  const asQuotation = url.searchParams.get('view') === 'quotation'
  if (quotation.status !== 'accepted' || asQuotation)
    return { quotation, asQuotation, project: null }
  const [found, config] = await Promise.all([
    loadProject(context, params.id),
    getConfiguration(context),
  ])
  // until the API has made the project of an accepted quotation, the quotation shows as before
  if (!found) return { quotation, asQuotation, project: null }
  return {
    quotation,
    asQuotation,
    project: await withRefreshedRecord(context, found, url.searchParams.get('refresh')),
    instructions: config.payment_instructions ?? {},
    testPayments: config.payments.test_payments,
    payment: url.searchParams.get('payment'),
    idempotencyKey: newIdempotencyKey(),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!currentToken(context))
    throw redirect(loginPathFor(prefixOf(request), pageUrl(request).pathname))
  // the project's forms (issue 18); accept and cancel are the quotation's
  const form = await request.clone().formData()
  if ((PROJECT_INTENTS as readonly string[]).includes(String(form.get('intent'))))
    return projectAction(request, context, params.id, form)
  return quotationAction(request, context, params.id)
}

export default function QuotationPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale()
  useResultToast(actionData)
  if (loaderData.project)
    return (
      <ProjectView
        project={loaderData.project}
        instructions={loaderData.instructions}
        testPayments={loaderData.testPayments}
        idempotencyKey={loaderData.idempotencyKey}
        payment={loaderData.payment}
        result={actionData as ProjectActionData | undefined}
        locale={locale}
      />
    )
  return (
    <QuotationView
      quotation={loaderData.quotation}
      result={actionData}
      project={loaderData.asQuotation}
    />
  )
}

/** A quotation that is not the caller's reads "Quotation not found". */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />
  return (
    <div className="container-shop py-20 text-center" data-testid="quotation-not-found">
      <h1 className="text-2xl font-semibold">{t('quotations.errors.notFound')}</h1>
      <LocalizedLink to="/shop/project/order" className="mt-6 inline-block underline">
        {t('quotations.backToList')}
      </LocalizedLink>
    </div>
  )
}
