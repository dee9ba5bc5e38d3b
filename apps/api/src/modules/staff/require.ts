import type { StaffLanguage, StaffPermission, StaffRole } from '@shop/contract'
import { staffCan } from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import { ForbiddenError, UnauthorizedError } from '#api/lib/errors.ts'
import { bearerToken } from '../identity/index.ts'
import type { StaffAuthService } from './auth-service.ts'

/** OpenAPI tag and security of every back-office route: one tag, the staff bearer token. */
export const BACK_OFFICE_TAGS = ['Back office']
export const backOfficeRoute = { tags: BACK_OFFICE_TAGS, security: [{ bearerAuth: [] }] }

/** The staff member behind a request. */
export type StaffCaller = {
  id: string
  email: string
  name: string
  role: StaffRole
  language: StaffLanguage
}

/**
 * The signed-in staff member, if the role holds `permission` (the table in the contract's
 * staff-roles.ts): 401 without a live staff token, 403 STAFF_FORBIDDEN otherwise. An owner who
 * must turn two-factor sign-in on first gets 403 TOTP_SETUP_REQUIRED until they do.
 */
export async function requireStaff(
  request: FastifyRequest,
  staffAuth: StaffAuthService,
  permission: StaffPermission,
): Promise<StaffCaller> {
  const caller = await requireStaffSession(request, staffAuth)
  if (staffAuth.mustEnableTotp(caller))
    throw new ForbiddenError(
      'Turn on two-factor sign-in before anything else',
      'TOTP_SETUP_REQUIRED',
    )
  if (!staffCan(caller.role, permission))
    throw new ForbiddenError('Your role does not allow this', 'STAFF_FORBIDDEN')
  return caller
}

type StaffSession = StaffCaller & { totpEnabled: boolean }
/** The session read for a request, once: the route guard and the handler ask for it both. */
const sessions = new WeakMap<FastifyRequest, Promise<StaffSession | null>>()

/** Any signed-in staff member (their own profile, two-factor set-up, sign-out). */
export async function requireStaffSession(
  request: FastifyRequest,
  staffAuth: StaffAuthService,
): Promise<StaffSession> {
  let session = sessions.get(request)
  if (!session) {
    const token = bearerToken(request)
    session = token ? staffAuth.authenticate(token) : Promise.resolve(null)
    sessions.set(request, session)
  }
  const caller = await session
  if (!caller) throw new UnauthorizedError('Please sign in to the back office', 'UNAUTHORIZED')
  return caller
}

/** The back-office routes a person uses before having a session: signing in, an invitation. */
const WAYS_IN = new Set([
  '/admin/auth/login',
  '/admin/invitations/:token',
  '/admin/invitations/:token/accept',
])

/** Whether a route (its declared URL, under the API's prefix) is for signed-in staff only. */
export function isStaffOnlyRoute(url: string | undefined, prefix: string): boolean {
  if (!url?.startsWith(`${prefix}/admin/`)) return false
  return !WAYS_IN.has(url.slice(prefix.length))
}
