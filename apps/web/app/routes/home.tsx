import {
  localeFromAcceptLanguage,
  localePrefix,
  pickText,
  ROOT_REDIRECT_STATUS,
} from '@shop/contract/client'
import { useTranslation } from 'react-i18next'
import { redirect } from 'react-router'
import { LatestPosts } from '../components/latest-posts.tsx'
import { LocalizedLink } from '../components/localized-link.tsx'
import { latestPosts } from '../lib/posts.server.ts'
import { cookieLocale } from '../lib/preferences.server.ts'
import { pageMeta } from '../lib/seo.ts'
import { useLocale, useRootData } from '../lib/use-root-data.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'pages.home')

/**
 * spec §2: language detection redirects (302) only from the root: cookie store_i18n, then the
 * browser's Accept-Language, then English.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (url.pathname === '/') {
    const preferred =
      cookieLocale(request) ?? localeFromAcceptLanguage(request.headers.get('accept-language'))
    if (preferred && preferred !== 'en') {
      throw redirect(`${localePrefix(preferred)}${url.search}`, {
        status: ROOT_REDIRECT_STATUS,
        headers: { Vary: 'Cookie, Accept-Language' },
      })
    }
  }
  return { latestPosts: await latestPosts(context) }
}

export function headers() {
  return { Vary: 'Cookie, Accept-Language' }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const menu = useRootData()?.config.menu ?? []
  const rooms = menu.find((item) => item.megamenu)?.children ?? []
  return (
    <>
      <section className="bg-brand-50 dark:bg-stone-900">
        <div className="container-shop grid items-center gap-8 py-16 md:py-24 lg:grid-cols-2">
          <div>
            <h1 className="text-4xl font-semibold tracking-tight md:text-5xl">
              {t('home.heroTitle')}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-stone-600 dark:text-stone-300">
              {t('home.heroBody')}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <LocalizedLink
                to="/shop/main/product"
                className="rounded bg-brand-700 px-5 py-3 text-white hover:bg-brand-900"
              >
                {t('home.shopNow')}
              </LocalizedLink>
              <LocalizedLink
                to="/shop/main/product?category=design-consultation"
                className="rounded border border-brand-700 px-5 py-3 text-brand-700 hover:bg-brand-100 dark:text-brand-100"
              >
                {t('home.bookDesign')}
              </LocalizedLink>
            </div>
          </div>
          <div
            aria-hidden
            className="hidden aspect-[4/3] rounded-lg bg-[linear-gradient(135deg,#d9c7ae,#8a5a2b)] lg:block"
          />
        </div>
      </section>
      {rooms.length > 0 && (
        <section className="container-shop py-12" aria-labelledby="rooms-heading">
          <h2 id="rooms-heading" className="sr-only">
            {t('pages.products')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {rooms.map((room) => (
              <li key={room.path}>
                <LocalizedLink
                  to={room.path}
                  className="block rounded-lg border border-stone-200 p-6 text-center font-medium hover:border-brand-600 dark:border-stone-700"
                >
                  {pickText(room.title, locale)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <LatestPosts posts={loaderData.latestPosts} />
    </>
  )
}
