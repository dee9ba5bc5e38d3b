import { MAIN_STORE_ID, type PagedList, postList, productList } from '@shop/contract'
import { HTML_LANG, LOCALES, type Locale, localizePath } from '@shop/contract/client'
import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { pages } from '../route-list.ts'
import { apiRequest } from './api.server.ts'
import { postSlug } from './posts.ts'
import { productPath } from './product-list.ts'

/** Public pages worth indexing: no parameters, no account, sign-in, cart or result screens. */
const PRIVATE = /^(account|authentication|result|shop\/main\/(cart|order)|shop\/project|not-found)/
export const indexablePaths = () =>
  pages
    .filter((page) => !page.path.includes(':') && page.path !== '*' && page.name !== 'home')
    .filter((page) => !PRIVATE.test(page.path))
    .map((page) => `/${page.path}`)

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  )

/** Every item of a paged API list, following next_page_url 100 at a time. */
async function everything<T>(
  context: Readonly<RouterContextProvider>,
  first: string,
  schema: z.ZodType<PagedList<T>>,
): Promise<T[]> {
  const found: T[] = []
  let path: string | null = first
  while (path) {
    const page: PagedList<T> = await apiRequest(context, path, schema)
    found.push(...page.data)
    const next: URL | null = page.next_page_url ? new URL(page.next_page_url) : null
    path = next ? `${next.pathname.replace(/^\/api\/v1/, '')}${next.search}` : null
  }
  return found
}

/**
 * `sitemap.xml`: pages, posts and products, each once per language, each entry naming its other languages (hreflang)
 * and x-default, so search engines show the shopper's language.
 */
export async function sitemapXml(context: Readonly<RouterContextProvider>, origin: string) {
  type Entry = { paths: Record<Locale, string>; lastmod?: string }
  const same = (path: string) =>
    Object.fromEntries(LOCALES.map((l) => [l, path])) as Record<Locale, string>
  const entries: Entry[] = indexablePaths().map((path) => ({ paths: same(path) }))
  entries.unshift({ paths: same('/') })
  const [products, posts] = await Promise.all([
    everything(
      context,
      `/stores/${MAIN_STORE_ID}/product-management/products/filter?per_page=100&sort=newest`,
      productList,
    ),
    everything(context, '/posts/filter?per_page=100', postList),
  ])
  for (const post of posts) {
    const paths = Object.fromEntries(
      LOCALES.map((l) => [l, `/blog/${post._id}/${encodeURIComponent(postSlug(post, l))}`]),
    ) as Record<Locale, string>
    entries.push({ paths, lastmod: post.published_at.slice(0, 10) })
  }
  for (const product of products) {
    const paths = Object.fromEntries(LOCALES.map((l) => [l, productPath(product, l)])) as Record<
      Locale,
      string
    >
    entries.push({ paths, lastmod: product.created_at.slice(0, 10) })
  }
  const href = (path: string, locale: Locale) =>
    escapeXml(new URL(localizePath(path, locale), origin).toString())
  const urls = entries.flatMap(({ paths, lastmod }) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${HTML_LANG[other]}" href="${href(paths[other], other)}"/>`,
      ).join('')
      const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${href(paths.en, 'en')}"/>`
      const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
      return `<url><loc>${href(paths[locale], locale)}</loc>${modified}${alternates}${xDefault}</url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}
