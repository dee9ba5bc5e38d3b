import type { StaffMe } from '@shop/contract'
import { Form, NavLink, useLocation, useNavigation } from 'react-router'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { type AdminNavItem, navFor } from '#web/lib/admin-nav.ts'

function NavLinks({ items }: { items: AdminNavItem[] }) {
  const { t } = useAdminT()
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            to={item.to}
            end={item.key === 'dashboard'}
            className={({ isActive }) =>
              `block rounded px-3 py-2 text-sm ${isActive ? 'bg-stone-900 font-semibold text-white' : 'hover:bg-stone-200'}`
            }
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

/** The member, the language switch (saved as their preference) and sign-out. */
function Account({ me }: { me: StaffMe }) {
  const { t, language } = useAdminT()
  const location = useLocation()
  const navigation = useNavigation()
  const switching = navigation.formAction === '/admin/language'
  const other = language === 'en' ? 'zh' : 'en'
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span data-testid="admin-member">
        {t('shell.signedInAs', { name: me.name })}{' '}
        <span className="text-stone-600">({t(`shell.roles.${me.role}`)})</span>
      </span>
      <Form method="post" action="/admin/language" className="inline">
        <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          name="language"
          value={other}
          lang={other === 'zh' ? 'zh-Hant-HK' : 'en'}
          aria-label={`${t('shell.switchTo')}: ${t(`shell.languages.${other}`)}`}
          disabled={switching}
          className="rounded border border-stone-400 px-2 py-1 hover:bg-stone-100"
        >
          {switching ? t('shell.saving') : t(`shell.languages.${other}`)}
        </button>
      </Form>
      <Form method="post" action="/admin/logout" className="inline">
        <button
          type="submit"
          className="rounded border border-stone-400 px-2 py-1 hover:bg-stone-100"
        >
          {t('shell.signOut')}
        </button>
      </Form>
    </div>
  )
}

/**
 * The back office's frame around every signed-in page. On a phone the menu folds into a
 * `<details>` (opens without JavaScript); from 768 px it is a side column.
 */
export function AdminShell({ me, children }: { me: StaffMe; children: React.ReactNode }) {
  const { t } = useAdminT()
  const items = navFor(me.permissions)
  return (
    <div className="flex min-h-screen flex-col bg-stone-50 text-stone-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('shell.skipToContent')}
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold">{t('shell.siteName')}</p>
          <Account me={me} />
        </div>
        <details className="border-t border-stone-200 md:hidden" data-testid="admin-menu">
          <summary className="cursor-pointer px-4 py-2 text-sm font-medium">
            {t('shell.menu')}
          </summary>
          <nav aria-label={t('shell.navigation')} className="px-2 pb-3">
            <NavLinks items={items} />
          </nav>
        </details>
      </header>
      {/* the side menu runs the full height of the window, however short the page */}
      <div className="flex flex-1">
        <nav
          aria-label={t('shell.navigation')}
          className="hidden w-56 shrink-0 border-r border-stone-200 bg-white p-3 md:block"
        >
          <NavLinks items={items} />
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  )
}
