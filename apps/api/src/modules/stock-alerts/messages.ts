import { type Locale, localePrefix, pickText, slugify } from '@shop/contract'
import type { WaitingAlert } from './repository.ts'

const sign = { en: 'Maison Harbour Interiors', zh: '海港居室設計', cn: '海港居室设计' }

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

const texts: Record<Locale, (item: string, link: string) => { subject: string; body: string }> = {
  en: (item, link) => ({
    subject: `Back in stock: ${item}`,
    body: `Hello,\n\n${item} is back in stock. You asked us to tell you, so here it is:\n${link}\n\nStock is limited and not held for you. This is the only e-mail we send about it.\n\n${sign.en}`,
  }),
  zh: (item, link) => ({
    subject: `已到貨：${item}`,
    body: `你好：\n\n${item} 已重新有貨。你曾要求我們通知你，請按此查看：\n${link}\n\n存貨有限，恕不代為保留。此貨品的通知只會發送這一封電郵。\n\n${sign.zh}`,
  }),
  cn: (item, link) => ({
    subject: `已到货：${item}`,
    body: `您好：\n\n${item} 已重新有货。您曾要求我们通知您，请点击查看：\n${link}\n\n库存有限，恕不代为保留。此商品的通知只会发送这一封邮件。\n\n${sign.cn}`,
  }),
}

/** "Back in stock" in the language the shopper asked in, naming the size and colour. */
export function backInStockMessage(alert: WaitingAlert, publicUrl: string) {
  const locale = alert.language
  const { variant } = alert
  const options = [variant.size, variant.colourName].flatMap((o) =>
    o ? [pickText(o, locale)] : [],
  )
  const title = pickText(variant.title, locale)
  const item = !options.length
    ? title
    : locale === 'en'
      ? `${title} (${options.join(', ')})`
      : `${title}（${options.join('，')}）`
  return texts[locale](item, variantLink(alert, publicUrl))
}
