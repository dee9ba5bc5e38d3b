import { useMatches } from 'react-router'
import { LocalizedLink } from '../components/localized-link.tsx'
import { useTranslation } from '../lib/i18n.tsx'
import { pageMeta } from '../lib/seo.ts'
import { pageOfRouteId } from '../route-list.ts'
import type { Route } from './+types/coming-soon'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, pageOfRouteId(args.matches.at(-1)?.id ?? '')?.title ?? 'common.comingSoon')

/** A page whose capability a later release builds: the real layout with a plain notice. */
export default function ComingSoon() {
  const { t } = useTranslation()
  const match = useMatches().at(-1)
  const page = pageOfRouteId(match?.id ?? '')
  return (
    <div className="container-shop py-20 text-center" data-testid="coming-soon">
      <h1 className="text-3xl font-semibold">{page ? t(page.title) : t('common.comingSoon')}</h1>
      <p className="mt-2 text-brand-700 dark:text-brand-100">{t('common.comingSoon')}</p>
      <p className="mt-4 text-stone-600 dark:text-stone-300">{t('common.comingSoonBody')}</p>
      <LocalizedLink to="/" className="mt-8 inline-block underline">
        {t('common.backToHome')}
      </LocalizedLink>
    </div>
  )
}
