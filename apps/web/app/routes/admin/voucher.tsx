import { type AdminVoucherOffer, adminVoucherOffer, adminVoucherOfferBody } from '@shop/contract'
import { Link, redirect, useSearchParams } from 'react-router'
import { OfferForm } from '#web/components/admin/vouchers/offer-form.tsx'
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
import {
  offerBody,
  offerFieldErrors,
  offerFormValues,
  readOfferForm,
} from '#web/lib/voucher-offer-form.ts'
import type { Route } from './+types/voucher'

export const meta: Route.MetaFunction = ({ matches, params }) =>
  adminMeta(matches, params.id === 'new' ? 'vouchers.newTitle' : 'vouchers.editTitle')

const NEW = 'new'

/** A voucher offer to edit, or none at `/admin/vouchers/new` (issue 16). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'vouchers.manage')
  if (params.id === NEW) return { offer: null }
  const path = `/admin/voucher-offers/${encodeURIComponent(params.id)}`
  return { offer: await adminFind(context, path, adminVoucherOffer) }
}

/**
 * Creates (then shows the new offer, saying so) or saves the offer. A refusal, the form's or the
 * API's, answers each field's error with everything typed, so nothing is lost.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'vouchers.manage')
  const values = readOfferForm(await request.formData())
  const parsed = adminVoucherOfferBody.safeParse(offerBody(values))
  if (!parsed.success) {
    const fieldErrors = offerFieldErrors(parsed.error.issues, values)
    return formFailure<string>(fieldErrors, 'admin.vouchers.errors.fixForm', { values })
  }
  const creating = params.id === NEW
  const path = creating
    ? '/admin/voucher-offers'
    : `/admin/voucher-offers/${encodeURIComponent(params.id)}`
  let offer: AdminVoucherOffer
  try {
    offer = await adminRequest(context, path, adminVoucherOffer, {
      method: creating ? 'POST' : 'PUT',
      body: JSON.stringify(parsed.data),
    })
  } catch (error) {
    if (error instanceof AdminApiError && error.body?.code === 'STOCK_BELOW_REDEEMED') {
      const stock = 'admin.vouchers.errors.stockBelowRedeemed'
      return formFailure<string>({ stock }, stock, { status: 409, values })
    }
    if (error instanceof AdminApiError && error.status === 400) {
      const fieldErrors = offerFieldErrors(error.body?.errors ?? [], values)
      return formFailure<string>(fieldErrors, 'admin.vouchers.errors.fixForm', { values })
    }
    if (error instanceof AdminApiError && error.status === 404)
      return formFailure<string>({}, 'admin.vouchers.errors.notFound', { status: 404, values })
    return apiFailure(error, { values })
  }
  if (creating) return redirect(`/admin/vouchers/${offer._id}?created=1`)
  return { ok: true as const, message: 'admin.vouchers.saved' }
}

export default function Voucher({ loaderData, actionData }: Route.ComponentProps) {
  const { offer } = loaderData
  const { t } = useAdminT()
  const [search] = useSearchParams()
  // a refused post shows what was typed; otherwise the offer as saved
  const typed = actionData && !actionData.ok ? actionData.values : undefined
  const values = typed ? (typed as Record<string, string>) : offerFormValues(offer)
  const created = !actionData && search.get('created') === '1' && offer
  return (
    <div className="max-w-3xl space-y-4">
      <p>
        <Link to="/admin/vouchers" className="text-sm underline underline-offset-2">
          ← {t('vouchers.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">
        {offer ? t('vouchers.editTitle') : t('vouchers.newTitle')}
      </h1>
      <div aria-live="polite">
        <FormStatus
          result={created ? { ok: true, message: 'admin.vouchers.created' } : actionData}
        />
      </div>
      <OfferForm key={offer?._id ?? NEW} offer={offer} values={values} result={actionData} />
    </div>
  )
}
