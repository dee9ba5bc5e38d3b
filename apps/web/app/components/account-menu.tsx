import { pickText } from '@shop/contract/localized'
import type { MouseEvent } from 'react'
import { Form } from 'react-router'
import { useTranslation } from '../lib/i18n.tsx'
import { useLocale, useRootData } from '../lib/use-root-data.ts'
import { UserIcon } from './icons.tsx'
import { LocalizedLink } from './localized-link.tsx'

/** Logout is a POST (never a link a crawler or prefetch could follow), handled by resources/logout. */
export function LogoutForm({ className, onSubmit }: { className?: string; onSubmit?(): void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Form method="post" action="/resources/logout" onSubmit={onSubmit}>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={className} data-testid="logout">
        {t('header.logout')}
      </button>
    </Form>
  )
}

function closeDisclosure(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest('details')?.removeAttribute('open')
}

const itemClass = 'menu-option'

/**
 * spec §2 account icon: for guests, log in or find an order; for a signed-in shopper a small disclosure
 * (works without JavaScript) with the enabled account menu items and logout.
 */
export function AccountMenu() {
  const { t } = useTranslation()
  const locale = useLocale()
  const root = useRootData()
  if (!root?.user) {
    // spec §6: guests can look up an order, so the icon offers that next to logging in
    return (
      <details className="relative" data-testid="account-link">
        <summary className="icon-summary">
          <UserIcon />
          <span className="sr-only">{t('header.accountMenu')}</span>
        </summary>
        <div className="absolute end-0 z-40 mt-1 min-w-52 rounded-md border border-stone-200 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900">
          <ul>
            <li>
              <LocalizedLink
                to="/authentication/login/email"
                onClick={closeDisclosure}
                className={itemClass}
                data-testid="login-link"
              >
                {t('header.login')}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink
                to="/shop/main/order/guest"
                onClick={closeDisclosure}
                className={itemClass}
                data-testid="guest-order-link"
              >
                {t('orders.guest.link')}
              </LocalizedLink>
            </li>
          </ul>
        </div>
      </details>
    )
  }
  const items = root.config.account_menu.filter((item) => item.is_enabled)
  return (
    <details className="relative" data-testid="account-menu">
      <summary className="icon-summary">
        <UserIcon />
        <span className="sr-only">{t('header.accountMenu')}</span>
        <span className="hidden max-w-32 truncate text-sm lg:inline">{root.user.username}</span>
      </summary>
      <div className="absolute end-0 z-40 mt-1 min-w-52 rounded-md border border-stone-200 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900">
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <LocalizedLink to={item.path} onClick={closeDisclosure} className={itemClass}>
                {pickText(item.title, locale)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
        <div className="mt-1 border-t border-stone-200 pt-1 dark:border-stone-700">
          <LogoutForm className={itemClass} />
        </div>
      </div>
    </details>
  )
}
