import {
  type Configuration,
  configuration,
  errorEnvelope,
  type FilePurpose,
  type UploadedFile,
  uploadResponse,
} from '@shop/contract'
import { data, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import {
  apiFetchContext,
  authContext,
  publicAnswersContext,
  requestMemoContext,
} from './context.ts'

/** An API answer that was not 2xx, carried with the API's own envelope. */
export class ApiError extends Error {
  readonly status: number
  readonly body: z.infer<typeof errorEnvelope> | null
  constructor(status: number, body: z.infer<typeof errorEnvelope> | null) {
    super(body?.message ?? `API answered ${status}`)
    this.status = status
    this.body = body
  }
}

/** The one HTTP client of the storefront: calls the API and parses the answer with the contract. */
export async function apiRequest<T extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: T,
  init: RequestInit = {},
): Promise<z.output<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (typeof init.body === 'string') headers['content-type'] = 'application/json'
  const response = await apiRaw(context, path, {
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string>) },
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const parsed = errorEnvelope.safeParse(json)
    throw new ApiError(response.status, parsed.success ? parsed.data : null)
  }
  return schema.parse(json)
}

/** The API's raw answer, with the visitor's token attached (for bytes, e.g. uploaded files). */
export function apiRaw(
  context: Readonly<RouterContextProvider>,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = { ...(init.headers as Record<string, string>) }
  const token = context.get(authContext)?.session.get('token')
  if (token) headers.authorization = `Bearer ${token}`
  return context.get(apiFetchContext)(path, { ...init, headers })
}

/**
 * spec §7 File upload: forwards one file the shopper posted to `POST /files` (multipart field
 * `file`, one file per request) and returns what other calls reference it by.
 */
export async function apiUpload(
  context: Readonly<RouterContextProvider>,
  file: File,
  purpose: FilePurpose,
): Promise<UploadedFile> {
  const form = new FormData()
  form.set('file', file, file.name || 'upload')
  // encoded here so both in-process injection and HTTP receive plain bytes with the boundary
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  const answer = await apiRequest(context, `/files?purpose=${purpose}`, uploadResponse, {
    method: 'POST',
    body,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  })
  return answer.data
}

/** GET once per request, whichever loaders ask. */
export function memoGet<T extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: T,
): Promise<z.output<T>> {
  const memo = context.get(requestMemoContext)
  let pending = memo.get(path) as Promise<z.output<T>> | undefined
  if (!pending) {
    pending = apiRequest(context, path, schema)
    memo.set(path, pending)
  }
  return pending
}

/**
 * A public answer, the same for every visitor whoever asks (the API reads no caller for it): kept
 * parsed by the server a few seconds across requests (`publicAnswersContext`), else once per
 * request. Its objects are shared: loaders copy what they change.
 */
export function publicGet<T extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: T,
): Promise<z.output<T>> {
  const kept = context.get(publicAnswersContext)
  if (!kept) return memoGet(context, path, schema)
  // asked afresh, never from this request's memo: a render that straddles a save (its first
  // loader read before the save, the cache cleared since) would keep its old answer for everyone
  return kept.get(path, () => apiRequest(context, path, schema)) as Promise<z.output<T>>
}

/** The site configuration (menus, footer, metadata, result messages). */
export async function getConfiguration(
  context: Readonly<RouterContextProvider>,
): Promise<Configuration> {
  try {
    return await publicGet(context, '/configuration/latest', configuration)
  } catch (error) {
    if (error instanceof ApiError)
      throw data(error.body?.message ?? 'Error from Server', { status: 503 })
    throw error
  }
}
