import { redirect } from 'react-router'
import { z } from 'zod'
import { adminRequest, signOutStaff } from '#web/lib/admin.server.ts'
import type { Route } from './+types/logout'

/** Sign out: the API ends the session (a failure there must not keep the member signed in). */
export async function action({ context }: Route.ActionArgs) {
  try {
    await adminRequest(context, '/admin/auth/logout', z.unknown(), { method: 'POST' })
  } catch {
    // already ended or expired: forgetting it here is what matters
  }
  signOutStaff(context)
  return redirect('/admin/login?signed_out=1')
}

export function loader() {
  return redirect('/admin/')
}
