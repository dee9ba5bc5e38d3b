import { MAX_UPLOAD_BYTES } from '@shop/contract'
import { z } from 'zod'
import { filesOf } from './order-forms.ts'

/**
 * The back office's 3D design upload (issue 18, `PUT /admin/projects/{id}/model`): a .glb or
 * .gltf model of up to 25 MB and an optional poster image, checked in the browser before the
 * upload starts and again in the action; the API still checks the bytes.
 */
export const MAX_MODEL_BYTES = 25 * 1024 * 1024
export const MODEL_ACCEPT = '.glb,.gltf,model/gltf-binary,model/gltf+json'
export const POSTER_ACCEPT = 'image/jpeg,image/png,image/webp'

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File

export const modelForm = z.object({
  model: z
    .custom<File>(isFile, { message: 'admin.projects.detail.modelRequired' })
    .refine((file) => /\.(glb|gltf)$/i.test(file.name), {
      message: 'admin.projects.detail.modelRequired',
    })
    .refine((file) => file.size <= MAX_MODEL_BYTES, {
      message: 'admin.projects.detail.modelTooLarge',
    }),
  poster: z
    .custom<File>(isFile)
    .refine(
      (file) => POSTER_ACCEPT.split(',').includes(file.type) && file.size <= MAX_UPLOAD_BYTES,
      { message: 'admin.projects.detail.posterInvalid' },
    )
    .optional(),
})

export const modelFormInput = (form: FormData) => ({
  model: filesOf(form, 'model')[0],
  poster: filesOf(form, 'poster')[0],
})

/** The API's multipart body: field `model`, and `poster` when one was chosen. */
export async function modelUploadBody(files: z.output<typeof modelForm>) {
  const form = new FormData()
  form.set('model', files.model, files.model.name)
  if (files.poster) form.set('poster', files.poster, files.poster.name)
  // encoded here so both in-process injection and HTTP receive plain bytes with the boundary
  const encoded = new Response(form)
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  }
}
