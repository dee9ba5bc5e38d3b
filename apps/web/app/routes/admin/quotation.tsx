import {
  type AdminQuotationDetails,
  adminProducts,
  adminQuotationDetails,
  formatMoney,
  issueQuotationBody,
  pickText,
} from '@shop/contract'
import { Link } from 'react-router'
import { QuotationEditor } from '#web/components/admin/quotations/quotation-editor.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import {
  AdminApiError,
  adminFind,
  adminRequest,
  requirePermission,
  requireStaffUser,
} from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import { formatDate, formatDateTime } from '#web/lib/format-date.ts'
import type { FormResult } from '#web/lib/forms.ts'
import {
  type EditorValues,
  editorBody,
  editorFieldErrors,
  editorValues,
  PICK_LIMIT,
  readEditorForm,
  rowsToFind,
  searchOptions,
  withFound,
  withItemNames,
  withSpareRows,
} from '#web/lib/quotation-editor-form.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/quotation'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'quotations.title')

const apiPath = (id: string) => `/admin/quotations/${encodeURIComponent(id)}`

/** One quotation: the request, the contact, every version, and the editor (issue 17). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.view')
  return { quotation: await adminFind(context, apiPath(params.id), adminQuotationDetails) }
}

/**
 * Issues the next version. A refusal, the form's or the API's, answers each field's error with
 * everything typed (spare rows added again), so nothing is lost.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.manage')
  const form = await request.formData()
  const intent = String(form.get('intent') ?? 'find')
  const typed = readEditorForm(form)
  if (intent !== 'issue') return findItems(context, intent, typed)
  const values = withItemNames(typed)
  const { rows, body } = editorBody(values)
  const kept = withSpareRows(values)
  const parsed = issueQuotationBody.safeParse(body)
  if (!parsed.success)
    return formFailure<string>(
      editorFieldErrors(parsed.error.issues, rows, values),
      'admin.quotations.errors.fixForm',
      { values: kept },
    )
  let issued: AdminQuotationDetails
  try {
    issued = await adminRequest(context, `${apiPath(params.id)}/versions`, adminQuotationDetails, {
      method: 'POST',
      body: JSON.stringify(parsed.data),
    })
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 400)
      return formFailure<string>(
        editorFieldErrors(error.body?.errors ?? [], rows, values),
        'admin.quotations.errors.fixForm',
        { values: kept },
      )
    if (error instanceof AdminApiError && error.status === 409)
      return formFailure<string>({}, 'admin.quotations.errors.notAllowed', {
        status: 409,
        values: kept,
      })
    if (error instanceof AdminApiError && error.status === 404)
      return formFailure<string>({}, 'admin.quotations.errors.notFound', {
        status: 404,
        values: kept,
      })
    return apiFailure(error, { values: kept })
  }
  return {
    ok: true as const,
    message: 'admin.quotations.issued',
    values: { version: issued.versions[0]?.version ?? 1 },
  }
}

/**
 * A search for catalogue items by name or SKU (active products, each size and colour an item);
 * it answers the form as typed with the matches offered on the searched rows.
 */
async function findItems(
  context: Route.ActionArgs['context'],
  intent: string,
  typed: EditorValues,
) {
  let values = withSpareRows(
    Object.fromEntries(Object.entries(typed).filter(([key]) => !key.endsWith('_found'))),
  )
  const rows = rowsToFind(intent, typed)
  const searches = await Promise.all(
    rows.map(async (row) => {
      const query = (typed[`line_${row}_find`] ?? '').trim()
      if (!query) return { row, found: [] }
      const params = new URLSearchParams({
        search: query,
        status: 'active',
        with_variants: 'true',
        per_page: String(PICK_LIMIT),
      })
      const list = await adminRequest(context, `/admin/products?${params}`, adminProducts)
      return { row, found: searchOptions(list) }
    }),
  ).catch((error: unknown) => error)
  if (!Array.isArray(searches)) return apiFailure(searches, { values })
  for (const { row, found } of searches) values = withFound(values, row, found)
  const found: FormResult<string> = { ok: true, intent: 'find', values }
  return found
}

function RequestFacts({ quotation }: { quotation: AdminQuotationDetails }) {
  const { t } = useAdminT()
  const { flat } = quotation.request
  const facts: [string, string][] = [
    [t('quotations.request.size'), t('quotations.request.sqft', { size: flat.size_sqft })],
    [t('quotations.request.rooms'), String(flat.rooms)],
    [t('quotations.request.address'), flat.address],
    [t('quotations.request.style'), flat.style],
    [t('quotations.request.wishes'), quotation.request.wishes],
    [
      t('quotations.request.contact'),
      [quotation.contact.name, quotation.contact.email, quotation.contact.phone]
        .filter(Boolean)
        .join(' · '),
    ],
    [t('quotations.request.language'), t(`quotations.request.languages.${quotation.language}`)],
  ]
  return (
    <section
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
      aria-labelledby="request-title"
    >
      <h2 id="request-title" className="text-lg font-semibold">
        {t('quotations.request.title')}
      </h2>
      <dl
        className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]"
        data-testid="quotation-request"
      >
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-stone-600">{term}</dt>
              <dd className="whitespace-pre-line break-words">{value}</dd>
            </div>
          ))}
      </dl>
      {quotation.booking && (
        <p className="text-sm">
          <Link
            to={`/admin/orders/${quotation.booking.order_id}`}
            className="underline underline-offset-2"
          >
            {t('quotations.request.booking', { date: formatDateTime(quotation.booking.starts_at) })}
          </Link>
        </p>
      )}
    </section>
  )
}

