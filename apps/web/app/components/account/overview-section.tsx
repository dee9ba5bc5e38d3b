import { useTranslation } from '../../lib/i18n.tsx'
import { useRootData } from '../../lib/use-root-data.ts'
import { LocalizedLink } from '../localized-link.tsx'

const LINKS = [
  ['/account/profile', 'account.profile'],
  ['/account/delivery-recipient', 'account.deliveryRecipient'],
  ['/account/notifications', 'account.notifications'],
  ['/account/password', 'account.password'],
] as const

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
    </section>
  )
}
