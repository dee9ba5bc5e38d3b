import { localePrefix, pickText, slugify } from '@shop/contract'
import { renderMail, renderMailText } from '#api/lib/mail-text.ts'
import type { WaitingAlert } from './repository.ts'

/**
 * The product page of the variant in the shopper's language, with the size and colour chosen
 * (the storefront reads them from the address: apps/web/app/lib/variants.ts).
 */
export function variantLink(alert: WaitingAlert, publicUrl: string): string {
  const { variant } = alert
  const locale = alert.language
  const slug = slugify(pickText(variant.title, locale))
  const url = new URL(
    `${localePrefix(locale)}/shop/main/product/${variant.productId}/${encodeURIComponent(slug)}`,
    publicUrl,
  )
  if (variant.size) url.searchParams.set('size', slugify(variant.size.en))
  if (variant.colourSlug) url.searchParams.set('colour', variant.colourSlug)
  return url.toString()
}

/** "Back in stock" in the language the shopper asked in, naming the size and colour. */
export function backInStockMessage(alert: WaitingAlert, publicUrl: string) {
  const locale = alert.language
  const { variant } = alert
  const options = [variant.size, variant.colourName].flatMap((o) =>
    o ? [pickText(o, locale)] : [],
  )
  const title = pickText(variant.title, locale)
  const separator = renderMail(locale, 'stockAlerts.optionSeparator')
  const item = options.length
    ? renderMail(locale, 'stockAlerts.item', { title, options: options.join(separator) })
    : title
  return renderMailText(locale, 'stockAlerts', { item, link: variantLink(alert, publicUrl) })
}
