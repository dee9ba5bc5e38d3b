import type { FastifyRequest } from 'fastify'
import { UnauthorizedError } from '#api/lib/errors.ts'
import type { AuthenticatedCaller, AuthService } from './auth-service.ts'
import { type CallerInfo, localeOf } from './context.ts'

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header?.startsWith('Bearer ')) return null
  return header.slice(7).trim() || null
}

/** The answer to a call without a live sign-in (401). */
export const pleaseSignIn = () => new UnauthorizedError('Please sign in', 'UNAUTHORIZED')

/** The caller behind the bearer token; 401 when missing, unknown, revoked or expired. */
export async function requireCaller(
  request: FastifyRequest,
  auth: AuthService,
): Promise<AuthenticatedCaller> {
  const token = bearerToken(request)
  const caller = token ? await auth.authenticate(token) : null
  if (!caller) throw pleaseSignIn()
  return caller
}

/** A registered customer (not a temporary guest); 401 or 403 otherwise. */
export async function requireRegistered(
  request: FastifyRequest,
  auth: AuthService,
): Promise<AuthenticatedCaller> {
  const caller = await requireCaller(request, auth)
  auth.requireRegistered(caller)
  return caller
}

/** IP and storefront language (`x-store-locale`) of the caller. */
export function callerInfo(request: FastifyRequest): CallerInfo {
  return { ip: request.ip, locale: localeOf(request.headers['x-store-locale']) }
}

/** The caller behind a token if any (public calls that show more to their owner). */
export async function optionalCaller(
  request: FastifyRequest,
  auth: AuthService,
): Promise<AuthenticatedCaller | null> {
  const token = bearerToken(request)
  return token ? auth.authenticate(token) : null
}
