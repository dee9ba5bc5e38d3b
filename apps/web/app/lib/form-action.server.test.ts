import { describe, expect, it } from 'vitest'
import { AdminApiError } from './admin.server.ts'
import { ApiError } from './api.server.ts'
import { apiFailure, homeOf, localeHeaders } from './form-action.server.ts'

function envelope(status: number, code: string, errors?: { path: string; message: string }[]) {
  return new ApiError(status, { message: code, statusCode: status, code, errors })
}

describe('apiFailure', () => {
  it('turns API field errors into form field errors', () => {
    const answer = apiFailure(
      envelope(400, 'VALIDATION_ERROR', [{ path: 'body.email', message: 'errors.emailFormat' }]),
    )
    expect(answer.init?.status).toBe(400)
    expect(answer.data).toEqual({
      ok: false,
      fieldErrors: { email: 'errors.emailFormat' },
      error: 'errors.emailFormat',
    })
  })

  it('names known refusals', () => {
    expect(apiFailure(envelope(401, 'LOGIN_FAILED')).data).toMatchObject({
      error: 'errors.loginFailed',
    })
    expect(apiFailure(envelope(409, 'ACCOUNT_EXISTS')).data).toMatchObject({
      error: 'errors.accountExists',
    })
    expect(apiFailure(envelope(429, 'RATE_LIMITED')).data).toMatchObject({
      error: 'errors.tooManyAttempts',
    })
  })

  it('names a picture refused for its size or because it cannot be read, keeping the 422', () => {
    const tooLarge = apiFailure(envelope(422, 'IMAGE_TOO_LARGE'))
    expect(tooLarge.init?.status).toBe(422)
    expect(tooLarge.data).toMatchObject({ error: 'orderErrors.imageTooLarge' })
    expect(apiFailure(envelope(422, 'IMAGE_UNREADABLE')).data).toMatchObject({
      error: 'orderErrors.imageUnreadable',
    })
  })

  it('says "Error from Server" for 5xx and unreadable answers (spec §8)', () => {
    expect(apiFailure(envelope(500, 'INTERNAL')).data).toMatchObject({ error: 'toast.serverError' })
    expect(apiFailure(new ApiError(502, null)).data).toMatchObject({ error: 'toast.serverError' })
  })

  it('rethrows anything that is not an API answer', () => {
    expect(() => apiFailure(new TypeError('boom'))).toThrow('boom')
  })
})

describe('language of a posting page', () => {
  it('keeps the prefix for redirects and tells the API the locale', () => {
    const zh = new Request('http://shop.test/zh/authentication/login/email', { method: 'POST' })
    expect(homeOf(zh)).toBe('/zh')
    expect(localeHeaders(zh)).toEqual({ 'x-store-locale': 'zh' })
    expect(homeOf(new Request('http://shop.test/authentication/login/email'))).toBe('/')
  })
})

const refusal = (
  status: number,
  code: string,
  extra: object = {},
  retryAfter: string | null = null,
) => new AdminApiError(status, { message: 'x', statusCode: status, code, ...extra }, retryAfter)

describe('a refused back-office form', () => {
  it('names a known refusal in the member’s words', () => {
    const answer = apiFailure(refusal(401, 'INVALID_CREDENTIALS'))
    expect(answer.init?.status).toBe(401)
    expect(answer.data).toMatchObject({ ok: false, error: 'admin.errors.invalidCredentials' })
  })

  it('says how many minutes to wait after too many attempts', () => {
    const answer = apiFailure(refusal(429, 'TOO_MANY_REQUESTS', {}, '150'))
    expect(answer.data).toMatchObject({
      error: 'admin.errors.tooManyAttempts',
      values: { minutes: 3 },
    })
  })

  it('puts the API’s field errors on their fields', () => {
    const answer = apiFailure(
      refusal(400, 'VALIDATION_ERROR', {
        errors: [{ path: 'body.email', message: 'errors.emailFormat' }],
      }),
      { intent: 'invite' },
    )
    expect(answer.data).toMatchObject({
      intent: 'invite',
      error: 'errors.emailFormat',
      fieldErrors: { email: 'errors.emailFormat' },
    })
  })

  it('hides a server failure behind a plain "try again"', () => {
    const answer = apiFailure(new AdminApiError(500, null, null))
    expect(answer.init?.status).toBe(502)
    expect(answer.data).toMatchObject({ error: 'admin.errors.serverError' })
  })

  it('lets anything that is not an API refusal through', () => {
    expect(() => apiFailure(new Error('bug'))).toThrow('bug')
  })
})
