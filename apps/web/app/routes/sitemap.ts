import { publicOrigin } from '../lib/env.server.ts'
import { sitemapXml } from '../lib/sitemap.server.ts'
import type { Route } from './+types/sitemap'

/** `/sitemap.xml`: every public page and product in the three languages, with hreflang. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(request)
  return new Response(await sitemapXml(context, origin), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
