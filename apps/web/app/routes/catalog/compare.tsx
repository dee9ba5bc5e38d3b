import { MAIN_STORE_ID, type ProductDetails, productDetails } from '@shop/contract'
import {
  isUuid,
  type Locale,
  type MessageKey,
  pickText,
  splitLocalePath,
} from '@shop/contract/client'
import type { ReactNode } from 'react'
import { data, Form, redirect } from 'react-router'
import { Price } from '#web/components/catalog/price.tsx'
import { ProductPicture } from '#web/components/catalog/product-picture.tsx'
import { Rating } from '#web/components/catalog/rating.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { ApiError, apiRequest } from '#web/lib/api.server.ts'
import {
  type CompareChange,
  changed,
  readCompared,
  writeCompared,
} from '#web/lib/compare.server.ts'
import { COMPARE_MAX } from '#web/lib/compare.ts'
import { deliveryText } from '#web/lib/delivery.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageUrl } from '#web/lib/page-url.ts'
import { localizedProductPath } from '#web/lib/product-list.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/compare'

const catalogue = `/stores/${MAIN_STORE_ID}/product-management`

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'compare.heading'),
  { name: 'robots', content: 'noindex' },
]

/** Specification rows (by their English label) the fixed rows already show. */
const SHOWN_ABOVE = new Set([
  'colour',
  'colours',
  'color',
  'colors',
  'size',
  'sizes',
  'brand',
  'price',
])

/** One product as its column shows it, in the page's language only. */
function column(product: ProductDetails, locale: Locale) {
  const title = pickText(product.title, locale)
  const image = product.images[0]
  const sizes = [
    ...new Set(
      product.variants.flatMap((variant) => (variant.size ? [pickText(variant.size, locale)] : [])),
    ),
  ]
  return {
    id: product._id,
    title,
    href: localizedProductPath(product, locale),
    image: image ? { url: image.url, alt: pickText(image.alt, locale) || title } : null,
    brand: product.brand ? pickText(product.brand.name, locale) : null,
    price: product.price,
    original: product.original_price,
    points: product.points_price,
    reviews: product.reviews,
    colours: product.colours.map((colour) => pickText(colour.name, locale)),
    sizes,
    delivery: deliveryText(product),
    inStock: product.stock > 0,
    specification: Object.fromEntries(
      // rows the columns already show from the variants and brand are not written twice
      product.specification
        .filter((row) => !SHOWN_ABOVE.has(row.label.en.trim().toLowerCase()))
        .map((row) => [row.label.en, pickText(row.value, locale)]),
    ),
    labels: product.specification
      .filter((row) => !SHOWN_ABOVE.has(row.label.en.trim().toLowerCase()))
      .map((row): [string, string] => [row.label.en, pickText(row.label, locale)]),
  }
}

