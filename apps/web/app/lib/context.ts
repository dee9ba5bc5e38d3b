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

/** Built by the server for every request (see server/index.ts). */
export function createLoadContext(
  apiFetch: ApiFetch,
  sharedAnswers: SharedAnswers = inProcess,
): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(apiFetchContext, apiFetch)
  context.set(requestMemoContext, new Map())
  context.set(authContext, null)
  context.set(sharedAnswersContext, sharedAnswers)
  return context
}
