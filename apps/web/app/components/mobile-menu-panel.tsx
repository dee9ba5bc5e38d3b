import type { MenuItem } from '@shop/contract/configuration'
import { pickText } from '@shop/contract/localized'
import { useFrame } from '../lib/frame.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { useLocale, useRootData } from '../lib/use-root-data.ts'
import { LogoutForm } from './account-menu.tsx'
import { LocalizedLink } from './localized-link.tsx'
import { Modal } from './modal.tsx'
import { DisplayToggles, LanguageSwitcher } from './preference-forms.tsx'

function MenuTree({ items, onNavigate }: { items: MenuItem[]; onNavigate(): void }) {
  const locale = useLocale()
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.path + item.title.en}>
          <LocalizedLink
            to={item.path}
            onClick={onNavigate}
            className="block rounded px-2 py-2 break-keep hover:bg-stone-100 dark:hover:bg-stone-800"
          >
            {pickText(item.title, locale)}
          </LocalizedLink>
          {item.children.length > 0 && (
            <div className="ms-4 border-s border-stone-200 ps-2 text-sm dark:border-stone-700">
              <MenuTree items={item.children} onNavigate={onNavigate} />
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}

const linkClass = 'block rounded px-2 py-2 break-keep hover:bg-stone-100 dark:hover:bg-stone-800'

/**
 * The account part of the side menu: the header's account icon leaves the bar below 480px, so its
 * items (or, for a guest, the order lookup) are here too.
 */
function AccountLinks({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const root = useRootData()
  if (!root) return null
  if (!root.user) {
    return (
      <LocalizedLink to="/shop/main/order/guest" onClick={onNavigate} className={linkClass}>
        {t('orders.guest.link')}
      </LocalizedLink>
    )
  }
  return (
    <div>
      <p className="mb-1 truncate text-sm font-semibold">{root.user.username}</p>
      <ul className="space-y-1">
        {root.config.account_menu
          .filter((item) => item.is_enabled)
          .map((item) => (
            <li key={item.path}>
              <LocalizedLink to={item.path} onClick={onNavigate} className={linkClass}>
                {pickText(item.title, locale)}
              </LocalizedLink>
            </li>
          ))}
      </ul>
    </div>
  )
}

/**
 * The side menu's dialog (spec §2 mobile menu, §9 side menu 300px): menu, account, login or
 * logout, languages and display toggles (those the narrow header leaves out). Loaded by
 * mobile-menu.tsx when the page is idle or the button is reached, never with the page.
 */
export default function MobileMenuPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation()
  const root = useRootData()
  const frame = useFrame()
  if (!root) return null
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('header.mainNavigation')}
      className="m-0 h-full max-h-none w-[300px] max-w-[85vw] flex-col gap-4 overflow-y-auto p-4 open:flex"
    >
      <nav aria-label={t('header.mainNavigation')}>
        <MenuTree items={frame?.menu ?? []} onNavigate={onClose} />
      </nav>
      <AccountLinks onNavigate={onClose} />
      {root.user ? (
        <LogoutForm
          onSubmit={onClose}
          className="w-full rounded bg-brand-700 px-3 py-2 text-center text-white"
        />
      ) : (
        <LocalizedLink
          to="/authentication/login/email"
          onClick={onClose}
          className="rounded bg-brand-700 px-3 py-2 text-center text-white"
        >
          {t('header.login')}
        </LocalizedLink>
      )}
      <div>
        <p className="mb-1 text-sm font-semibold">{t('header.language')}</p>
        <LanguageSwitcher layout="list" />
      </div>
      <div>
        <p className="mb-1 text-sm font-semibold">{t('header.preferences')}</p>
        <DisplayToggles />
      </div>
    </Modal>
  )
}