function Versions({ quotation }: { quotation: AdminQuotationDetails }) {
  const { t, language } = useAdminT()
  if (quotation.versions.length === 0) return null
  const money = (amount: string) => formatMoney(amount, language)
  return (
    <section className="space-y-3" aria-labelledby="versions-title">
      <h2 id="versions-title" className="text-lg font-semibold">
        {t('quotations.versions.title')}
      </h2>
      {quotation.versions.map((version, index) => (
        <details
          key={version.version}
          open={index === 0}
          className="rounded-lg border border-stone-200 bg-white p-4"
          data-testid="admin-quotation-version"
        >
          <summary className="cursor-pointer font-semibold">
            {t('quotations.versions.version', { version: version.version })} ·{' '}
            {money(version.total)} ·{' '}
            {t('quotations.validUntil', { date: formatDate(version.valid_until) })}
          </summary>
          <div className="mt-3 space-y-3 text-sm">
            <p className="text-stone-600">
              {t('quotations.versions.issuedBy', {
                date: formatDateTime(version.issued_at),
                name: version.issued_by?.name ?? '—',
              })}
            </p>
            <ul className="divide-y divide-stone-200">
              {version.lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an issued version's lines never change
                <li key={i} className="grid grid-cols-[1fr_auto] gap-2 py-1">
                  <span className="min-w-0 break-words">
                    <span className="text-stone-600">
                      {t(`quotations.categories.${line.category}`)}:{' '}
                    </span>
                    {pickText(line.description, language) || line.description.en} · {line.qty} ×{' '}
                    {money(line.unit_price)}
                  </span>
                  <span>{money(line.amount)}</span>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4">
              <dt>{t('quotations.totals.subtotal')}</dt>
              <dd>{money(version.subtotal)}</dd>
              <dt>{t('quotations.totals.discount')}</dt>
              <dd>{money(version.discount)}</dd>
              <dt className="font-semibold">{t('quotations.totals.total')}</dt>
              <dd className="font-semibold">{money(version.total)}</dd>
              <dt>{t('quotations.totals.first')}</dt>
              <dd>{money(version.first_installment)}</dd>
              <dt>{t('quotations.totals.second')}</dt>
              <dd>{money(version.second_installment)}</dd>
            </dl>
            {pickText(version.terms, language) && (
              <p className="whitespace-pre-line">
                <span className="font-medium">{t('quotations.versions.terms')}: </span>
                {pickText(version.terms, language)}
              </p>
            )}
            {version.note && (
              <p className="whitespace-pre-line rounded bg-amber-50 p-2">
                <span className="font-medium">{t('quotations.versions.note')}: </span>
                {version.note}
              </p>
            )}
          </div>
        </details>
      ))}
    </section>
  )
}

export default function Quotation({ loaderData, actionData }: Route.ComponentProps) {
  const { quotation } = loaderData
  const { t } = useAdminT()
  const canManage = useStaffCan('services.manage')
  const editable = ['requested', 'issued', 'expired'].includes(quotation.status)
  const latest = quotation.versions[0]
  const typed =
    actionData && (!actionData.ok || actionData.intent === 'find') ? actionData.values : undefined
  const values = typed ? (typed as Record<string, string>) : editorValues(quotation)
  return (
    <div className="max-w-3xl space-y-4">
      <p>
        <Link to="/admin/quotations" className="text-sm underline underline-offset-2">
          ← {t('quotations.back')}
        </Link>
      </p>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{quotation.reference}</h1>
        <span className="rounded bg-stone-200 px-1.5 text-sm" data-testid="quotation-status">
          {t(`quotations.status.${quotation.status}`)}
        </span>
      </header>
      <div aria-live="polite">
        <FormStatus result={actionData} />
      </div>
      {quotation.status === 'cancelled' && (
        <p
          className="rounded border border-stone-300 bg-stone-50 p-3 text-sm"
          data-testid="quotation-cancelled"
        >
          {t('quotations.cancelled', { reason: quotation.cancel_reason ?? '—' })}
        </p>
      )}
      {quotation.status === 'accepted' && (
        <p className="rounded border border-green-300 bg-green-50 p-3 text-sm">
          {t('quotations.accepted', { version: quotation.accepted_version ?? '' })}
        </p>
      )}
      <RequestFacts quotation={quotation} />
      <Versions quotation={quotation} />
      {editable &&
        (canManage ? (
          <section className="space-y-3" aria-labelledby="editor-title">
            <h2 id="editor-title" className="text-lg font-semibold">
              {latest ? t('quotations.editor.reviseTitle') : t('quotations.editor.issueTitle')}
            </h2>
            {latest && (
              <p className="text-sm text-stone-600">{t('quotations.editor.reviseHint')}</p>
            )}
            <QuotationEditor
              key={latest?.version ?? 0}
              values={values}
              result={actionData}
              nextVersion={(latest?.version ?? 0) + 1}
            />
          </section>
        ) : (
          <p className="text-sm text-stone-600">{t('quotations.readOnly')}</p>
        ))}
    </div>
  )
}
