import {
  type ImportPreview,
  type ImportResult,
  importPreview,
  importResult,
  MAX_IMPORT_BYTES,
  type StaffMe,
} from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import { AdminApiError, adminRequest } from './admin.server.ts'

type Context = Readonly<RouterContextProvider>

/** What the import page shows after a post: a preview (with the file to apply), a result, a fault. */
export type ImportAnswer =
  | { stage: 'preview'; preview: ImportPreview; csv: string }
  | { stage: 'applied'; result: ImportResult }
  | { stage: 'failed'; errors: { path: string; message: string }[] }

const post = (csv: string) => ({
  method: 'POST',
  body: csv,
  headers: { 'content-type': 'text/csv; charset=utf-8' },
})
const sendPreview = (context: Context, csv: string) =>
  adminRequest(context, '/admin/products/import/preview', importPreview, post(csv))
const sendApply = (context: Context, csv: string) =>
  adminRequest(context, '/admin/products/import', importResult, post(csv))

function failed(error: unknown): ImportAnswer & { status: number } {
  if (error instanceof AdminApiError && error.status < 500) {
    const errors = error.body?.errors?.length
      ? error.body.errors
      : [
          {
            path: 'file',
            message: error.status === 413 ? 'admin.import.errors.tooLarge' : 'admin.errors.invalid',
          },
        ]
    return { stage: 'failed', errors, status: error.status }
  }
  throw error
}

/**
 * The two steps of the import page, as plain form posts (issue 27, ADR 048): `preview` reads the
 * uploaded file and sends it to the API's preview; the page carries the file's text in a hidden
 * field to `apply`, which the API re-validates. An apply refused for its rows shows them again.
 */
export async function importStep(
  context: Context,
  me: StaffMe,
  form: FormData,
): Promise<ImportAnswer & { status: number }> {
  if (!me.permissions.includes('catalog.manage'))
    return {
      stage: 'failed' as const,
      errors: [{ path: 'file', message: 'admin.errors.forbidden' }],
      status: 403,
    }
  const intent = form.get('intent')
  let csv: string
  if (intent === 'apply') csv = String(form.get('csv') ?? '')
  else {
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0)
      return {
        stage: 'failed' as const,
        errors: [{ path: 'file', message: 'admin.import.errors.none' }],
        status: 400,
      }
    if (file.size > MAX_IMPORT_BYTES)
      return {
        stage: 'failed' as const,
        errors: [{ path: 'file', message: 'admin.import.errors.tooLarge' }],
        status: 413,
      }
    const bytes = new Uint8Array(await file.arrayBuffer())
    try {
      csv = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      return {
        stage: 'failed' as const,
        errors: [{ path: 'file', message: 'admin.import.errors.notText' }],
        status: 422,
      }
    }
  }
  try {
    if (intent === 'apply') {
      const result = await sendApply(context, csv)
      return { stage: 'applied' as const, result, status: 200 }
    }
    const preview = await sendPreview(context, csv)
    return { stage: 'preview' as const, preview, csv, status: 200 }
  } catch (error) {
    // rows refused at apply (the catalogue changed meanwhile): show the fresh preview
    if (
      intent === 'apply' &&
      error instanceof AdminApiError &&
      error.body?.code === 'IMPORT_ROWS_INVALID'
    ) {
      const preview = await sendPreview(context, csv).catch(() => null)
      if (preview) return { stage: 'preview' as const, preview, csv, status: 422 }
    }
    return failed(error)
  }
}
