/** The back office lives under `/admin`, outside the storefront's language prefixes. */
export const ADMIN_PATH = '/admin'

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)
}

/**
 * Where to go after signing in: a back-office path of this site only (never `//evil.test` or
 * another site), the dashboard otherwise.
 */
export function safeAdminNext(next: string | null | undefined): string {
  if (!next || !isAdminPath(next.split(/[?#]/)[0] ?? '') || next.startsWith('//')) return ADMIN_PATH
  if (/[\\\s]/.test(next)) return ADMIN_PATH
  return next
}
