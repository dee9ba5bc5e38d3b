import { describe, expect, it } from 'vitest'
import { AdminApiError } from './admin.server.ts'
import { apiFailure } from './form-action.server.ts'

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
