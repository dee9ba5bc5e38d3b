import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { verificationCodes } from '#api/db/schema/index.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import {
  bearer,
  identityApp,
  lastMessage,
  linkCode,
  register,
  uniqueEmail,
} from './test-helpers.ts'

describe.each(testDatabases)('verification codes and passwords on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await identityApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const verify = (code: string) => app.inject(`/api/v1/auth/verify?verification_code=${code}`)
  const login = (login_id: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'EMAIL', login_id, password },
    })

  it('sends the verification link in the account language and verifies once', async () => {
    const email = uniqueEmail()
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'x-store-locale': 'cn' },
      payload: { type: 'EMAIL', username: '美玲', email, password: 'harbour88' },
    })
    const message = await lastMessage(app, email)
    expect(message.subject).toBe('请确认您的电邮地址')
    expect(message.body).toContain('https://shop.test/cn/authentication/verify?verification_code=')
    const code = linkCode(message.body)
    expect(
      (await app.inject(`/api/v1/auth/check-verification-code?verification_code=${code}`))
        .statusCode,
    ).toBe(200)
    expect((await verify(code)).statusCode).toBe(200)
    const reused = await verify(code)
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toMatchObject({ code: 'INVALID_CODE' })
    const user = await app.inject({
      url: '/api/v1/auth/user',
      headers: bearer(response.json().token),
    })
    expect(user.json().user.account.is_verified).toBe(true)
  })

  it('rejects wrong and expired codes, and stores only hashes', async () => {
    expect((await verify('made-up-code')).statusCode).toBe(400)
    const { email } = await register(app)
    const code = linkCode((await lastMessage(app, email)).body)
    const stored = await database.db
      .select({ hash: verificationCodes.codeHash })
      .from(verificationCodes)
    expect(stored.some((row) => row.hash.includes(code))).toBe(false)
    await database.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) })
    expect((await verify(code)).statusCode).toBe(400)
  })

  it('resets a forgotten password; the same answer for unknown accounts; old sessions end', async () => {
    const { email, token } = await register(app)
    const known = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forget-password',
      payload: { type: 'EMAIL', email },
    })
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forget-password',
      payload: { type: 'EMAIL', email: uniqueEmail() },
    })
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
    const first = linkCode((await lastMessage(app, email)).body)
    // a new code voids the old one
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forget-password',
      payload: { type: 'EMAIL', email },
    })
    let second = linkCode((await lastMessage(app, email)).body)
    for (let i = 0; second === first && i < 10; i++)
      second = linkCode((await lastMessage(app, email)).body)
    const reset = (verification_code: string, new_password = 'newharbour9') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { verification_code, new_password },
      })
    expect((await reset(first)).statusCode).toBe(400)
    expect((await reset(second, 'short')).json().errors).toEqual([
      { path: 'body.new_password', message: 'errors.passwordFormat' },
    ])
    expect((await reset(second)).statusCode).toBe(200)
    expect((await reset(second)).statusCode).toBe(400)
    expect((await login(email, 'harbour88')).statusCode).toBe(401)
    expect((await login(email, 'newharbour9')).statusCode).toBe(200)
    expect(
      (await app.inject({ url: '/api/v1/auth/user', headers: bearer(token) })).statusCode,
    ).toBe(401)
  })

  it('changes the password with the current one and signs out other sessions', async () => {
    const { email, token } = await register(app)
    const other = (await login(email, 'harbour88')).json().token as string
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/update-password',
      headers: bearer(token),
      payload: { old_password: 'nothing1', new_password: 'newharbour9' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().code).toBe('WRONG_PASSWORD')
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/update-password',
      headers: bearer(token),
      payload: { old_password: 'harbour88', new_password: 'newharbour9' },
    })
    expect(ok.statusCode).toBe(200)
    expect(
      (await app.inject({ url: '/api/v1/auth/user', headers: bearer(other) })).statusCode,
    ).toBe(401)
    expect(
      (await app.inject({ url: '/api/v1/auth/user', headers: bearer(ok.json().token) })).statusCode,
    ).toBe(200)
    expect((await login(email, 'newharbour9')).statusCode).toBe(200)
  })

  it('changes the e-mail with a typed code; wrong tries are capped', async () => {
    const { email, token } = await register(app)
    expect(
      (await app.inject({ url: '/api/v1/auth/change-email-request', headers: bearer(token) }))
        .statusCode,
    ).toBe(200)
    const code = /code is (\d{6})/.exec((await lastMessage(app, email)).body)?.[1] as string
    const newEmail = uniqueEmail()
    const change = (verification_code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-email',
        headers: bearer(token),
        payload: { verification_code, email: newEmail },
      })
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await change(wrongCode)).statusCode).toBe(400)
    // the cap voided the code: even the right one no longer works
    expect((await change(code)).statusCode).toBe(400)
    await app.inject({ url: '/api/v1/auth/change-email-request', headers: bearer(token) })
    const fresh = /code is (\d{6})/.exec((await lastMessage(app, email)).body)?.[1] as string
    expect((await change(fresh)).statusCode).toBe(200)
    const user = (await app.inject({ url: '/api/v1/auth/user', headers: bearer(token) })).json()
      .user
    expect(user.account).toMatchObject({ email: newEmail, is_verified: false })
    expect((await lastMessage(app, newEmail)).body).toContain(
      '/authentication/verify?verification_code=',
    )
  })

  it('changes the phone number with a typed code', async () => {
    const { email, token } = await register(app)
    await app.inject({ url: '/api/v1/auth/change-phone-request', headers: bearer(token) })
    const code = /code is (\d{6})/.exec((await lastMessage(app, email)).body)?.[1] as string
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-phone',
      headers: bearer(token),
      payload: { verification_code: code, area_code: '852', phone: '61234567' },
    })
    expect(response.statusCode).toBe(200)
    const user = (await app.inject({ url: '/api/v1/auth/user', headers: bearer(token) })).json()
      .user
    expect(user.account).toMatchObject({ area_code: '852', phone: '61234567' })
  })

  it('rate-limits code checks per IP', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (
          await app.inject({
            url: `/api/v1/auth/verify?verification_code=guess${i}`,
            headers: { 'x-forwarded-for': '203.0.113.9' },
          })
        ).statusCode,
      )
    }
    expect(statuses.at(-1)).toBe(429)
  })
})