/**
 * Compare (spec §2 "compare"): up to four products side by side — price, rating, colours, sizes,
 * delivery, availability and every specification row any of them has. The list is the browser's
 * own (`store_compare` cookie); a product no longer sold leaves it with a word. Personal: never
 * a kept page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request)
  const { locale } = splitLocalePath(url.pathname)
  const ids = await readCompared(request)
  const found = await Promise.all(
    ids.map((id) =>
      apiRequest(context, `${catalogue}/products/${id}/details`, productDetails).catch((error) => {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }),
    ),
  )
  const products = found.filter((product) => product !== null)
  const gone = products.length < ids.length
  const note: 'full' | 'gone' | null =
    url.searchParams.get('note') === 'full' ? 'full' : gone ? 'gone' : null
  const columns = products.map((product) => column(product, locale))
  // every specification row any product has, in the order they first appear
  const rows = new Map<string, string>()
  for (const { labels } of columns)
    for (const [key, label] of labels) rows.set(key, rows.get(key) ?? label)
  return data(
    {
      columns: columns.map(({ labels: _, ...rest }) => rest),
      rows: [...rows],
      note,
    },
    gone ? { headers: { 'set-cookie': await writeCompared(products.map((p) => p._id)) } } : {},
  )
}

/** Add, remove or clear; back to this page (its address in the shopper's language). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  const id = String(form.get('product_id') ?? '')
  let change: CompareChange
  if (intent === 'clear') change = { intent }
  else if ((intent === 'add' || intent === 'remove') && isUuid(id)) change = { intent, id }
  else throw data('Bad request', { status: 400 })
  const next = changed(await readCompared(request), change)
  const { pathname } = pageUrl(request)
  return redirect(next.full ? `${pathname}?note=full` : pathname, {
    headers: { 'set-cookie': await writeCompared(next.ids) },
  })
}

type Column = Route.ComponentProps['loaderData']['columns'][number]

export default function Compare({ loaderData: { columns, rows, note } }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const edge = 'border-b border-stone-200 p-3 align-top dark:border-stone-700'
  // a product's column stays a card's width on a wide screen, however few products there are
  const cell = `${edge} min-w-40 md:w-64 md:min-w-64`
  // the row names stay in view while the products scroll sideways
  const rowHead = `${edge} sticky left-0 z-10 w-24 min-w-24 bg-white text-left font-medium dark:bg-stone-900`
  const line = (label: string, render: (c: Column) => ReactNode) => (
    <tr>
      <th scope="row" className={rowHead}>
        {label}
      </th>
      {columns.map((c) => (
        <td key={c.id} className={cell}>
          {render(c)}
        </td>
      ))}
    </tr>
  )
  const listed = (values: string[]) => (values.length ? values.join('、') : t('compare.notStated'))
  return (
    <div className="container-shop py-10">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-semibold">{t('compare.heading')}</h1>
        {columns.length > 0 && (
          <p className="text-stone-600 dark:text-stone-300">
            {t('compare.count', { count: columns.length, max: COMPARE_MAX })}
          </p>
        )}
      </div>
      {note && (
        <p
          role="status"
          className="mb-6 rounded-lg bg-amber-50 p-4 text-amber-950 dark:bg-stone-800 dark:text-amber-100"
        >
          {note === 'full' ? t('compare.full', { max: COMPARE_MAX }) : t('compare.gone')}
        </p>
      )}
      {columns.length === 0 ? (
        <p className="rounded-lg bg-brand-50 p-6 dark:bg-stone-800" data-testid="compare-empty">
          {t('compare.empty')}{' '}
          <LocalizedLink to="/shop/main/product" className="underline">
            {t('compare.browse')}
          </LocalizedLink>
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-600 md:hidden dark:text-stone-300">
            {t('compare.scrollHint')}
          </p>
          {/* a region of its own, reachable with the keyboard, that scrolls sideways on a phone */}
          <section
            aria-labelledby="compare-caption"
            className="relative max-w-full overflow-x-auto md:w-fit rounded-lg border border-stone-200 dark:border-stone-700"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it with keys
            tabIndex={0}
            data-testid="compare-table"
          >
            <table className="w-full border-collapse text-sm md:w-auto">
              <caption id="compare-caption" className="sr-only">
                {t('compare.caption')}
              </caption>
              <thead>
                <tr>
                  <td className={rowHead} />
                  {columns.map((c) => (
                    <th key={c.id} scope="col" className={`${cell} text-left font-normal`}>
                      {c.image && (
                        <ProductPicture
                          url={c.image.url}
                          alt=""
                          sizes="10rem"
                          widths={[240, 480]}
                          className="mb-2 aspect-square w-full rounded object-cover"
                          sized={false}
                        />
                      )}
                      <LocalizedLink
                        to={c.href}
                        className="font-semibold underline-offset-4 hover:underline"
                        aria-label={t('compare.view', { title: c.title })}
                      >
                        {c.title}
                      </LocalizedLink>
                      <Form method="post" className="mt-2">
                        <input type="hidden" name="product_id" value={c.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="remove"
                          className="text-sm underline"
                          aria-label={t('compare.remove', { title: c.title })}
                        >
                          {t('compare.removeShort')}
                        </button>
                      </Form>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {line(t('compare.price'), (c) => (
                  <Price price={c.price} original={c.original} points={c.points} locale={locale} />
                ))}
                {line(t('compare.rating'), (c) =>
                  c.reviews.count > 0 ? (
                    <Rating value={c.reviews.average} count={c.reviews.count} />
                  ) : (
                    t('compare.noRating')
                  ),
                )}
                {line(t('compare.brand'), (c) => c.brand ?? t('compare.notStated'))}
                {line(t('compare.colours'), (c) => listed(c.colours))}
                {line(t('compare.sizes'), (c) => listed(c.sizes))}
                {line(t('compare.delivery'), (c) =>
                  c.delivery
                    ? t(c.delivery.key as MessageKey, c.delivery.values)
                    : t('compare.notStated'),
                )}
                {line(t('compare.availability'), (c) =>
                  c.inStock ? t('catalog.inStock') : t('catalog.outOfStock'),
                )}
                {rows.map(([key, label]) => (
                  <tr key={key}>
                    <th scope="row" className={rowHead}>
                      {label}
                    </th>
                    {columns.map((c) => (
                      <td key={c.id} className={cell}>
                        {c.specification[key] ?? t('compare.notStated')}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            {columns.length < COMPARE_MAX && (
              <LocalizedLink to="/shop/main/product" className="button-quiet">
                {t('compare.addMore')}
              </LocalizedLink>
            )}
            <Form method="post">
              <button type="submit" name="intent" value="clear" className="underline">
                {t('compare.clear')}
              </button>
            </Form>
          </div>
        </>
      )}
    </div>
  )
}
