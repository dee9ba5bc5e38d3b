import { fileName } from '@shop/contract'
import { apiRaw } from '../lib/api.server.ts'
import type { Route } from './+types/resources.files'

const PASSED_ON = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']

/**
 * `/resources/files/{name}`: an uploaded file, fetched from `GET /files/{name}` with this
 * visitor's token and streamed back. The API decides who may read it (payment proofs and refund
 * photos: the owner and staff), so the token never has to reach browser JavaScript.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const name = fileName.safeParse(params.name)
  if (!name.success) throw new Response('Not found', { status: 404 })
  const answer = await apiRaw(context, `/files/${name.data}`)
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
  if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-store')
  return new Response(answer.body, { status: 200, headers })
}
