import type { ProductDetails } from '@shop/contract'
import { compareMoney, type Locale, localizePath, pickText } from '@shop/contract/client'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useNonce } from '#web/lib/nonce.tsx'
import { localizedProductPath } from '#web/lib/product-list.ts'

/** Product and BreadcrumbList structured data for search engines. */
export function ProductJsonLd({
  product,
  origin,
  locale,
}: {
  product: ProductDetails
  origin: string
  locale: Locale
}) {
  const { t } = useTranslation()
  const nonce = useNonce()
  const url = new URL(localizedProductPath(product, locale), origin).toString()
  const category = product.categories[0]
  // money strings ordered by value; schema.org takes the decimal text as it is
  const prices = product.variants.map((v) => v.sale_price ?? v.price).sort(compareMoney)
  const inStock = product.kind === 'service' || product.stock > 0
  const graph = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: pickText(product.title, locale),
      description: pickText(product.description, locale),
      image: product.images.map((i) => new URL(i.url, origin).toString()),
      sku: product.variants[0]?.sku,
      url,
      ...(product.brand && {
        brand: { '@type': 'Brand', name: pickText(product.brand.name, locale) },
      }),
      ...(product.reviews.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.reviews.average,
          reviewCount: product.reviews.count,
        },
      }),
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'HKD',
        lowPrice: prices[0] ?? product.price,
        highPrice: prices.at(-1) ?? product.price,
        offerCount: product.variants.length,
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: t('common.home'), item: new URL(localizePath('/', locale), origin).toString() },
        {
          name: t('pages.products'),
          item: new URL(localizePath('/shop/main/product', locale), origin).toString(),
        },
        ...(category
          ? [
              {
                name: pickText(category.title, locale),
                item: new URL(
                  localizePath(`/shop/main/product?category=${category.slug}`, locale),
                  origin,
                ).toString(),
              },
            ]
          : []),
        { name: pickText(product.title, locale), item: url },
      ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
  ]
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped cannot close the script
      dangerouslySetInnerHTML={{ __html: JSON.stringify(graph).replace(/</g, '\\u003c') }}
    />
  )
}
