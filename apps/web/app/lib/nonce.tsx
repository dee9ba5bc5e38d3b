import { createContext, useContext } from 'react'

/**
 * The per-request CSP nonce (entry.server.tsx) for the page's own inline scripts. React Router's
 * `<Scripts>`, `<ScrollRestoration>` and hydration data take it from `<ServerRouter nonce>`; this
 * context gives it to ours. In the browser it is empty: browsers hide the value once applied.
 */
const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
