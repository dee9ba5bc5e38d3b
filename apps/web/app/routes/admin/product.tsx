import {
  ADMIN_PRODUCT_STATUSES,
  type AdminCatalogOptions,
  type AdminProduct,
  type AdminVariant,
  adminCatalogOptions,
  adminProduct,
  adminProductBody,
  adminProductPatch,
  adminVariant,
  adminVariantBody,
  adminVariantPatch,
  formatMoney,
  pickText,
  stockAdjustmentBody,
  stockAdjustmentResult,
  stockHistory,
} from '@shop/contract'
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import type { z } from 'zod'
import {
  AdminField,
  AdminFormStatus,
  AdminSelect,
  AdminSubmit,
  adminInput,
} from '../../components/admin/admin-form.tsx'
import {
  adminFind,
  adminRequest,
  requirePermission,
  requireStaffUser,
} from '../../lib/admin.server.ts'
import {
  adjustmentBodyOf,
  productBodyOf,
  productFormValues,
  typedValues,
  variantBodyOf,
  variantFormValues,
} from '../../lib/admin-catalog-form.ts'
import { adminApiFailure, adminFormFailure } from '../../lib/admin-forms.server.ts'
import type { AdminFormResult } from '../../lib/admin-forms.ts'
import { validateAdmin } from '../../lib/admin-forms.ts'
import { useAdminT } from '../../lib/admin-i18n.tsx'
import { adminMeta } from '../../lib/admin-meta.ts'
import { formatDateTime } from '../../lib/format-date.ts'
import { useStaffCan } from '../../lib/use-staff-me.ts'
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
 * a stock adjustment. Each refusal answers its form's fields with what was typed.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'catalog.manage')
  const form = await request.formData()
  const intent = String(form.get('intent') ?? 'product')
  const values = typedValues(form)
  const variantId = encodeURIComponent(String(form.get('variant_id') ?? ''))
  const productPath = `/admin/products/${encodeURIComponent(params.id)}`
  const refused = (fieldErrors: Record<string, string>) =>
    adminFormFailure(fieldErrors, 'admin.catalog.errors.fixForm', { intent, values })
  try {
    if (intent === 'product') {
      const creating = params.id === NEW
      const checked = validateAdmin(
        creating ? adminProductBody : adminProductPatch,
        productBodyOf(form),
      )
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
      const checked = validateAdmin(adminVariantBody, variantBodyOf(form, true))
      if (!checked.ok) return refused(checked.fieldErrors)
      await send(context, `${productPath}/variants`, adminVariant, 'POST', checked.body)
      return { ok: true as const, intent, message: 'admin.catalog.variantAdded' }
    }
    if (intent === 'variant-save') {
      const checked = validateAdmin(adminVariantPatch, variantBodyOf(form, false))
      if (!checked.ok) return refused(checked.fieldErrors)
      await send(context, `/admin/variants/${variantId}`, adminVariant, 'PATCH', checked.body)
      return {
        ok: true as const,
        intent: `${intent}:${form.get('variant_id')}`,
        message: 'admin.catalog.variantSaved',
      }
    }
    if (intent === 'stock') {
      const checked = validateAdmin(stockAdjustmentBody, adjustmentBodyOf(form))
      if (!checked.ok)
        return adminFormFailure(checked.fieldErrors, checked.error, {
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
    return adminApiFailure(error, { intent: rowIntent, values })
  }
}

function ProductForm({
  product,
  options,
  result,
}: {
  product: AdminProduct | null
  options: AdminCatalogOptions
  result: AdminFormResult | undefined
}) {
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const mine = result?.intent === 'product'
  const refused = mine && result && !result.ok ? result : null
  const values =
    (refused?.values as Record<string, string> | undefined) ?? productFormValues(product)
  const errors = refused?.fieldErrors ?? {}
  const chosen = new Set(product?.category_ids ?? [])
  return (
    <Form
      method="post"
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="product-form"
    >
      <input type="hidden" name="intent" value="product" />
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t('catalog.form.texts')}</legend>
        <p className="text-sm text-stone-600">{t('catalog.form.chineseHint')}</p>
        <AdminField
          name="title_en"
          label={t('catalog.form.titleEn')}
          defaultValue={values.title_en ?? ''}
          error={errors.en}
          required
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <AdminField
            name="title_zh"
            label={t('catalog.form.titleZh')}
            defaultValue={values.title_zh ?? ''}
            error={errors.zh}
            lang="zh-Hant-HK"
          />
          <AdminField
            name="title_cn"
            label={t('catalog.form.titleCn')}
            defaultValue={values.title_cn ?? ''}
            lang="zh-Hans"
          />
        </div>
        {(['en', 'zh', 'cn'] as const).map((lang) => (
          <label key={lang} className="block space-y-1">
            <span className="block text-sm font-medium">
              {t(`catalog.form.description${lang === 'en' ? 'En' : lang === 'zh' ? 'Zh' : 'Cn'}`)}
            </span>
            <textarea
              name={`description_${lang}`}
              rows={3}
              defaultValue={values[`description_${lang}`] ?? ''}
              className={adminInput}
            />
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('catalog.form.details')}</legend>
        <AdminField
          name="slug"
          label={t('catalog.form.slug')}
          hint={t('catalog.form.slugHint')}
          defaultValue={values.slug ?? ''}
          error={errors.slug}
        />
        <AdminSelect
          name="status"
          label={t('catalog.form.status')}
          defaultValue={values.status ?? 'draft'}
        >
          {ADMIN_PRODUCT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`catalog.statuses.${s}`)}
            </option>
          ))}
        </AdminSelect>
        <AdminSelect
          name="brand_id"
          label={t('catalog.form.brand')}
          defaultValue={values.brand_id ?? ''}
        >
          <option value="">{t('catalog.form.noBrand')}</option>
          {options.brands.map((b) => (
            <option key={b._id} value={b._id}>
              {pickText(b.name, language)}
            </option>
          ))}
        </AdminSelect>
        <AdminField name="tags" label={t('catalog.form.tags')} defaultValue={values.tags ?? ''} />
        <AdminField
          name="lead_time_min_days"
          type="number"
          min={1}
          label={t('catalog.form.leadMin')}
          hint={t('catalog.form.leadHint')}
          defaultValue={values.lead_time_min_days ?? ''}
          error={errors.lead_time_min_days}
        />
        <AdminField
          name="lead_time_max_days"
          type="number"
          min={1}
          label={t('catalog.form.leadMax')}
          defaultValue={values.lead_time_max_days ?? ''}
          error={errors.lead_time_max_days}
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">{t('catalog.form.categories')}</legend>
          <div className="mt-1 grid max-h-56 gap-1 overflow-y-auto rounded border border-stone-200 p-2 sm:grid-cols-3">
            {options.categories.map((c) => (
              <label key={c._id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="category_ids"
                  value={c._id}
                  defaultChecked={chosen.has(c._id)}
                />
                {c.parent_id ? '— ' : ''}
                {pickText(c.title, language)}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
      <AdminSubmit
        pending={
          navigation.state === 'submitting' && navigation.formData?.get('intent') === 'product'
        }
        pendingText={t('catalog.form.saving')}
      >
        {product ? t('catalog.form.save') : t('catalog.form.create')}
      </AdminSubmit>
      {mine && <AdminFormStatus result={result} />}
    </Form>
  )
}

function VariantRow({
  variant,
  result,
  canManage,
}: {
  variant: AdminVariant
  result: AdminFormResult | undefined
  canManage: boolean
}) {
  const { t, language } = useAdminT()
  const saveResult = result?.intent === `variant-save:${variant._id}` ? result : undefined
  const stockResult = result?.intent === `stock:${variant._id}` ? result : undefined
  const refused = saveResult && !saveResult.ok ? saveResult : null
  const values =
    (refused?.values as Record<string, string> | undefined) ?? variantFormValues(variant)
  const errors = refused?.fieldErrors ?? {}
  const stockErrors = stockResult && !stockResult.ok ? stockResult.fieldErrors : {}
  const size = variant.size ? pickText(variant.size, language) : ''
  const colour = variant.colour ? pickText(variant.colour.name, language) : ''
  return (
    <li className="space-y-3 p-3" data-testid="variant-row" data-sku={variant.sku}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {variant.sku}
          {(size || colour) && (
            <span className="font-normal text-stone-600">
              {' '}
              · {[size, colour].filter(Boolean).join(' · ')}
            </span>
          )}
        </p>
        <p className="text-sm">
          <span data-testid="variant-stock">
            {t('catalog.variants.stock')}: {variant.stock}
          </span>{' '}
          · {t(`catalog.stockStates.${variant.stock_state}`)} ·{' '}
          {formatMoney(variant.price, language)}
          {variant.sale_price && (
            <>
              {' '}
              · {variant.on_sale ? t('catalog.variants.onSale') : t('catalog.variants.saleLater')}{' '}
              {formatMoney(variant.sale_price, language)}
            </>
          )}
        </p>
      </div>
      {canManage && (
        <>
          <Form method="post" className="grid grid-cols-2 gap-2 sm:grid-cols-7 sm:items-end">
            <input type="hidden" name="intent" value="variant-save" />
            <input type="hidden" name="variant_id" value={variant._id} />
            <AdminField
              name="price"
              inputMode="decimal"
              label={t('catalog.variants.price')}
              defaultValue={values.price}
              error={errors.price}
            />
            <AdminField
              name="sale_price"
              inputMode="decimal"
              label={t('catalog.variants.salePrice')}
              defaultValue={values.sale_price}
              error={errors.sale_price}
            />
            <AdminField
              name="sale_starts_at"
              type="datetime-local"
              label={t('catalog.variants.saleStarts')}
              defaultValue={values.sale_starts_at}
              error={errors.sale_starts_at}
            />
            <AdminField
              name="sale_ends_at"
              type="datetime-local"
              label={t('catalog.variants.saleEnds')}
              defaultValue={values.sale_ends_at}
              error={errors.sale_ends_at}
            />
            <AdminField
              name="points_price"
              type="number"
              min={1}
              label={t('catalog.variants.points')}
              defaultValue={values.points_price}
              error={errors.points_price}
            />
            <AdminField
              name="low_stock_threshold"
              type="number"
              min={0}
              label={t('catalog.variants.lowAt')}
              defaultValue={values.low_stock_threshold}
            />
            <AdminSubmit variant="secondary">{t('catalog.variants.save')}</AdminSubmit>
          </Form>
          {saveResult && <AdminFormStatus result={saveResult} />}
          <Form
            method="post"
            className="grid grid-cols-2 gap-2 sm:grid-cols-7 sm:items-end"
            aria-label={`${t('catalog.variants.adjust')} ${variant.sku}`}
          >
            <input type="hidden" name="intent" value="stock" />
            <input type="hidden" name="variant_id" value={variant._id} />
            <AdminField
              name="delta"
              type="number"
              label={t('catalog.variants.delta')}
              required
              error={stockErrors.delta}
            />
            <div className="sm:col-span-4">
              <AdminField
                name="reason"
                label={t('catalog.variants.reason')}
                required
                error={stockErrors.reason}
              />
            </div>
            <AdminSubmit variant="secondary">{t('catalog.variants.apply')}</AdminSubmit>
          </Form>
          {stockResult && <AdminFormStatus result={stockResult} />}
        </>
      )}
      <Link
        to={`?history=${variant._id}#history`}
        className="text-sm underline underline-offset-2"
        preventScrollReset
      >
        {t('catalog.variants.history')}
      </Link>
    </li>
  )
}

function NewVariantForm({
  options,
  result,
}: {
  options: AdminCatalogOptions
  result: AdminFormResult | undefined
}) {
  const { t, language } = useAdminT()
  const mine = result?.intent === 'variant-add'
  const refused = mine && result && !result.ok ? result : null
  const values = (refused?.values as Record<string, string> | undefined) ?? {}
  const errors = refused?.fieldErrors ?? {}
  return (
    <Form
      method="post"
      key={mine && result?.ok ? 'done' : 'typing'}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="variant-form"
    >
      <h3 className="font-semibold">{t('catalog.variants.add')}</h3>
      <input type="hidden" name="intent" value="variant-add" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <AdminField
          name="sku"
          label={t('catalog.variants.sku')}
          defaultValue={values.sku}
          error={errors.sku}
          required
        />
        <AdminField
          name="size_en"
          label={t('catalog.variants.size')}
          defaultValue={values.size_en}
        />
        <AdminField
          name="size_zh"
          label={t('catalog.variants.sizeZh')}
          defaultValue={values.size_zh}
          lang="zh-Hant-HK"
        />
        <AdminSelect
          name="colour_id"
          label={t('catalog.variants.colour')}
          defaultValue={values.colour_id ?? ''}
        >
          <option value="">{t('catalog.variants.noColour')}</option>
          {options.colours.map((c) => (
            <option key={c._id} value={c._id}>
              {pickText(c.name, language)}
            </option>
          ))}
        </AdminSelect>
        <AdminField
          name="price"
          inputMode="decimal"
          label={t('catalog.variants.price')}
          defaultValue={values.price}
          error={errors.price}
          required
        />
        <AdminField
          name="sale_price"
          inputMode="decimal"
          label={t('catalog.variants.salePrice')}
          defaultValue={values.sale_price}
          error={errors.sale_price}
        />
        <AdminField
          name="stock"
          type="number"
          min={0}
          label={t('catalog.variants.firstStock')}
          defaultValue={values.stock ?? '0'}
          error={errors.stock}
        />
        <AdminField
          name="low_stock_threshold"
          type="number"
          min={0}
          label={t('catalog.variants.lowAt')}
          defaultValue={values.low_stock_threshold ?? '3'}
        />
      </div>
      <AdminSubmit>{t('catalog.variants.add')}</AdminSubmit>
      {mine && <AdminFormStatus result={result} />}
    </Form>
  )
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
        {created && <AdminFormStatus result={{ ok: true, message: 'admin.catalog.created' }} />}
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
                <VariantRow key={v._id} variant={v} result={actionData} canManage={canManage} />
              ))}
            </ul>
          )}
          {canManage && <NewVariantForm options={options} result={actionData} />}
        </section>
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
