import { Form } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useLocale, useRootData } from '#web/lib/use-root-data.ts'
import { LocalizedLink } from '../localized-link.tsx'

const LINKS = [
  ['/account/profile', 'account.profile'],
  ['/account/delivery-recipient', 'account.deliveryRecipient'],
  ['/account/notifications', 'account.notifications'],
  ['/account/password', 'account.password'],
] as const

/**
 * "Log out everywhere" (ADR 019): a plain post to the logout route, which revokes every session of
 * the account and then signs this browser out like a normal logout.
 */
function LogoutEverywhereForm() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Form
      method="post"
      action="/resources/logout"
      className="space-y-2 border-t border-stone-200 pt-4 dark:border-stone-700"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="everywhere" value="1" />
      <p className="text-sm text-stone-600 dark:text-stone-300">
        {t('account.logoutEverywhereBody')}
      </p>
      <button
        type="submit"
        className="rounded border border-stone-300 px-4 py-2 text-sm hover:border-brand-600 dark:border-stone-600"
        data-testid="logout-everywhere"
      >
        {t('account.logoutEverywhere')}
      </button>
    </Form>
  )
}

/** The dashboard's landing panel: a greeting, the verification state and the editable parts. */
export function OverviewSection({ verified }: { verified: boolean }) {
  const { t } = useTranslation()
  const name = useRootData()?.user?.username ?? ''
  return (
    <section aria-labelledby="overview-title" className="space-y-4">
      <h2 id="overview-title" className="text-xl font-semibold">
        {t('account.welcome', { name })}
      </h2>
      <p className="text-stone-600 dark:text-stone-300">{t('account.overviewBody')}</p>
      <p role="status" data-testid="verified-state" className="text-sm">
        {verified ? t('account.verified') : t('account.notVerified')}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {LINKS.map(([to, label]) => (
          <li key={to}>
            <LocalizedLink
              to={to}
              className="block rounded border border-stone-200 p-4 hover:border-brand-600 dark:border-stone-700"
            >
              {t(label)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
      <LogoutEverywhereForm />
    </section>
  )
}
