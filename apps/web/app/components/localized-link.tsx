import { type Locale, localizePath } from '@shop/contract/locales'
import { Link, type LinkProps } from 'react-router'
import { useLocale } from '../lib/use-root-data.ts'

/** True for links that leave the site (http(s), mailto:, tel:). */
export function isExternal(to: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(to)
}

/** A configured, locale-less path in the current language (spec §2: redirects and links are prefixed). */
export function localeHref(to: string, locale: Locale): string {
  return isExternal(to) ? to : localizePath(to, locale)
}

type LocalizedLinkProps = Omit<LinkProps, 'to'> & { to: string }

/** Link to a locale-less path; the current language prefix is added. External URLs pass through. */
export function LocalizedLink(props: LocalizedLinkProps) {
  return <LinkIn locale={useLocale()} {...props} />
}

/**
 * The same in a language given, for a part rendered without the page's data (kept-markup.tsx).
 */
export function LinkIn({ to, locale, ...props }: LocalizedLinkProps & { locale: Locale }) {
  if (isExternal(to)) {
    return <a href={to} {...props} rel="noopener noreferrer" />
  }
  return <Link to={localeHref(to, locale)} {...props} />
}
