import { localizePath, pickText } from '@shop/contract/client'
import { useLocation } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useLocale, useRootData } from '#web/lib/use-root-data.ts'
import { LocalizedLink } from '../localized-link.tsx'

/** The dashboard's side menu: the configured account menu, enabled entries only (spec §3). */
export function AccountSideMenu() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { pathname } = useLocation()
  const items = useRootData()?.config.account_menu.filter((item) => item.is_enabled) ?? []
  return (
    <nav aria-label={t('account.menu')} className="w-full md:w-[300px] md:shrink-0">
      <ul className="space-y-1 rounded-lg border border-stone-200 p-2 dark:border-stone-800">
        {items.map((item) => {
          const current = localizePath(item.path, locale) === pathname
          return (
            <li key={item.path}>
              <LocalizedLink
                to={item.path}
                aria-current={current ? 'page' : undefined}
                className="block rounded px-3 py-2 text-sm hover:bg-stone-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold dark:hover:bg-stone-800 dark:aria-[current=page]:bg-stone-800"
              >
                {pickText(item.title, locale)}
              </LocalizedLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
