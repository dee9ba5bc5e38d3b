import type { MenuItem } from '@shop/contract/configuration'
import { LOGO_HEIGHT } from '@shop/contract/constants'
import type { Locale } from '@shop/contract/locales'
import { pickText } from '@shop/contract/localized'
import { useEffect, useRef } from 'react'
import { useFrame } from '../lib/frame.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { useLocale, useRootData } from '../lib/use-root-data.ts'
import { AccountMenu } from './account-menu.tsx'
import { CartLink } from './cart/cart-link.tsx'
import { ChevronDownIcon } from './icons.tsx'
import { KeptMarkup } from './kept-markup.tsx'
import { LinkIn, LocalizedLink } from './localized-link.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { DisplayToggles, LanguageSwitcher } from './preference-forms.tsx'
import { SearchLink } from './search/search-link.tsx'
import { WishlistLink } from './wishlist/wishlist-link.tsx'

/**
 * Desktop navigation: nested menus open on hover and keyboard focus, no script needed. Labels never
 * break (a CJK label would otherwise stack one character per line); a menu longer than the row
 * wraps whole items onto a second line. A mega-menu spans the row, so it never leaves the page.
 * Kept markup (kept-markup.tsx): everything it shows comes through its props.
 */
function DesktopMenu({ items, locale }: { items: MenuItem[]; locale: Locale }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-1">
      {items.map((item) => (
        <li key={item.path + item.title.en} className={`group ${item.megamenu ? '' : 'relative'}`}>
          <LinkIn
            locale={locale}
            to={item.path}
            className="menu-top"
            aria-haspopup={item.children.length ? 'true' : undefined}
          >
            {pickText(item.title, locale)}
            {item.children.length > 0 && <ChevronDownIcon />}
          </LinkIn>
          {item.children.length > 0 &&
            (item.megamenu ? (
              <div
                data-testid="megamenu"
                className="menu-panel inset-x-4 grid max-w-4xl grid-cols-4 gap-6 p-6"
              >
                {item.children.map((column) => (
                  <div key={column.path}>
                    <LinkIn
                      locale={locale}
                      to={column.path}
                      className="font-semibold hover:text-brand-700"
                    >
                      {pickText(column.title, locale)}
                    </LinkIn>
                    <ul className="mt-2 space-y-1 text-sm">
                      {column.children.map((leaf) => (
                        <li key={leaf.path}>
                          <LinkIn locale={locale} to={leaf.path} className="menu-sub">
                            {pickText(leaf.title, locale)}
                          </LinkIn>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ) : (
              <ul className="menu-panel start-0 min-w-52 p-2">
                {item.children.map((child) => (
                  <li key={child.path}>
                    <LinkIn locale={locale} to={child.path} className="menu-item">
                      {pickText(child.title, locale)}
                    </LinkIn>
                  </li>
                ))}
              </ul>
            ))}
        </li>
      ))}
    </ul>
  )
}

/**
 * Top bar (spec §2, §1 breakpoints), phone first: below 480px the bar holds the menu button, logo,
 * search, wishlist and cart, and the side menu carries the account, languages and display toggles;
 * each comes into the bar as the width allows (account 480, language 576, toggles 768). From 992px
 * the menu has a row of its own under the bar: the owner's menu, in any of the three languages,
 * then never competes with the icons for width.
 */
export function Header() {
  const { t } = useTranslation()
  const root = useRootData()
  const locale = useLocale()
  const header = useRef<HTMLElement>(null)
  // error toasts sit just under the header, whose height changes with the width (toast.tsx)
  useEffect(() => {
    const element = header.current
    if (!element) return
    const observer = new ResizeObserver(() => {
      document.documentElement.style.setProperty('--header-height', `${element.offsetHeight}px`)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const frame = useFrame()
  if (!root || !frame) return null
  const { site } = root.config
  const { menu } = frame
  return (
    <header
      ref={header}
      className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur dark:border-stone-800 dark:bg-stone-950/95"
    >
      <div className="container-shop flex h-16 items-center gap-2 xs:gap-4">
        <MobileMenu />
        <LocalizedLink
          to="/"
          className="flex min-w-0 shrink items-center"
          aria-label={pickText(site.title, locale)}
        >
          <img
            src={`${site.logo}?height=${LOGO_HEIGHT.navigation}`}
            alt={pickText(site.title, locale)}
            height={LOGO_HEIGHT.navigation}
            width={LOGO_HEIGHT.navigation * 5}
            className="logo h-7 w-auto xs:h-9"
          />
        </LocalizedLink>
        <div className="ms-auto flex shrink-0 items-center gap-1">
          <SearchLink />
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <div className="hidden md:block">
            <DisplayToggles />
          </div>
          <div className="hidden xs:block">
            <AccountMenu />
          </div>
          <WishlistLink />
          <CartLink />
        </div>
      </div>
      <nav
        aria-label={t('header.mainNavigation')}
        className="hidden border-t border-stone-100 lg:block dark:border-stone-800"
      >
        <KeptMarkup name="main-menu" deps={[menu]} className="container-shop relative py-1">
          <DesktopMenu items={menu} locale={locale} />
        </KeptMarkup>
      </nav>
    </header>
  )
}
