/** The back office lives under `/admin`, outside the storefront's language prefixes. */
export const ADMIN_PATH = '/admin'

/**
 * The dashboard's address, with its slash. The staff cookie is sent to `Path=/admin` only, and
 * React Router fetches the data of `/admin` from `/admin.data`, outside that path (the browser
 * would send no cookie and the member would bounce between sign-in and dashboard); the data of
 * `/admin/` comes from `/admin/_.data`, inside it. Every link and redirect to the dashboard uses
 * this.
 */
export const ADMIN_HOME = '/admin/'

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname === '/admin.data' || pathname.startsWith('/admin/')
}

/**
 * Where to go after signing in or switching language: a back-office path of this site only
 * (never `//evil.test` or another site), the dashboard otherwise; `/admin` becomes `/admin/`.
 */
export function safeAdminNext(next: string | null | undefined): string {
  if (!next || next.startsWith('//') || /[\\\s]/.test(next)) return ADMIN_HOME
  const [path = '', rest = ''] = next.split(/(?=[?#])/, 2)
  if (!isAdminPath(path) || path === '/admin.data') return ADMIN_HOME
  return path === ADMIN_PATH ? `${ADMIN_HOME}${rest}` : next
}
