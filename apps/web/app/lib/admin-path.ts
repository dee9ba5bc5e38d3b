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

/** Why the sign-in page is shown: a session that ended, and a posted form it did not send. */
export type SignInReason = { expired?: boolean; unsent?: boolean }

/**
 * The sign-in page, asked to come back to `next` (a back-office page, see safeAdminNext) and to
 * say why the member is there: `expired=1` when a session ended, `unsent=1` when what they had
 * just posted was not sent.
 */
export function adminLoginPath(next: string, why: SignInReason = {}): string {
  const query = new URLSearchParams({ next: safeAdminNext(next) })
  if (why.expired || why.unsent) query.set('expired', '1')
  if (why.unsent) query.set('unsent', '1')
  return `${ADMIN_PATH}/login?${query}`
}
