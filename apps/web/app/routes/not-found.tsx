import { data } from 'react-router'
import { LocalizedLink } from '../components/localized-link.tsx'
import { useTranslation } from '../lib/i18n.tsx'
import { pageMeta } from '../lib/seo.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.notFound'),
  { name: 'robots', content: 'noindex' },
]

/** `/not-found` and every unmatched path answer HTTP 404 (spec §2). */
export function loader() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  const { t } = useTranslation()
  return (
    <div
      className="container-shop flex flex-col items-center gap-4 py-24 text-center"
      data-testid="not-found"
    >
      <p className="text-6xl font-light text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound.message')}</h1>
      <LocalizedLink
        to="/"
        className="rounded bg-brand-700 px-5 py-2 text-white hover:bg-brand-900"
      >
        {t('common.backToHome')}
      </LocalizedLink>
    </div>
  )
}
