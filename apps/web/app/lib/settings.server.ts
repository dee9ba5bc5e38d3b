import { MAX_HERO_SLIDES, uploadedFile } from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import { AdminApiError, adminRequest } from './admin.server.ts'

/** The API's refusals of a picture and the settings message each shows on its slide. */
const PICTURE_ERRORS: Record<string, string> = {
  FILE_TYPE_NOT_ALLOWED: 'admin.settings.errors.pictureType',
  FILE_TOO_LARGE: 'admin.settings.errors.pictureTooLarge',
  IMAGE_TOO_LARGE: 'admin.settings.errors.pictureTooLarge',
  IMAGE_UNREADABLE: 'admin.settings.errors.pictureUnreadable',
}

/**
 * Sends each slide's chosen picture (`hero_N_upload`) to `POST /admin/settings/pictures`, where it
 * is checked and decoded within bounds, and puts its address in the slide's picture field. A
 * refused picture answers its field's error; nothing else is saved then.
 */
export async function uploadHeroPictures(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<{ ok: true } | { ok: false; field: string; error: string }> {
  for (let i = 0; i < MAX_HERO_SLIDES; i++) {
    const file = form.get(`hero_${i}_upload`)
    if (!(file instanceof File) || file.size === 0) continue
    const body = new FormData()
    body.set('file', file, file.name || 'picture')
    // encoded here so in-process injection and HTTP both receive plain bytes with the boundary
    const encoded = new Response(body)
    try {
      const stored = await adminRequest(context, '/admin/settings/pictures', uploadedFile, {
        method: 'POST',
        body: new Uint8Array(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      })
      form.set(`hero_${i}_image`, stored.url)
    } catch (error) {
      const code = error instanceof AdminApiError ? error.body?.code : undefined
      const message = code ? PICTURE_ERRORS[code] : undefined
      if (!message) throw error
      return { ok: false, field: `hero_${i}_image`, error: message }
    }
  }
  return { ok: true }
}
