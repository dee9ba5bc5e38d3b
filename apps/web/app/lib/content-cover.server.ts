import { adminCoverUpload } from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import { AdminApiError, adminRequest } from './admin.server.ts'

/** The API's refusals of a cover picture and the message each shows on the cover field. */
const COVER_ERRORS: Record<string, string> = {
  FILE_TYPE_NOT_ALLOWED: 'admin.content.errors.coverType',
  FILE_TOO_LARGE: 'admin.content.errors.coverTooLarge',
  IMAGE_TOO_LARGE: 'admin.content.errors.coverTooLarge',
  IMAGE_UNREADABLE: 'admin.content.errors.coverUnreadable',
}

/**
 * Sends the chosen cover (`cover_upload`) to `POST /admin/posts/covers`, where it is checked and
 * re-encoded within bounds (ADR 041); answers the stored file's name, the message of a refusal,
 * or null when no file was chosen.
 */
export async function uploadCover(
  context: Readonly<RouterContextProvider>,
  file: FormDataEntryValue | null,
): Promise<{ ok: true; file: string } | { ok: false; error: string } | null> {
  if (!(file instanceof File) || file.size === 0) return null
  const body = new FormData()
  body.set('file', file, file.name || 'cover')
  // encoded here so in-process injection and HTTP both receive plain bytes with the boundary
  const encoded = new Response(body)
  try {
    const stored = await adminRequest(context, '/admin/posts/covers', adminCoverUpload, {
      method: 'POST',
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    })
    return { ok: true, file: stored.file }
  } catch (error) {
    const code = error instanceof AdminApiError ? error.body?.code : undefined
    const message = code ? COVER_ERRORS[code] : undefined
    if (!message) throw error
    return { ok: false, error: message }
  }
}
