import { MAIN_STORE_ID, productDetails, productList, reviewList } from '@shop/contract'
import { isUuid, type Locale, localizePath, pickText, splitLocalePath } from '@shop/contract/client'
import { data, Form, redirect, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router'
import { ProductCard } from '#web/components/catalog/product-card.tsx'
import { ProductHero } from '#web/components/catalog/product-hero.tsx'
import { ProductJsonLd } from '#web/components/catalog/product-json-ld.tsx'
import { ProductTabs } from '#web/components/catalog/product-tabs.tsx'
import { Rating } from '#web/components/catalog/rating.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { WhatsAppLink } from '#web/components/whatsapp-link.tsx'
import { HeartButton } from '#web/components/wishlist/heart-button.tsx'
import { ApiError, apiRequest } from '#web/lib/api.server.ts'
import { addToCart } from '#web/lib/cart.server.ts'
import { fileSrc } from '#web/lib/file-src.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { text } from '#web/lib/forms.ts'
import { metaText, useTranslation } from '#web/lib/i18n.tsx'
import { pageUrl } from '#web/lib/page-url.ts'
import { localizedProductPath, productPath } from '#web/lib/product-list.ts'
import { type RootData, siteMeta } from '#web/lib/seo.ts'
import { subscribeStockAlert } from '#web/lib/stock-alerts.server.ts'
import { STOCK_ALERT_INTENT } from '#web/lib/stock-alerts.ts'
import { useLocale, useRootData } from '#web/lib/use-root-data.ts'
import { initialSelection } from '#web/lib/variants.ts'
import { likedIds } from '#web/lib/wishlist.server.ts'
import type { Route } from './+types/product-detail'

const catalogue = `/stores/${MAIN_STORE_ID}/product-management`

const notFound = () => data('This page could not be found', { status: 404 })

/**
 * Product page (`shop/main/product/{id}/{slug}`). The slug follows the title in the page's
 * language (spec §5); a wrong or missing slug redirects (301) to the canonical address.
 * `?quick=1` answers the product alone for the quick-view dialog.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw notFound()
  const url = pageUrl(request)
  const quick = url.searchParams.has('quick')
  // the three calls go out together; reviews and related wait only if the product exists
  const details = apiRequest(context, `${catalogue}/products/${params.id}/details`, productDetails)
  const rest = quick
    ? null
    : Promise.all([
        apiRequest(context, `${catalogue}/products/${params.id}/reviews`, reviewList),
        apiRequest(
          context,
          `/stores/${MAIN_STORE_ID}/related-products-urls?product_id=${params.id}&per_page=4`,
          productList,
        ),
      ])
  rest?.catch(() => {}) // awaited below once the product is known to exist
  const product = await details.catch((error) => {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  })
  if (!rest) return { product, reviews: null, related: null, liked: [] }

  const { locale } = splitLocalePath(url.pathname)
  const canonical = localizedProductPath(product, locale)
  if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301)

  const [reviews, related] = await rest
  const liked = await likedIds(
    context,
    related.data.map((item) => item._id),
  )
  return { product, reviews, related, liked }
}

/**
 * "Add to cart" (spec §4): a guest gets a temporary account on the first add; the answer says
 * what was added (the add-to-cart dialog, ADR 064). A sold-out choice
 * posts "E-mail me when it is back" here instead. The quick view posts both here too.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData()
  if (text(form, 'intent') === STOCK_ALERT_INTENT)
    return subscribeStockAlert(request, context, params.id, form)
  const qty = Number(text(form, 'qty') || '1')
  return addToCart(request, context, { product_variant_id: text(form, 'product_variant_id'), qty })
}

/**
 * A cart change that went through leaves the product as it was (stock moves at checkout): only
 * the root's header reloads after it (issue 31), not the product, its reviews and related cards.
 * A refused one reloads everything (spec §8: the stock may have changed).
 */
export function shouldRevalidate({
  formMethod,
  formData,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const cartChange =
    formMethod === 'POST' &&
    formData?.has('product_variant_id') &&
    formData.get('intent') !== STOCK_ALERT_INTENT
  if (cartChange && (actionResult as { ok?: boolean } | undefined)?.ok === true) return false
  return defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined
  const locale = root?.locale ?? 'en'
  if (!loaderData) return siteMeta(root, location.pathname, metaText(root, 'pages.product'))
  const { product } = loaderData
  const tags = siteMeta(root, location.pathname, pickText(product.title, locale))
  const description = pickText(product.description, locale).slice(0, 160)
  const image = product.images[0] && root ? new URL(product.images[0].url, root.origin) : null
  return tags.map((tag) => {
    if ('name' in tag && tag.name === 'description') return { ...tag, content: description }
    if ('property' in tag && tag.property === 'og:description')
      return { ...tag, content: description }
    if ('property' in tag && tag.property === 'og:type') return { ...tag, content: 'product' }
    if ('property' in tag && tag.property === 'og:image' && image)
      return { ...tag, content: `${image}?width=1200` }
    return tag
  })
}

/** Alternate-language addresses carry each language's own slug (root.tsx reads this). */
export const handle = {
  // the same page for every visitor without an account: the server may keep it (ADR 035)
  anonymousPage: true as const,
  alternatePath: (loaderData: Awaited<ReturnType<typeof loader>> | undefined, locale: Locale) =>
    loaderData ? productPath(loaderData.product, locale) : null,
  // ADR 057: the hearts a shopper's own request fills in on the shared page
  productIds: (data: Awaited<ReturnType<typeof loader>>) => [
    data.product._id,
    ...(data.related?.data.map((item) => item._id) ?? []),
  ],
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, reviews, related, liked } = loaderData
  const { t } = useTranslation()
  const locale = useLocale()
  const root = useRootData()
  const origin = root?.origin ?? ''
  const user = root?.user
  const { pathname, search } = useLocation()
  const title = pickText(product.title, locale)
  const category = product.categories.find((c) => c.parent_id) ?? product.categories[0]
  const reviewRows = reviews?.data ?? []
  return (
    <div className="container-shop py-8">
      <ProductJsonLd product={product} origin={origin} locale={locale} />
      <nav aria-label={t('catalog.breadcrumb')} className="mb-6 text-sm">
        <ol className="flex flex-wrap gap-2 text-stone-600 dark:text-stone-300">
          <li>
            <LocalizedLink to="/" className="hover:text-brand-700">
              {t('common.home')}
            </LocalizedLink>
            <span aria-hidden className="ms-2">
              /
            </span>
          </li>
          <li>
            <LocalizedLink to="/shop/main/product" className="hover:text-brand-700">
              {t('pages.products')}
            </LocalizedLink>
            <span aria-hidden className="ms-2">
              /
            </span>
          </li>
          {category && (
            <li>
              <LocalizedLink
                to={`/shop/main/product?category=${category.slug}`}
                className="hover:text-brand-700"
              >
                {pickText(category.title, locale)}
              </LocalizedLink>
              <span aria-hidden className="ms-2">
                /
              </span>
            </li>
          )}
          <li aria-current="page" className="text-stone-900 dark:text-stone-100">
            {title}
          </li>
        </ol>
      </nav>

      <ProductHero
        key={`${product._id}${search}`}
        product={product}
        initial={initialSelection(product.variants, new URLSearchParams(search))}
        title={title}
        locale={locale}
        action={pathname}
        email={user?.email || null}
        after={(variant) =>
          product.kind !== 'service' ? (
            <div className="flex flex-wrap items-center gap-3">
              {/* goods side by side with others (the compare page); the same form for everyone */}
              <Form method="post" action={localizePath('/shop/main/compare', locale)}>
                <input type="hidden" name="product_id" value={product._id} />
                <button
                  type="submit"
                  name="intent"
                  value="add"
                  className="button-quiet"
                  data-testid="add-to-compare"
                >
                  {t('compare.add')}
                </button>
              </Form>
              <WhatsAppLink
                className="button-quiet"
                message={t('whatsapp.aboutProduct', {
                  title,
                  url: new URL(
                    localizedProductPath(product, locale),
                    root?.origin ?? 'https://maisonharbour.hk',
                  ).toString(),
                })}
              />
              {/* free swatches of the colours it comes in (issue 30, ADR 071) */}
              {product.colours.length > 0 && (
                <LocalizedLink
                  to={`/swatches?product=${product._id}${variant?.colour ? `&colour=${variant.colour._id}` : ''}`}
                  className="button-quiet"
                  data-testid="request-swatches"
                >
                  {t('swatches.action')}
                </LocalizedLink>
              )}
            </div>
          ) : // a consultation is booked in a free slot (issue 17); other services are asked for
          variant?.consultation_format ? (
            <LocalizedLink
              to={`/shop/main/product/${product._id}/book?variant=${variant._id}`}
              className="self-start rounded bg-brand-700 px-5 py-3 text-white hover:bg-brand-900"
              data-testid="book-consultation"
            >
              {t('booking.cta')}
            </LocalizedLink>
          ) : (
            <LocalizedLink
              // issue 17: a quotation service opens the request form; other services still ask by enquiry
              to={product.service_type === 'quotation' ? '/shop/project/order/new' : '/contact-us'}
              className="self-start rounded bg-brand-700 px-5 py-3 text-white hover:bg-brand-900"
            >
              {product.service_type === 'quotation'
                ? t('quotations.request')
                : t('catalog.requestService')}
            </LocalizedLink>
          )
        }
      >
        {product.brand && (
          <p className="text-sm uppercase tracking-wide text-stone-600 dark:text-stone-300">
            {pickText(product.brand.name, locale)}
          </p>
        )}
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-3xl font-semibold">{title}</h1>
          <HeartButton productId={product._id} title={title} liked={product.is_liked} />
        </div>
        {product.reviews.count > 0 && (
          <Rating value={product.reviews.average} count={product.reviews.count} />
        )}
        {product.kind === 'service' && (
          <p className="self-start rounded bg-brand-100 px-2 py-0.5 text-sm text-brand-900">
            {t('catalog.service')}
          </p>
        )}
      </ProductHero>

      <div className="mt-12">
        <ProductTabs
          label={title}
          tabs={[
            {
              id: 'description',
              label: t('catalog.description'),
              content: (
                <div className="max-w-3xl space-y-3 leading-relaxed">
                  {pickText(product.description, locale)
                    .split(/\n{2,}/)
                    .map((paragraph) => (
                      <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                    ))}
                </div>
              ),
            },
            {
              id: 'specification',
              label: t('catalog.specification'),
              content: (
                <dl className="grid max-w-3xl grid-cols-[minmax(8rem,auto)_1fr] gap-x-6 gap-y-2">
                  {product.specification.map((row) => (
                    <div key={row.label.en} className="contents">
                      <dt className="font-medium">{pickText(row.label, locale)}</dt>
                      <dd>{pickText(row.value, locale)}</dd>
                    </div>
                  ))}
                </dl>
              ),
            },
            {
              id: 'reviews',
              label: t('catalog.reviews', { count: reviews?.total ?? product.reviews.count }),
              content:
                reviewRows.length === 0 ? (
                  <p>{t('catalog.noReviews')}</p>
                ) : (
                  <ul
                    className="max-w-3xl divide-y divide-stone-200 dark:divide-stone-700"
                    data-testid="reviews"
                  >
                    {reviewRows.map((review) => (
                      <li key={review._id} className="py-4">
                        <div className="flex flex-wrap items-center gap-3">
                          <span className="font-medium">{review.user.username}</span>
                          <Rating value={review.rating} />
                          <time
                            dateTime={review.created_at}
                            className="text-sm text-stone-600 dark:text-stone-300"
                          >
                            {formatDateTime(review.created_at)}
                          </time>
                        </div>
                        <p className="mt-2">{review.comment}</p>
                        {review.images.length > 0 && (
                          <ul className="mt-2 flex flex-wrap gap-2">
                            {review.images.map((src) => (
                              <li key={src}>
                                <img
                                  src={fileSrc(src)}
                                  alt={t('orders.reviewImageAlt')}
                                  width={80}
                                  height={80}
                                  loading="lazy"
                                  className="size-20 rounded object-cover"
                                />
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
        />
      </div>

      {related && related.data.length > 0 && (
        <section className="mt-12" aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-6 text-2xl font-semibold">
            {t('catalog.related')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
            {related.data.map((item) => (
              <li key={item._id}>
                <ProductCard product={item} liked={liked.includes(item._id)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
