import {
  ADMIN_CUSTOMER_RECENT,
  adminCustomerDetails,
  adminCustomerMembership,
  adminCustomerUpdateBody,
  adminPointsAdjustmentBody,
  adminVerificationSent,
  formatMoney,
  pickText,
} from '@shop/contract'
import type { ReactNode } from 'react'
import { Form, Link, useNavigation, useSearchParams } from 'react-router'
import { AdjustPointsForm } from '#web/components/admin/membership/adjust-points-form.tsx'
import { MembershipPanel } from '#web/components/admin/membership/membership-panel.tsx'
import { FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import {
  adminFind,
  adminRequest,
  requirePermission,
  requireStaffUser,
} from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { type FieldErrors, text, validate } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/customer'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.customer.username || loaderData?.customer.email || 'Customer' },
]

/** Points history lines a page of the membership panel shows. */
const POINTS_PER_PAGE = 10

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'customers.view')
  const path = `/admin/customers/${encodeURIComponent(params.id)}`
  const page = Math.max(
    1,
    Number.parseInt(new URL(request.url).searchParams.get('page') ?? '', 10) || 1,
  )
  const query = new URLSearchParams({ page: String(page), per_page: String(POINTS_PER_PAGE) })
  const [customer, membership] = await Promise.all([
    adminFind(context, path, adminCustomerDetails),
    adminFind(context, `${path}/membership?${query}`, adminCustomerMembership),
  ])
  return { customer, membership }
}

/** Points added or taken by staff, with a reason (issue 16); what was typed comes back if refused. */
async function adjustPoints(context: Route.ActionArgs['context'], path: string, form: FormData) {
  const intent = 'adjust'
  const values = { points: text(form, 'points'), reason: text(form, 'reason') }
  const points = values.points.trim() === '' ? null : Number(values.points)
  const body = validate(adminPointsAdjustmentBody, { points, reason: values.reason })
  if (!body.ok) {
    const fieldErrors: FieldErrors<string> = { ...body.fieldErrors }
    if (fieldErrors.points)
      fieldErrors.points = values.points.trim()
        ? 'admin.membership.errors.pointsNotZero'
        : 'errors.required'
    if (fieldErrors.reason && !values.reason.trim()) fieldErrors.reason = 'errors.required'
    const first = fieldErrors.points ?? fieldErrors.reason ?? body.error
    return formFailure<string>(fieldErrors, first, { intent, values })
  }
  try {
    const membership = await adminRequest(context, `${path}/points`, adminCustomerMembership, {
      method: 'POST',
      body: JSON.stringify(body.body),
    })
    const signed = body.body.points > 0 ? `+${body.body.points}` : String(body.body.points)
    return {
      ok: true as const,
      intent,
      message: 'admin.membership.adjust.done',
      values: { points: signed, available: membership.balance.available },
    }
  } catch (error) {
    return apiFailure(error, { intent, values })
  }
}

