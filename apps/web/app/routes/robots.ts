import { LOCALES, localePrefix } from '@shop/contract/client'
import { publicOrigin } from '../lib/env.server.ts'
import type { Route } from './+types/robots'

/** Areas of no use to search engines, in every language. */
const PRIVATE = [
  '/account',
  '/authentication',
  '/result',
  '/shop/main/cart',
  '/shop/main/order',
  '/shop/project',
]

/** `/robots.txt`: crawl the shop, skip private and transactional pages, find the sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request)
  const disallow = LOCALES.flatMap((locale) =>
    PRIVATE.map((path) => `Disallow: ${localePrefix(locale)}${path}`),
  )
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /resources/',
    ...disallow,
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin)}`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  })
}
