import { fileName } from '@shop/contract'
import { forbidden, requireStaffUser, staffContext } from '#web/lib/admin.server.ts'
import { apiFetchContext } from '#web/lib/context.ts'
import type { Route } from './+types/files'

const PASSED_ON = ['content-type', 'content-length', 'etag', 'last-modified']

/**
 * `/admin/files/{name}`: a private upload (payment proof, refund photo, a project's receipt, 3D
 * model or poster) fetched from `GET /files/{name}` with the staff token and streamed back, so
 * the token stays in its httpOnly cookie. The API decides who may read it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  // order files for order staff, project files (receipts, models) for project staff
  if (!me.permissions.some((p) => p === 'orders.view' || p === 'projects.view')) throw forbidden()
  const name = fileName.safeParse(params.name)
  if (!name.success) throw new Response('Not found', { status: 404 })
  const token = context.get(staffContext)?.token
  const answer = await context.get(apiFetchContext)(`/files/${name.data}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (!answer.ok) {
    await answer.body?.cancel()
    throw new Response('Not found', { status: answer.status >= 500 ? 502 : 404 })
  }
  const headers = new Headers()
  for (const header of PASSED_ON) {
    const value = answer.headers.get(header)
    if (value) headers.set(header, value)
  }
  headers.set('x-content-type-options', 'nosniff')
  // a file is never a page: no scripts, no frames, even if a PDF or image were crafted to be one
  headers.set('content-security-policy', "default-src 'none'; sandbox")
  headers.set('cache-control', 'private, no-store')
  return new Response(answer.body, { status: 200, headers })
}
