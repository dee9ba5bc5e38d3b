import { isAdminPath } from './admin-path.ts'

/**
 * spec §2: after a login the shopper goes home, unless the page that sent them to log in asked to
 * come back (`?next=`, e.g. redeeming a voucher). Only a storefront path of this site is followed:
 * never `//evil.test`, another site, the back office or another sign-in page.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return null
  const path = next.split(/[?#]/, 1)[0] ?? ''
  if (isAdminPath(path) || /(^|\/)(authentication|resources)\//.test(path)) return null
  return next
}

/**
 * The login page in the page's language, asked to come back to `returnTo` afterwards and to say
 * why: `expired=1` when the session ended, `unsent=1` when a form just posted was not sent,
 * `kept=1` when the session ended at checkout and the cart and details wait (ADR 065).
 */
export function loginPathFor(
  prefix: string,
  returnTo: string,
  why: { expired?: boolean; unsent?: boolean; kept?: boolean } = {},
): string {
  const flags = why.kept
    ? '&expired=1&kept=1'
    : `${why.expired || why.unsent ? '&expired=1' : ''}${why.unsent ? '&unsent=1' : ''}`
  return `${prefix}/authentication/login/email?next=${encodeURIComponent(returnTo)}${flags}`
}
