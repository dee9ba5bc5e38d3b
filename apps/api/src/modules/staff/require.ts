import type { StaffLanguage, StaffPermission, StaffRole } from '@shop/contract'
import { staffCan } from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts'
import { bearerToken } from '../identity/authenticate.ts'
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

/** Any signed-in staff member (their own profile, two-factor set-up, sign-out). */
export async function requireStaffSession(
  request: FastifyRequest,
  staffAuth: StaffAuthService,
): Promise<StaffCaller & { totpEnabled: boolean }> {
  const token = bearerToken(request)
  const caller = token ? await staffAuth.authenticate(token) : null
  if (!caller) throw new UnauthorizedError('Please sign in to the back office', 'UNAUTHORIZED')
  return caller
}
