import { messageResponse } from '@shop/contract'
import { type RouterContextProvider, redirect } from 'react-router'
import { ApiError, apiRequest } from './api.server.ts'
import { prefixOf } from './form-action.server.ts'

/** spec §2, §8: where a missing or rejected verification code sends the visitor. */
export function verificationFailure(request: Request) {
  return redirect(`${prefixOf(request)}/result/verification_code/failure`)
}

/** The `verification_code` query parameter, or a redirect to the failure page (spec §5). */
export function requireCode(request: Request): string {
  const code = new URL(request.url).searchParams.get('verification_code')?.trim()
  if (!code) throw verificationFailure(request)
  return code
}

/**
 * Calls a code-checking endpoint; a 4xx answer (wrong, expired or used code, too many attempts)
 * sends the visitor to the failure page. Server failures propagate to the error page.
 */
export async function checkCode(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: '/auth/verify' | '/auth/check-verification-code',
): Promise<string> {
  const code = requireCode(request)
  try {
    await apiRequest(
      context,
      `${path}?${new URLSearchParams({ verification_code: code })}`,
      messageResponse,
    )
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw verificationFailure(request)
    throw error
  }
  return code
}
