import {
  adminCatalogOptions,
  adminProduct,
  adminProductBody,
  adminProductPatch,
  adminVariant,
  adminVariantBody,
  adminVariantPatch,
  stockAdjustmentBody,
  stockAdjustmentResult,
  stockHistory,
} from '@shop/contract'
import { data, Link, redirect, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { ProductForm } from '#web/components/admin/catalog/product-form.tsx'
import { ProductPictures } from '#web/components/admin/catalog/product-pictures.tsx'
import { NewVariantForm, VariantRow } from '#web/components/admin/catalog/variant-row.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import {
  adminFind,
  adminRequest,
  requirePermission,
  requireStaffUser,
} from '#web/lib/admin.server.ts'
import {
  adjustmentBodyOf,
  productBodyOf,
  typedValues,
  variantBodyOf,
} from '#web/lib/admin-catalog-form.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { imageAction, uploadImages } from '#web/lib/admin-product-images.server.ts'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { validate } from '#web/lib/forms.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/product'

export const meta: Route.MetaFunction = ({ matches, params }) =>
  adminMeta(matches, params.id === 'new' ? 'catalog.newTitle' : 'catalog.editTitle')

const NEW = 'new'

/** A product with its variants and, when asked, one variant's stock history (issue 27). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, params.id === NEW ? 'catalog.manage' : 'catalog.view')
  const options = await adminRequest(context, '/admin/products/options', adminCatalogOptions)
  if (params.id === NEW) return { product: null, options, history: null }
  const product = await adminFind(
    context,
    `/admin/products/${encodeURIComponent(params.id)}`,
    adminProduct,
  )
  const historyOf = new URL(request.url).searchParams.get('history')
  const variant = product.variants.find((v) => v._id === historyOf)
  const history = variant
    ? {
        variant,
        list: await adminRequest(
          context,
          `/admin/variants/${variant._id}/stock-history?per_page=50`,
          stockHistory,
        ),
      }
    : null
  return { product, options, history }
}

async function send<T extends z.ZodType>(
  context: Route.ActionArgs['context'],
  path: string,
  schema: T,
  method: 'POST' | 'PATCH',
  body: unknown,
) {
  return adminRequest(context, path, schema, { method, body: JSON.stringify(body) })
}

/**
 * One action per form of the page (`intent`): the product, a new variant, a variant's prices,
 * a stock adjustment, the pictures (`image-*`). Each refusal answers its form's fields with what
 * was typed.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'catalog.manage')
  const form = await request.formData()
  const intent = String(form.get('intent') ?? 'product')
  if (intent === 'image-upload') {
    const { result, status } = await uploadImages(context, me, params.id, form)
    return data(result, { status })
  }
  if (intent.startsWith('image-')) {
    const { result, status } = await imageAction(context, intent, form)
    return data(result, { status })
  }
  const values = typedValues(form)
  const variantId = encodeURIComponent(String(form.get('variant_id') ?? ''))
  const productPath = `/admin/products/${encodeURIComponent(params.id)}`
  const refused = (fieldErrors: Record<string, string>) =>
    formFailure<string>(fieldErrors, 'admin.catalog.errors.fixForm', { intent, values })
  try {
    if (intent === 'product') {
      const creating = params.id === NEW
      const checked = validate(creating ? adminProductBody : adminProductPatch, productBodyOf(form))
      if (!checked.ok) return refused(checked.fieldErrors)
      const saved = await send(
        context,
        creating ? '/admin/products' : productPath,
        adminProduct,
        creating ? 'POST' : 'PATCH',
        checked.body,
      )
      if (creating) return redirect(`/admin/products/${saved._id}?created=1`)
      return { ok: true as const, intent, message: 'admin.catalog.saved' }
    }
    if (intent === 'variant-add') {
      const checked = validate(adminVariantBody, variantBodyOf(form, true))
      if (!checked.ok) return refused(checked.fieldErrors)
      await send(context, `${productPath}/variants`, adminVariant, 'POST', checked.body)
      return { ok: true as const, intent, message: 'admin.catalog.variantAdded' }
    }
    if (intent === 'variant-save') {
      const checked = validate(adminVariantPatch, variantBodyOf(form, false))
      if (!checked.ok) return refused(checked.fieldErrors)
      await send(context, `/admin/variants/${variantId}`, adminVariant, 'PATCH', checked.body)
      return {
        ok: true as const,
        intent: `${intent}:${form.get('variant_id')}`,
        message: 'admin.catalog.variantSaved',
      }
    }
    if (intent === 'stock') {
      const checked = validate(stockAdjustmentBody, adjustmentBodyOf(form))
      if (!checked.ok)
        return formFailure<string>(checked.fieldErrors, checked.error, {
          intent: `stock:${form.get('variant_id')}`,
          values,
        })
      const result = await send(
        context,
        `/admin/variants/${variantId}/stock-adjustments`,
        stockAdjustmentResult,
        'POST',
        checked.body,
      )
      return {
        ok: true as const,
        intent: `stock:${form.get('variant_id')}`,
        message: 'admin.catalog.stockAdjusted',
        values: { sku: result.variant.sku, stock: result.variant.stock },
      }
    }
    return refused({})
  } catch (error) {
    const rowIntent =
      intent === 'stock' || intent === 'variant-save'
        ? `${intent}:${form.get('variant_id')}`
        : intent
    return apiFailure(error, { intent: rowIntent, values })
  }
}

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { product, options, history } = loaderData
  const { t } = useAdminT()
  const [search] = useSearchParams()
  const canManage = useStaffCan('catalog.manage')
  const created = !actionData && search.get('created') === '1' && product
  return (
    <div className="max-w-5xl space-y-4">
      <p>
        <Link to="/admin/products" className="text-sm underline underline-offset-2">
          ← {t('catalog.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">
        {product ? t('catalog.editTitle') : t('catalog.newTitle')}
      </h1>
      <div aria-live="polite">
        {created && <FormStatus result={{ ok: true, message: 'admin.catalog.created' }} />}
      </div>
      {canManage && (
        <ProductForm
          key={product?._id ?? NEW}
          product={product}
          options={options}
          result={actionData}
        />
      )}
      {product && (
        <section className="space-y-3" aria-labelledby="variants-title">
          <h2 id="variants-title" className="text-xl font-semibold">
            {t('catalog.variants.title')}
          </h2>
          {product.variants.length === 0 ? (
            <p className="text-stone-600">{t('catalog.variants.none')}</p>
          ) : (
            <ul
              className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
              data-testid="variant-list"
            >
              {product.variants.map((v) => (
                <VariantRow
                  key={v._id}
                  variant={v}
                  result={actionData}
                  canManage={canManage}
                  service={product.kind === 'service'}
                />
              ))}
            </ul>
          )}
          {canManage && <NewVariantForm options={options} result={actionData} />}
        </section>
      )}
      {product && (
        <ProductPictures
          product={product}
          options={options}
          result={actionData}
          canManage={canManage}
        />
      )}
      {history && (
        <section id="history" className="space-y-2" data-testid="stock-history">
          <h2 className="text-xl font-semibold">
            {t('catalog.history.caption', { sku: history.variant.sku })}
          </h2>
          {history.list.data.length === 0 ? (
            <p className="text-stone-600">{t('catalog.history.empty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[32rem] border-collapse text-sm">
                <thead>
                  <tr className="text-left text-stone-600">
                    <th className="p-2">{t('catalog.history.when')}</th>
                    <th className="p-2">{t('catalog.history.who')}</th>
                    <th className="p-2">{t('catalog.history.change')}</th>
                    <th className="p-2">{t('catalog.history.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.list.data.map((m) => (
                    <tr key={m._id} className="border-t border-stone-200">
                      <td className="p-2 whitespace-nowrap">{formatDateTime(m.created_at)}</td>
                      <td className="p-2">{m.staff?.name ?? t('catalog.history.system')}</td>
                      <td className="p-2 whitespace-nowrap">
                        {m.before} → {m.after} ({m.delta > 0 ? `+${m.delta}` : m.delta})
                      </td>
                      <td className="p-2">{m.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </div>
  )
}
