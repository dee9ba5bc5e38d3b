import type { responseCache } from '@shop/api/lib/response-cache'
import { memorySharedAnswers, type SharedAnswers } from '@shop/api/lib/shared-answers'
import { createContext, RouterContextProvider } from 'react-router'
import type { AuthState } from './auth.server.ts'

/** How the storefront reaches the customer API: in-process injection or HTTP to API_URL. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>

export const apiFetchContext = createContext<ApiFetch>()
/** Per-request memo so several loaders share one API read (e.g. the configuration). */
export const requestMemoContext = createContext<Map<string, Promise<unknown>>>()

/** The visitor's session for this request (set by the auth middleware in root.tsx). */
export const authContext = createContext<AuthState | null>(null)

/**
 * One answer per key for all requests that ask within a time: in this process's memory, or in
 * Redis so that every process of the shop shares it (server/index.ts picks).
 */
export const sharedAnswersContext = createContext<SharedAnswers>()
const inProcess = memorySharedAnswers()

/**
 * Public API answers (configuration, category tree, filters, sorting list) parsed once and kept
 * by the server a few seconds for every request, cleared when the catalogue changes; absent in
 * tests, where each request asks (api.server.ts `publicGet`).
 */
export type PublicAnswers = ReturnType<typeof responseCache<unknown>>
export const publicAnswersContext = createContext<PublicAnswers | null>(null)

/** Built by the server for every request (see server/index.ts). */
export function createLoadContext(
  apiFetch: ApiFetch,
  sharedAnswers: SharedAnswers = inProcess,
  publicAnswers: PublicAnswers | null = null,
): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(apiFetchContext, apiFetch)
  context.set(requestMemoContext, new Map())
  context.set(authContext, null)
  context.set(sharedAnswersContext, sharedAnswers)
  context.set(publicAnswersContext, publicAnswers)
  return context
}
