import { adminImagePatch, adminProductImage, MAX_UPLOAD_BYTES, type StaffMe } from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { AdminApiError, adminRequest } from './admin.server.ts'
import { apiFailure } from './form-action.server.ts'
import { type FormResult, text, validate } from './forms.ts'
import { filesOf } from './order-forms.ts'

type Context = Readonly<RouterContextProvider>
type Answer = { result: FormResult<string>; status: number }
const product = (id: string) => `/admin/products/${encodeURIComponent(id)}`
const image = (id: string) => `/admin/images/${encodeURIComponent(id)}`

/** The API's refusals of a picture, in the member's language (issue 27; ADR 041's 422s). */
const UPLOAD_MESSAGES: Record<string, string> = {
  IMAGE_TOO_LARGE: 'admin.catalog.images.errors.tooLarge',
  IMAGE_UNREADABLE: 'admin.catalog.images.errors.unreadable',
  FILE_TOO_LARGE: 'admin.catalog.images.errors.fileTooLarge',
  FILE_TYPE_NOT_ALLOWED: 'admin.catalog.images.errors.notAPicture',
  FILE_REQUIRED: 'admin.catalog.images.errors.none',
  TOO_MANY_IMAGES: 'admin.catalog.images.errors.tooMany',
  IMAGE_NOT_FOUND: 'admin.catalog.images.errors.notFound',
  IMAGE_ORDER_MISMATCH: 'admin.catalog.images.errors.orderChanged',
}

function failure(error: unknown, intent: string): Answer {
  const known = error instanceof AdminApiError && UPLOAD_MESSAGES[error.body?.code ?? '']
  if (known) {
    const status = (error as AdminApiError).status
    return { result: { ok: false, intent, error: known, fieldErrors: {} }, status }
  }
  const refused = apiFailure(error, { intent })
  return { result: refused.data, status: refused.init?.status ?? 400 }
}

/**
 * Uploads the chosen pictures one per API request, in the order chosen. A refused file does not
 * stop the others: the answer says how many were added and why each other one was not.
 */
export async function uploadImages(
  context: Context,
  me: StaffMe,
  productId: string,
  form: FormData,
): Promise<Answer> {
  const intent = 'image-upload'
  const refuse = (error: string, status = 400): Answer => ({
    result: { ok: false, intent, error, fieldErrors: { file: error } },
    status,
  })
  if (!me.permissions.includes('catalog.manage')) return refuse('admin.errors.forbidden', 403)
  const files = filesOf(form, 'file')
  if (!files.length) return refuse('admin.catalog.images.errors.none')
  // file name → why it was not added
  const failed: Record<string, string> = {}
  let lastStatus = 400
  for (const file of files) {
    if (file.size > MAX_UPLOAD_BYTES) {
      failed[file.name] = 'admin.catalog.images.errors.fileTooLarge'
      lastStatus = 413
      continue
    }
    const body = new FormData()
    body.set('file', file, file.name)
    // encoded here so both in-process injection and HTTP receive plain bytes with the boundary
    const encoded = new Response(body)
    try {
      await adminRequest(context, `${product(productId)}/images`, adminProductImage, {
        method: 'POST',
        body: new Uint8Array(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      })
    } catch (error) {
      const { result, status } = failure(error, intent)
      failed[file.name] = result.ok ? 'admin.errors.invalid' : result.error
      lastStatus = status
    }
  }
  const reasons = Object.values(failed)
  const done = files.length - reasons.length
  const values = { count: done, done, total: files.length }
  if (!reasons.length)
    return {
      result: { ok: true, intent, message: 'admin.catalog.images.uploaded', values },
      status: 200,
    }
  const error = files.length === 1 ? (reasons[0] as string) : 'admin.catalog.images.partly'
  return {
    result: { ok: false, intent, error, fieldErrors: failed, values },
    // some were added: the page shows them and names the refused files
    status: done ? 200 : lastStatus,
  }
}

const altOf = (form: FormData) => ({
  en: text(form, 'alt_en'),
  zh: text(form, 'alt_zh'),
  cn: text(form, 'alt_cn'),
})

/**
 * The forms of a picture on the product page, by `intent`: `image-save` (alt texts, colour),
 * `image-move` (up or down one place: `sequence` is the place wanted), `image-delete` (after the
 * page asked). Plain posts, so they work without script.
 */
export async function imageAction(
  context: Context,
  intent: string,
  form: FormData,
): Promise<Answer> {
  const id = text(form, 'image_id')
  const rowIntent = `${intent}:${id}`
  try {
    if (intent === 'image-save') {
      const colour = text(form, 'colour_id')
      const checked = validate(adminImagePatch, {
        alt: altOf(form),
        colour_id: colour || null,
      })
      if (!checked.ok)
        return {
          result: {
            ok: false,
            intent: rowIntent,
            error: checked.error,
            fieldErrors: checked.fieldErrors,
          },
          status: 400,
        }
      await adminRequest(context, image(id), adminProductImage, {
        method: 'PATCH',
        body: JSON.stringify(checked.body),
      })
      return {
        result: { ok: true, intent: rowIntent, message: 'admin.catalog.images.saved' },
        status: 200,
      }
    }
    if (intent === 'image-move') {
      const sequence = Math.max(0, Number.parseInt(text(form, 'sequence'), 10) || 0)
      await adminRequest(context, image(id), adminProductImage, {
        method: 'PATCH',
        body: JSON.stringify({ sequence }),
      })
      return {
        result: { ok: true, intent: 'image-move', message: 'admin.catalog.images.moved' },
        status: 200,
      }
    }
    if (intent === 'image-delete') {
      await adminRequest(context, image(id), z.null(), { method: 'DELETE' })
      return {
        result: { ok: true, intent: 'image-delete', message: 'admin.catalog.images.deleted' },
        status: 200,
      }
    }
  } catch (error) {
    return failure(error, rowIntent)
  }
  return {
    result: { ok: false, intent, error: 'admin.errors.invalid', fieldErrors: {} },
    status: 400,
  }
}
