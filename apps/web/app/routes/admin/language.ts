import { STAFF_LANGUAGES, staffMe } from '@shop/contract'
import { redirect } from 'react-router'
import { adminRequest, currentStaff, setStaffLanguage } from '#web/lib/admin.server.ts'
import { safeAdminNext } from '#web/lib/admin-path.ts'
import type { Route } from './+types/language'

/**
 * The language switch: saved as the member's preference (PUT /admin/auth/me) when signed in,
 * remembered by this browser either way, then back to the page it was pressed on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const language = STAFF_LANGUAGES.find((l) => l === form.get('language'))
  const next = safeAdminNext(String(form.get('next') ?? ''))
  if (!language) return redirect(next)
  if (await currentStaff(context)) {
    await adminRequest(context, '/admin/auth/me', staffMe, {
      method: 'PUT',
      body: JSON.stringify({ language }),
    })
  }
  setStaffLanguage(context, language)
  return redirect(next)
}

export function loader() {
  return redirect('/admin/')
}
