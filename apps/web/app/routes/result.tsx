import { localePrefix, pickText, type ResultOutcome, splitLocalePath } from '@shop/contract/client'
import { redirect } from 'react-router'
import { LocalizedLink } from '../components/localized-link.tsx'
import { getConfiguration } from '../lib/api.server.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { pageUrl } from '../lib/page-url.ts'
import { pageMeta } from '../lib/seo.ts'
import { useLocale } from '../lib/use-root-data.ts'
import type { Route } from './+types/result'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.result'),
  { name: 'robots', content: 'noindex' },
]

/** `/result/{type}/(success|failure|cancelled)`: the type must be a configured key (spec §2). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request)
  const outcome = url.pathname.split('/').at(-1) as ResultOutcome
  const { locale } = splitLocalePath(url.pathname)
  const type = params.type
  if (!type) return { outcome, message: null }
  const config = await getConfiguration(context)
  const messages = Object.hasOwn(config.response_messages, type)
    ? config.response_messages[type]
    : undefined
  if (!messages) throw redirect(`${localePrefix(locale)}/not-found`)
  return { outcome, message: messages[outcome] }
}

const defaults = {
  success: 'result.defaultSuccess',
  failure: 'result.defaultFailure',
  cancelled: 'result.defaultCancelled',
} as const

export default function Result({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { outcome, message } = loaderData
  return (
    <div className="container-shop py-24 text-center" data-testid={`result-${outcome}`}>
      <h1 className="text-3xl font-semibold">
        {message ? pickText(message.title, locale) : t(defaults[outcome])}
      </h1>
      {message && (
        <p className="mt-4 text-stone-600 dark:text-stone-300">
          {pickText(message.description, locale)}
        </p>
      )}
      <LocalizedLink
        to="/shop/main/product"
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-2 text-white"
      >
        {t('result.continueShopping')}
      </LocalizedLink>
    </div>
  )
}
