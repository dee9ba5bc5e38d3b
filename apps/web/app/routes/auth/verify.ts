import { redirect } from 'react-router'
import { prefixOf } from '#web/lib/form-action.server.ts'
import { checkCode } from '#web/lib/verification.server.ts'
import type { Route } from './+types/verify'

/** The link of the sign-up e-mail: verifies the account and shows the outcome (spec §2, §8). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await checkCode(request, context, '/auth/verify')
  return redirect(`${prefixOf(request)}/result/verification_code/success`)
}