/**
 * Resend the verification e-mail; disable or enable the account (after a confirmation step);
 * adjust the membership points.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  const form = await request.formData()
  const intent = text(form, 'intent')
  const path = `/admin/customers/${encodeURIComponent(params.id)}`
  if (intent === 'adjust') {
    requirePermission(me, 'membership.adjust')
    return adjustPoints(context, path, form)
  }
  requirePermission(me, 'customers.manage')
  try {
    if (intent === 'resend') {
      const sent = await adminRequest(context, `${path}/verification`, adminVerificationSent, {
        method: 'POST',
      })
      const values = { email: sent.sent_to }
      return { ok: true as const, intent, message: 'admin.people.customers.resent', values }
    }
    if (intent === 'disable' || intent === 'enable') {
      const body = validate(adminCustomerUpdateBody, { disabled: intent === 'disable' })
      if (!body.ok) return formFailure<string>(body.fieldErrors, body.error, { intent })
      await adminRequest(context, path, adminCustomerDetails, {
        method: 'PUT',
        body: JSON.stringify(body.body),
      })
      const message =
        intent === 'disable'
          ? 'admin.people.customers.disabledDone'
          : 'admin.people.customers.enabledDone'
      return { ok: true as const, intent, message }
    }
  } catch (error) {
    return apiFailure(error, { intent })
  }
  return formFailure<string>({}, 'admin.errors.invalid', { intent })
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

export default function Customer({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, membership } = loaderData
  const canManage = useStaffCan('customers.manage')
  const canAdjust = useStaffCan('membership.adjust')
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const sending = (intent: string) => isIntentPending(navigation, intent)
  const [search] = useSearchParams()
  const asked = search.get('confirm')
  // the confirmation shows while it still applies: a done change closes it, with or without script
  const confirming =
    (asked === 'disable' && !customer.disabled) || (asked === 'enable' && customer.disabled)
      ? asked
      : null
  const readOnly = (
    <span className="text-xs font-normal text-stone-600">({t('people.customers.readOnly')})</span>
  )
  return (
    <div className="max-w-4xl space-y-6" data-testid="customer-page">
      <p>
        <Link to="/admin/customers" className="text-sm underline underline-offset-2">
          ← {t('people.customers.back')}
        </Link>
      </p>
      <header className="space-y-1">
        <h1 className="break-words text-2xl font-semibold">
          {customer.username || t('people.customers.noName')}
        </h1>
        <p className="flex flex-wrap gap-2 text-sm">
          <span
            data-testid="customer-state"
            className={customer.disabled ? 'font-medium text-red-800' : ''}
          >
            {customer.disabled
              ? t('people.customers.disabledSince', {
                  date: formatDateTime(customer.disabled_at ?? ''),
                })
              : t('people.customers.active')}
          </span>
          <span>
            ·{' '}
            {customer.is_verified
              ? t('people.customers.verified')
              : t('people.customers.unverified')}
          </span>
        </p>
      </header>

      <div aria-live="polite">
        {/* an adjustment answers next to its form, below */}
        {actionData?.intent !== 'adjust' && <FormStatus result={actionData} />}
      </div>

      <Section id="profile-title" title={t('people.customers.profile')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">{t('people.customers.email')}</dt>
          <dd className="break-all">{customer.email || '—'}</dd>
          <dt className="text-stone-600">{t('people.customers.phone')}</dt>
          <dd>
            <bdi dir="ltr">{customer.phone ? `+${customer.area_code} ${customer.phone}` : '—'}</bdi>
          </dd>
          <dt className="text-stone-600">{t('people.customers.language')}</dt>
          <dd>{t(`people.enquiries.language.${customer.language}`)}</dd>
          <dt className="text-stone-600">{t('people.customers.joined')}</dt>
          <dd>{formatDateTime(customer.created_at)}</dd>
          <dt className="text-stone-600">{t('people.customers.lastSeen')}</dt>
          <dd>{formatDateTime(customer.last_seen_at)}</dd>
        </dl>
      </Section>

      {canManage && (
        <Section id="account-title" title={t('people.customers.actions')}>
          <div className="flex flex-wrap gap-3" data-testid="customer-actions">
            {customer.email && !customer.is_verified && (
              <Form method="post">
                <SubmitButton
                  name="intent"
                  value="resend"
                  variant="secondary"
                  pending={sending('resend')}
                  pendingText={t('people.customers.resending')}
                >
                  {t('people.customers.resend')}
                </SubmitButton>
              </Form>
            )}
            {!confirming && (
              <Form method="get">
                <input
                  type="hidden"
                  name="confirm"
                  value={customer.disabled ? 'enable' : 'disable'}
                />
                <SubmitButton variant={customer.disabled ? 'secondary' : 'danger'}>
                  {customer.disabled ? t('people.customers.enable') : t('people.customers.disable')}
                </SubmitButton>
              </Form>
            )}
          </div>
          {confirming && (
            <Form
              method="post"
              action={`/admin/customers/${customer._id}`}
              className="space-y-3 rounded border border-amber-300 bg-amber-50 p-3"
              data-testid="confirm-disabled"
            >
              <p className="text-sm">
                {confirming === 'disable'
                  ? t('people.customers.disableConfirm')
                  : t('people.customers.enableConfirm')}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <SubmitButton
                  name="intent"
                  value={confirming}
                  variant={confirming === 'disable' ? 'danger' : 'primary'}
                  pending={sending(confirming)}
                  pendingText={
                    confirming === 'disable'
                      ? t('people.customers.disabling')
                      : t('people.customers.enabling')
                  }
                >
                  {confirming === 'disable'
                    ? t('people.customers.disable')
                    : t('people.customers.enable')}
                </SubmitButton>
                <Link
                  to={`/admin/customers/${customer._id}`}
                  className="text-sm underline underline-offset-2"
                >
                  {t('people.confirm.cancel')}
                </Link>
              </div>
            </Form>
          )}
        </Section>
      )}

      <Section id="orders-title" title={t('people.customers.ordersTitle')}>
        {customer.orders.length === 0 ? (
          <p className="text-sm">{t('people.customers.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 text-sm" data-testid="customer-orders">
            {customer.orders.map((order) => (
              <li key={order._id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <Link
                  to={`/admin/orders/${order._id}`}
                  className="font-medium underline underline-offset-2"
                >
                  <bdi dir="ltr">{order.reference}</bdi>
                </Link>
                <span>{formatDateTime(order.created_at)}</span>
                <span>
                  {t(`orders.statuses.${order.status}`)} ·{' '}
                  {t(`orders.methods.${order.payment_method}`)} ·{' '}
                  {t(`orders.paymentStatuses.${order.payment_status}`)}
                </span>
                <bdi dir="ltr">{formatMoney(order.total, language)}</bdi>
              </li>
            ))}
          </ul>
        )}
        {customer.order_count > ADMIN_CUSTOMER_RECENT && (
          <p className="text-xs text-stone-600">
            {t('people.customers.ordersMore', {
              shown: ADMIN_CUSTOMER_RECENT,
              count: customer.order_count,
            })}
          </p>
        )}
      </Section>

      <Section id="membership-title" title={t('membership.title')}>
        <MembershipPanel membership={membership} perPage={POINTS_PER_PAGE} />
        {canAdjust && <AdjustPointsForm result={actionData} />}
      </Section>

      <Section
        id="vouchers-title"
        title={
          <>
            {t('people.customers.vouchersTitle')} {readOnly}
          </>
        }
      >
        {customer.vouchers.length === 0 ? (
          <p className="text-sm">{t('people.customers.noVouchers')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 text-sm">
            {customer.vouchers.map((voucher) => (
              <li
                key={`${voucher.code}-${voucher.used_at}`}
                className="flex flex-wrap justify-between gap-x-4 py-2"
              >
                <bdi dir="ltr" className="font-mono">
                  {voucher.code}
                </bdi>
                <span>{pickText(voucher.title, language)}</span>
                {voucher.order_reference && <bdi dir="ltr">{voucher.order_reference}</bdi>}
                <span>{formatDateTime(voucher.used_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  )
}
