import { localePrefix, splitLocalePath } from '@shop/contract/client'
import { redirect } from 'react-router'
import { pageMeta } from '../lib/seo.ts'
import { pageOfRouteId } from '../route-list.ts'
import type { Route } from './+types/verification-page'
import ComingSoon from './coming-soon.tsx'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, pageOfRouteId(args.matches.at(-1)?.id ?? '')?.title ?? 'common.comingSoon')

/**
 * Verification pages need `verification_code` (spec §2, §5); without it the visitor goes to the
 * verification_code failure result page. Checking the code with the API arrives with sign-up.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (!url.searchParams.get('verification_code')) {
    const { locale } = splitLocalePath(url.pathname)
    throw redirect(`${localePrefix(locale)}/result/verification_code/failure`)
  }
  return null
}

export default ComingSoon
