import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { accounts, authTokens } from '#api/db/schema/index.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { identityRepository } from './repository.ts'
import { bearer, identityApp, register, uniqueEmail } from './test-helpers.ts'

describe.each(testDatabases)('sign-up, sign-in and tokens on $name', (kind) => {
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

  const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers })

  it('registers by e-mail, signs in and reads the user', async () => {
    const { response, email, token } = await register(app)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 1800 })
    const user = await app.inject({ url: '/api/v1/auth/user', headers: bearer(token) })
    expect(user.json().user).toMatchObject({
      login_id: email,
      type: 'EMAIL',
      account: { username: 'Mei Ling', is_verified: false },
    })
    const again = await login({
      type: 'EMAIL',
      login_id: email.toUpperCase(),
      password: 'harbour88',
    })
    expect(again.statusCode).toBe(200)
    expect(again.json().token).not.toBe(token)
  })

  it('takes a password with symbols and spaces (NIST SP 800-63B) and signs in with it', async () => {
    for (const password of ['Passw0rd!2345678', 'harbour view 88 ☀', '維港夜景2026號']) {
      const { response, email } = await register(app, { password })
      expect(response.statusCode, password).toBe(201)
      const signIn = await login({ type: 'EMAIL', login_id: email, password })
      expect(signIn.statusCode, password).toBe(200)
      expect(
        (await app.inject({ url: '/api/v1/auth/user', headers: bearer(signIn.json().token) }))
          .statusCode,
      ).toBe(200)
      // the same letters and digits without the symbols are another password
      const wrong = await login({ type: 'EMAIL', login_id: email, password: 'Passw0rd2345678' })
      expect(wrong.statusCode).toBe(401)
    }
    // a full-width digit from a Chinese input method is the digit it looks like
    const { email } = await register(app, { password: '維港夜景2026號' })
    const typed = await login({ type: 'EMAIL', login_id: email, password: '維港夜景２０２６號' })
    expect(typed.statusCode).toBe(200)
    const refused = await register(app, { password: 'Passw0rd\t2345678' })
    expect(refused.response.json().errors).toEqual([
      { path: 'body.password', message: 'errors.passwordFormat' },
    ])
  })

  it('registers by phone and signs in with area code + number', async () => {
    const phone = String(90000000 + Math.floor(Math.random() * 9999999))
    const { response } = await register(app, { type: 'PHONE', email: '', area_code: '+852', phone })
    expect(response.statusCode).toBe(201)
    const signIn = await login({ type: 'PHONE', login_id: `852${phone}`, password: 'harbour88' })
    expect(signIn.statusCode).toBe(200)
  })

  it('refuses a second account with the same e-mail', async () => {
    const { email } = await register(app)
    const { response } = await register(app, { email })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('ACCOUNT_EXISTS')
  })

  it('answers each validation failure with field errors', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { type: 'EMAIL', username: 'A', email: 'not-an-email', password: 'short' },
    })
    expect(bad.statusCode).toBe(400)
    const errors = bad.json().errors as { path: string; message: string }[]
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'errors.emailFormat' },
        { path: 'body.password', message: 'errors.passwordFormat' },
      ]),
    )
    const phoneLogin = await login({ type: 'PHONE', login_id: '852-91a3', password: 'harbour88' })
    expect(phoneLogin.json().errors).toEqual([
      { path: 'body.login_id', message: 'errors.phoneFormat' },
    ])
    const badPassword = await login({
      type: 'EMAIL',
      login_id: 'mei@example.hk',
      password: 'no digits',
    })
    expect(badPassword.json().errors).toEqual([
      { path: 'body.password', message: 'errors.passwordFormat' },
    ])
    const emailLogin = await login({ type: 'EMAIL', login_id: 'mei@', password: 'harbour88' })
    expect(emailLogin.json().errors).toEqual([
      { path: 'body.login_id', message: 'errors.emailFormat' },
    ])
  })

  it('cannot set anything beyond the listed fields (no mass assignment)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        type: 'EMAIL',
        username: 'X',
        email: uniqueEmail(),
        password: 'harbour88',
        kind: 'STAFF',
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[0].message).toMatch(/Unrecognized key/)
  })

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const { email } = await register(app)
    const wrong = await login({ type: 'EMAIL', login_id: email, password: 'wrong1234' })
    const unknown = await login({ type: 'EMAIL', login_id: uniqueEmail(), password: 'wrong1234' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
  })

  it('slows repeated wrong passwords on one account without a long lockout', async () => {
    const { email } = await register(app)
    const wrong = (i: number) =>
      login(
        {
          type: 'EMAIL',
          login_id: i % 2 ? email.toUpperCase() : ` ${email}`,
          password: 'wrong1234',
        },
        { 'x-forwarded-for': `10.0.0.${i}` },
      )
    // five free failures, from any address and however the e-mail is written
    for (let i = 0; i < 6; i++) expect((await wrong(i)).statusCode).toBe(401)
    // the sixth set a short wait: even the right password waits, and is told how long
    const waiting = await login({ type: 'EMAIL', login_id: email, password: 'harbour88' })
    expect(waiting.statusCode).toBe(429)
    expect(waiting.json().code).toBe('RATE_LIMITED')
    expect(Number(waiting.headers['retry-after'])).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    // the owner is back in after the wait, and signing in clears the count
    expect(
      (await login({ type: 'EMAIL', login_id: email, password: 'harbour88' })).statusCode,
    ).toBe(200)
    expect((await wrong(7)).statusCode).toBe(401)
  })

  it('counts a phone login id once however it is written', async () => {
    const phone = String(90000000 + Math.floor(Math.random() * 9999999))
    await register(app, { type: 'PHONE', email: '', area_code: '+852', phone })
    const spellings = [
      `852${phone}`,
      `+852${phone}`,
      `852 ${phone.slice(0, 4)} ${phone.slice(4)}`,
      `+852 ${phone.slice(0, 4)}-${phone.slice(4)}`,
    ]
    for (let i = 0; i < 6; i++) {
      const answer = await login(
        { type: 'PHONE', login_id: spellings[i % 4], password: 'wrong1234' },
        { 'x-forwarded-for': `10.0.1.${i}` },
      )
      expect(answer.statusCode).toBe(401)
    }
    const next = await login({ type: 'PHONE', login_id: spellings[3], password: 'harbour88' })
    expect(next.statusCode).toBe(429)
    // spaces and dashes are how people write numbers: the right password signs in after the wait
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const signIn = await login({ type: 'PHONE', login_id: spellings[3], password: 'harbour88' })
    expect(signIn.statusCode).toBe(200)
  })

  it('creates a temporary account with its own secret and resumes it', async () => {
    const first = (await login({ type: 'TEMP' })).json()
    const second = (await login({ type: 'TEMP' })).json()
    expect(first.temp_credential.login_id).not.toBe(second.temp_credential.login_id)
    expect(first.temp_credential.password).not.toBe(second.temp_credential.password)
    const resumed = await login({ type: 'TEMP', ...first.temp_credential })
    expect(resumed.statusCode).toBe(200)
    const user = await app.inject({
      url: '/api/v1/auth/user',
      headers: bearer(resumed.json().token),
    })
    expect(user.json().user).toMatchObject({ id: first.temp_credential.login_id, type: 'TEMP' })
    // an id is a UUID in either case (contract ids.ts), so a browser that upper-cased it resumes too
    const shouted = await login({
      type: 'TEMP',
      login_id: first.temp_credential.login_id.toUpperCase(),
      password: first.temp_credential.password,
    })
    expect(shouted.statusCode).toBe(200)
    const wrongSecret = await login({
      type: 'TEMP',
      login_id: first.temp_credential.login_id,
      password: second.temp_credential.password,
    })
    expect(wrongSecret.statusCode).toBe(401)
  })

  it('migrates a temporary account into a registered one, keeping the same account', async () => {
    const temp = (await login({ type: 'TEMP' })).json()
    const email = uniqueEmail()
    const migrated = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/migrate',
      headers: bearer(temp.token),
      payload: { type: 'EMAIL', username: 'Guest Now Member', email, password: 'harbour88' },
    })
    expect(migrated.statusCode).toBe(201)
    const user = (
      await app.inject({ url: '/api/v1/auth/user', headers: bearer(migrated.json().token) })
    ).json().user
    // the account (and so everything it owns, such as its cart) is the same one
    expect(user).toMatchObject({
      id: temp.temp_credential.login_id,
      login_id: email,
      type: 'EMAIL',
    })
    // the temporary token no longer works, nor does the old secret
    expect(
      (await app.inject({ url: '/api/v1/auth/user', headers: bearer(temp.token) })).statusCode,
    ).toBe(401)
    expect((await login({ type: 'TEMP', ...temp.temp_credential })).statusCode).toBe(401)
    const twice = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/migrate',
      headers: bearer(migrated.json().token),
      payload: { type: 'EMAIL', username: 'Again', email: uniqueEmail(), password: 'harbour88' },
    })
    expect(twice.statusCode).toBe(409)
  })

  it('revokes the token and its refresh token on logout', async () => {
    const { response, token } = await register(app)
    expect(
      (await app.inject({ url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200)
    const after = await app.inject({ url: '/api/v1/auth/user', headers: bearer(token) })
    expect(after.statusCode).toBe(401)
    expect(after.json().code).toBe('UNAUTHORIZED')
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: response.json().refresh_token },
    })
    expect(refresh.statusCode).toBe(401)
  })

  it('rejects an expired token and refreshes a live one', async () => {
    const { response, token } = await register(app)
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: response.json().refresh_token },
    })
    expect(refreshed.statusCode).toBe(200)
    const fresh = refreshed.json() as { token: string; refresh_token: string }
    expect(
      (await app.inject({ url: '/api/v1/auth/user', headers: bearer(token) })).statusCode,
    ).toBe(401)
    await database.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) })
    expect(
      (await app.inject({ url: '/api/v1/auth/user', headers: bearer(fresh.token) })).statusCode,
    ).toBe(401)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/refresh',
          payload: { refresh_token: fresh.refresh_token },
        })
      ).statusCode,
    ).toBe(401)
  })

  it('removes temporary accounts nobody came back to', async () => {
    const temp = (await login({ type: 'TEMP' })).json()
    const id = temp.temp_credential.login_id as string
    await database.db
      .update(accounts)
      .set({ lastSeenAt: new Date(Date.now() - 40 * 86400_000) })
      .where(eq(accounts.id, id))
    const removed = await identityRepository.deleteStaleTemporaryAccounts(
      database.db,
      new Date(Date.now() - 30 * 86400_000),
    )
    expect(removed).toBeGreaterThanOrEqual(1)
    expect(await identityRepository.accountById(database.db, id)).toBeUndefined()
  })
})
