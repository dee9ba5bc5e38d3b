import type { Configuration } from '@shop/contract/configuration'
import type { MessageKey } from '@shop/contract/i18n/translate-from'
import { LOCALES, type Locale, localizePath, OG_LOCALE } from '@shop/contract/locales'
import { pickText } from '@shop/contract/localized'
import type { MetaDescriptor } from 'react-router'
import { metaText } from './i18n.tsx'

export type RootData = {
  locale: Locale
  origin: string
  config: Pick<Configuration, 'site' | 'account_menu' | 'membership'> & {
    whatsapp?: string | null
  }
  /** The menu, the footer and the showrooms as one text (`useFrame`, lib/frame.ts). */
  frame: string
}

/** Site-wide metadata (spec §1): title with suffix, description, keywords, Open Graph in HK. */
export function siteMeta(
  root: RootData | undefined,
  pathname: string,
  title?: string,
): MetaDescriptor[] {
  if (!root) return [{ title: title ?? 'Maison Harbour Interiors' }]
  const { locale, origin, config } = root
  const suffix = pickText(config.site.title_suffix, locale)
  const fullTitle = title ? `${title} | ${suffix}` : pickText(config.site.title, locale)
  const description = pickText(config.site.description, locale)
  const url = new URL(localizePath(pathname, locale), origin).toString()
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { name: 'keywords', content: pickText(config.site.keywords, locale) },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: pickText(config.site.title, locale) },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: new URL(config.site.og_image, origin).toString() },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[l],
    })),
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

/** A route's meta: its own title (catalogue key) on top of the site metadata. */
export function pageMeta(
  args: {
    matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]
    location: { pathname: string }
  },
  titleKey: MessageKey,
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined
  return siteMeta(root, args.location.pathname, metaText(root, titleKey))
}
