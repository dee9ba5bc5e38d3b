import { contentPage, pickText, splitLocalePath } from '@shop/contract'
import { data } from 'react-router'
import { ContentSections } from '#web/components/content-sections.tsx'
import { RichText } from '#web/components/rich-text.tsx'
import { ApiError, apiRequest } from '#web/lib/api.server.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import { pageOfRouteId } from '#web/route-list.ts'
import type { Route } from './+types/page'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, pageOfRouteId(args.matches.at(-1)?.id ?? '')?.title ?? 'pages.home')

/**
 * A page the owner edits without a release: about-us, the terms pages and the FAQ (spec §2, §7
 * Static content). The page's path is its content slug.
 */
export async function loader({ pattern, context }: Route.LoaderArgs) {
  // the matched pattern, not the request URL (client navigations fetch `{path}.data`)
  const slug = splitLocalePath(`/${pattern.replace(/^\//, '')}`).path.replace(/^\/|\/$/g, '')
  try {
    return await apiRequest(context, `/contents/slug/${slug}/latest`, contentPage)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

export default function ContentRoute({ loaderData: page }: Route.ComponentProps) {
  const locale = useLocale()
  return (
    <article className="container-shop py-12" data-testid={`content-${page.slug}`}>
      <h1 className="mb-6 text-3xl font-semibold">{pickText(page.title, locale)}</h1>
      <RichText html={pickText(page.body, locale)} />
      <ContentSections sections={page.sections} />
    </article>
  )
}
