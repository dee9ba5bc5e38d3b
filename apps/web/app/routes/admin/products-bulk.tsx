import {
  type AdminProductRow,
  adminCatalogOptions,
  adminProducts,
  bulkVariantBody,
  bulkVariantResult,
  formatMoney,
  pickText,
} from '@shop/contract'
import { Form, Link, useNavigation } from 'react-router'
import { ProductFilters } from '#web/components/admin/catalog/product-filters.tsx'
import { Pager } from '#web/components/admin/pager.tsx'
import { Field, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import { text, validate } from '#web/lib/forms.ts'
import { productListQuery, readProductFilters } from '#web/lib/product-filters.ts'
import type { Route } from './+types/products-bulk'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'catalog.bulk.title')

const PER_PAGE = 20

/**
 * Bulk edit (issue 27): the products the filters find, each with its variants; the ticked
 * variants get one new price, or one stock change with its reason, in one transaction
 * (`POST /admin/variants/bulk`). The restock of every sold-out variant starts from
 * `?stock=sold_out`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'catalog.manage')
  const read = readProductFilters(new URL(request.url))
  const { search, category, stock } = read.filters
  const filters = { ...read.filters, status: '', sort: stock ? 'stock' : 'title' }
  const query = productListQuery(
    { search, category, stock, sort: filters.sort },
    { page: read.page, perPage: PER_PAGE },
    { with_variants: 'true' },
  )
  const [list, options] = await Promise.all([
    adminRequest(context, `/admin/products?${query}`, adminProducts),
    adminRequest(context, '/admin/products/options', adminCatalogOptions),
  ])
  return { filters, list, categories: options.categories }
}

/** The form as the API's body: the ticked ids and either the price or the stock change. */
function bulkBodyOf(form: FormData) {
  const intent = text(form, 'intent')
  const ids = form.getAll('variant_ids').filter((id): id is string => typeof id === 'string')
  const delta = text(form, 'stock_delta').trim()
  return intent === 'price'
    ? { variant_ids: ids, price: text(form, 'price').trim() }
    : {
        variant_ids: ids,
        stock_delta: /^-?\d+$/.test(delta) ? Number(delta) : delta || undefined,
        reason: text(form, 'reason'),
      }
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'catalog.manage')
  const form = await request.formData()
  const intent = text(form, 'intent') === 'price' ? 'price' : 'stock'
  const values = {
    price: text(form, 'price'),
    stock_delta: text(form, 'stock_delta'),
    reason: text(form, 'reason'),
  }
  const checked = validate(bulkVariantBody, bulkBodyOf(form))
  if (!checked.ok) {
    const { variant_ids: none, ...fields } = checked.fieldErrors
    return formFailure<string>(
      fields,
      none ? 'admin.catalog.bulk.noneChosen' : 'admin.catalog.errors.fixForm',
      { intent, values },
    )
  }
  try {
    const result = await adminRequest(context, '/admin/variants/bulk', bulkVariantResult, {
      method: 'POST',
      body: JSON.stringify(checked.body),
    })
    return {
      ok: true as const,
      intent,
      message: 'admin.catalog.bulk.done',
      values: { count: result.variants.length },
    }
  } catch (error) {
    return apiFailure(error, { intent, values })
  }
}

function ProductVariants({ product }: { product: AdminProductRow }) {
  const { t, language } = useAdminT()
  const title = pickText(product.title, language) || product.title.en
  return (
    <li className="space-y-2 p-3" data-testid="bulk-product">
      <Link
        to={`/admin/products/${product._id}`}
        className="break-words font-medium underline underline-offset-2"
      >
        {title}
      </Link>
      <ul className="space-y-1">
        {(product.variants ?? []).map((variant) => {
          const described = [
            variant.size ? pickText(variant.size, language) : '',
            variant.colour ? pickText(variant.colour.name, language) : '',
          ]
            .filter(Boolean)
            .join(' · ')
          return (
            <li key={variant._id} data-sku={variant.sku}>
              <label className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded px-1 py-1 hover:bg-stone-50">
                <input
                  type="checkbox"
                  name="variant_ids"
                  value={variant._id}
                  aria-label={t('catalog.bulk.choose', { sku: variant.sku })}
                  className="size-5"
                />
                <span className="font-mono text-xs break-all">{variant.sku}</span>
                {described && <span className="text-sm text-stone-600">{described}</span>}
                <span className="text-sm" data-testid="bulk-price">
                  {formatMoney(variant.price, language)}
                </span>
                <span
                  className={`rounded px-1.5 text-sm ${variant.stock_state === 'sold_out' ? 'bg-red-100 text-red-900' : 'bg-stone-100'}`}
                  data-testid="bulk-stock"
                >
                  {t(`catalog.stockStates.${variant.stock_state}`)} ·{' '}
                  {t('catalog.list.pieces', { count: variant.stock })}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </li>
  )
}

export default function ProductsBulk({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, list, categories } = loaderData
  const { t } = useAdminT()
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const result = actionData
  const errors = result && !result.ok ? result.fieldErrors : {}
  const typed = (name: string) => (result && !result.ok ? String(result.values?.[name] ?? '') : '')
  return (
    <div className="max-w-5xl space-y-4">
      <p>
        <Link to="/admin/products" className="text-sm underline underline-offset-2">
          ← {t('catalog.back')}
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-semibold">{t('catalog.bulk.title')}</h1>
        <p className="mt-1 text-stone-600">{t('catalog.bulk.intro')}</p>
      </header>
      <ProductFilters filters={filters} categories={categories} />
      <Form method="post" className="space-y-4" key={result?.ok ? JSON.stringify(result) : 'form'}>
        <div aria-live="polite">
          <FormStatus result={result} />
        </div>
        {list.data.length === 0 ? (
          <p className="text-stone-600">{t('catalog.bulk.empty')}</p>
        ) : (
          <ul
            aria-label={t('catalog.bulk.caption')}
            className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          >
            {list.data.map((product) => (
              <ProductVariants key={product._id} product={product} />
            ))}
          </ul>
        )}
        <fieldset className="grid gap-4 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t('catalog.bulk.change')}</legend>
          <div className="space-y-2">
            <Field
              name="price"
              label={t('catalog.bulk.newPrice')}
              inputMode="decimal"
              defaultValue={typed('price')}
              error={errors.price}
            />
            <SubmitButton
              name="intent"
              value="price"
              pending={sending}
              pendingText={t('catalog.bulk.sending')}
            >
              {t('catalog.bulk.setPrice')}
            </SubmitButton>
          </div>
          <div className="space-y-2">
            <Field
              name="stock_delta"
              label={t('catalog.bulk.stockDelta')}
              inputMode="numeric"
              defaultValue={typed('stock_delta')}
              error={errors.stock_delta}
            />
            <Field
              name="reason"
              label={t('catalog.bulk.reason')}
              maxLength={200}
              defaultValue={typed('reason')}
              error={errors.reason}
            />
            <SubmitButton
              name="intent"
              value="stock"
              variant="secondary"
              pending={sending}
              pendingText={t('catalog.bulk.sending')}
            >
              {t('catalog.bulk.changeStock')}
            </SubmitButton>
          </div>
        </fieldset>
      </Form>
      <Pager page={list.current_page} perPage={PER_PAGE} total={list.total} />
    </div>
  )
}
