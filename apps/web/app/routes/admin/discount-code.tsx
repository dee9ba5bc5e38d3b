import {
  type AdminDiscountCode,
  type AdminDiscountCodeDetails,
  adminDiscountCode,
  adminDiscountCodeBody,
  adminDiscountCodeDetails,
  formatMoney,
} from '@shop/contract'
import { Link, redirect, useSearchParams } from 'react-router'
import { CodeForm } from '#web/components/admin/discounts/code-form.tsx'
import { discountText, STATUS_STYLE, termsText } from '#web/components/admin/discounts/code-text.ts'
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
import { codeBody, codeFormValues, readCodeForm } from '#web/lib/discount-code-form.ts'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { pathFieldErrors } from '#web/lib/forms.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/discount-code'

export const meta: Route.MetaFunction = ({ matches, params }) =>
  adminMeta(matches, params.id === 'new' ? 'discounts.newTitle' : 'discounts.editTitle')

const NEW = 'new'

/** A discount code with its usage, or none at `/admin/discount-codes/new` (issue 27). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, params.id === NEW ? 'discounts.manage' : 'discounts.view')
  if (params.id === NEW) return { code: null }
  const path = `/admin/discount-codes/${encodeURIComponent(params.id)}`
  return { code: await adminFind(context, path, adminDiscountCodeDetails) }
}

/**
 * Creates (then shows the new code, saying so) or saves the code. A refusal, the form's or the
 * API's (a code spelt like another: 409 on the code field), answers each field's error with
 * everything typed, so nothing is lost.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'discounts.manage')
  const values = readCodeForm(await request.formData())
  const parsed = adminDiscountCodeBody.safeParse(codeBody(values))
  if (!parsed.success)
    return formFailure<string>(
      pathFieldErrors(parsed.error.issues),
      'admin.discounts.errors.fixForm',
      {
        values,
      },
    )
  const creating = params.id === NEW
  const path = creating
    ? '/admin/discount-codes'
    : `/admin/discount-codes/${encodeURIComponent(params.id)}`
  let code: AdminDiscountCode
  try {
    code = await adminRequest(context, path, adminDiscountCode, {
      method: creating ? 'POST' : 'PUT',
      body: JSON.stringify(parsed.data),
    })
  } catch (error) {
    if (error instanceof AdminApiError && error.body?.code === 'DISCOUNT_CODE_TAKEN') {
      const taken = 'admin.discounts.errors.codeTaken'
      return formFailure<string>({ code: taken }, taken, { status: 409, values })
    }
    if (error instanceof AdminApiError && error.status === 400)
      return formFailure<string>(
        pathFieldErrors(error.body?.errors ?? []),
        'admin.discounts.errors.fixForm',
        { values },
      )
    if (error instanceof AdminApiError && error.status === 404)
      return formFailure<string>({}, 'admin.discounts.errors.notFound', { status: 404, values })
    return apiFailure(error, { values })
  }
  if (creating) return redirect(`/admin/discount-codes/${code._id}?created=1`)
  return { ok: true as const, message: 'admin.discounts.saved' }
}

/** What the code did: orders that hold it, the discount they got, the latest of them. */
function Usage({ code }: { code: AdminDiscountCodeDetails }) {
  const { t, language } = useAdminT()
  const { usage } = code
  const cell = 'px-2 py-1.5 text-left'
  return (
    <section
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="code-usage"
    >
      <h2 className="text-lg font-semibold">{t('discounts.usage.title')}</h2>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-stone-600">{t('discounts.usage.orders')}</dt>
          <dd className="text-xl font-semibold" data-testid="usage-orders">
            {code.usage_limit === null
              ? usage.orders
              : t('discounts.list.usedOf', { used: usage.orders, limit: code.usage_limit })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600">{t('discounts.usage.discounted')}</dt>
          <dd className="text-xl font-semibold" data-testid="usage-discounted">
            {formatMoney(usage.discounted, language)}
          </dd>
        </div>
      </dl>
      {usage.recent.length === 0 ? (
        <p className="text-sm text-stone-600">{t('discounts.usage.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('discounts.usage.recent')}</caption>
            <thead className="text-xs text-stone-600">
              <tr>
                <th className={cell}>{t('discounts.usage.reference')}</th>
                <th className={cell}>{t('discounts.usage.date')}</th>
                <th className={`${cell} text-right`}>{t('discounts.usage.discount')}</th>
                <th className={`${cell} text-right`}>{t('discounts.usage.total')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {usage.recent.map((order) => (
                <tr key={order._id}>
                  <td className={cell}>
                    <Link
                      to={`/admin/orders/${order._id}`}
                      className="underline underline-offset-2"
                    >
                      {order.reference}
                    </Link>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    {formatDateTime(order.created_at)}
                  </td>
                  <td className={`${cell} text-right`}>{formatMoney(order.discount, language)}</td>
                  <td className={`${cell} text-right`}>{formatMoney(order.total, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

export default function DiscountCode({ loaderData, actionData }: Route.ComponentProps) {
  const { code } = loaderData
  const { t, language } = useAdminT()
  const canManage = useStaffCan('discounts.manage')
  const [search] = useSearchParams()
  // a refused post shows what was typed; otherwise the code as saved
  const typed = actionData && !actionData.ok ? actionData.values : undefined
  const values = typed ? (typed as Record<string, string>) : codeFormValues(code)
  const created = !actionData && search.get('created') === '1' && code
  return (
    <div className="max-w-3xl space-y-4">
      <p>
        <Link to="/admin/discount-codes" className="text-sm underline underline-offset-2">
          ← {t('discounts.back')}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          {code ? t('discounts.editTitle') : t('discounts.newTitle')}
        </h1>
        {code && (
          <span className={`rounded px-1.5 text-sm ${STATUS_STYLE[code.status]}`}>
            {t(`discounts.statuses.${code.status}`)}
          </span>
        )}
      </div>
      {code && (
        <p className="text-sm text-stone-700">
          <span className="font-mono font-medium">{code.code}</span> ·{' '}
          {discountText(code, t, language)}
          {' · '}
          {termsText(code, t, language)}
        </p>
      )}
      <div aria-live="polite">
        <FormStatus
          result={created ? { ok: true, message: 'admin.discounts.created' } : actionData}
        />
      </div>
      {code && <Usage code={code} />}
      {canManage && (
        <CodeForm key={code?._id ?? NEW} code={code} values={values} result={actionData} />
      )}
    </div>
  )
}
