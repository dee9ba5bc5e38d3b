import { LOGO_HEIGHT, type MenuItem, pickText } from '@shop/contract/client'
import { useTranslation } from '../lib/i18n.tsx'
import { useLocale, useRootData } from '../lib/use-root-data.ts'
import { AccountMenu } from './account-menu.tsx'
import { CartLink } from './cart/cart-link.tsx'
import { ChevronDownIcon } from './icons.tsx'
import { LocalizedLink } from './localized-link.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { DisplayToggles, LanguageSwitcher } from './preference-forms.tsx'
import { SearchLink } from './search/search-link.tsx'
import { WishlistLink } from './wishlist/wishlist-link.tsx'

/** Desktop navigation: nested menus open on hover and keyboard focus, no script needed. */
function DesktopMenu({ items }: { items: MenuItem[] }) {
  const locale = useLocale()
  return (
    <ul className="flex items-center gap-1">
      {items.map((item) => (
        <li key={item.path + item.title.en} className="group relative">
          <LocalizedLink
            to={item.path}
            className="flex items-center gap-1 rounded px-3 py-2 text-sm font-medium hover:bg-stone-100 dark:hover:bg-stone-800"
            aria-haspopup={item.children.length ? 'true' : undefined}
          >
            {pickText(item.title, locale)}
            {item.children.length > 0 && <ChevronDownIcon />}
          </LocalizedLink>
          {item.children.length > 0 &&
            (item.megamenu ? (
              <div
                data-testid="megamenu"
                className="invisible absolute start-0 top-full z-40 grid w-[min(90vw,56rem)] grid-cols-4 gap-6 rounded-md border border-stone-200 bg-white p-6 opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 dark:border-stone-700 dark:bg-stone-900"
              >
                {item.children.map((column) => (
                  <div key={column.path}>
                    <LocalizedLink to={column.path} className="font-semibold hover:text-brand-700">
                      {pickText(column.title, locale)}
                    </LocalizedLink>
                    <ul className="mt-2 space-y-1 text-sm">
                      {column.children.map((leaf) => (
                        <li key={leaf.path}>
                          <LocalizedLink
                            to={leaf.path}
                            className="text-stone-600 hover:text-brand-700 dark:text-stone-300"
                          >
                            {pickText(leaf.title, locale)}
                          </LocalizedLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ) : (
              <ul className="invisible absolute start-0 top-full z-40 min-w-52 rounded-md border border-stone-200 bg-white p-2 opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 dark:border-stone-700 dark:bg-stone-900">
                {item.children.map((child) => (
                  <li key={child.path}>
                    <LocalizedLink
                      to={child.path}
                      className="block rounded px-3 py-2 text-sm hover:bg-stone-100 dark:hover:bg-stone-800"
                    >
                      {pickText(child.title, locale)}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            ))}
        </li>
      ))}
    </ul>
  )
}

/** Top bar (spec §2): logo, menu with mega-menu, search, language, account, mobile menu. */
export function Header() {
  const { t } = useTranslation()
  const root = useRootData()
  const locale = useLocale()
  if (!root) return null
  const { site, menu } = root.config
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur dark:border-stone-800 dark:bg-stone-950/95">
      <div className="container-shop flex h-16 items-center gap-4">
        <MobileMenu />
        <LocalizedLink
          to="/"
          className="flex shrink-0 items-center"
          aria-label={pickText(site.title, locale)}
        >
          <img
            src={`${site.logo}?height=${LOGO_HEIGHT.navigation}`}
            alt={pickText(site.title, locale)}
            height={LOGO_HEIGHT.navigation}
            width={LOGO_HEIGHT.navigation * 5}
            className="h-9 w-auto dark:invert"
          />
        </LocalizedLink>
        <nav aria-label={t('header.mainNavigation')} className="hidden flex-1 lg:block">
          <DesktopMenu items={menu} />
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <SearchLink />
          <LanguageSwitcher />
          <div className="hidden sm:block">
            <DisplayToggles />
          </div>
          <AccountMenu />
          <WishlistLink />
          <CartLink />
        </div>
      </div>
    </header>
  )
}
