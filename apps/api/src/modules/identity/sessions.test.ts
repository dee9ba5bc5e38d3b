import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { authTokens } from '#api/db/schema/index.ts'
import { sha256 } from '#api/lib/secrets.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { bearer, identityApp, register } from './test-helpers.ts'

type Pair = { token: string; refresh_token: string }

/** Refresh-token rotation with reuse detection, and "log out everywhere" (ADR 019). */
describe.each(testDatabases)('sessions on $name', (kind) => {
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

  const refresh = (refreshToken: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: refreshToken },
    })
  const userStatus = async (token: string) =>
    (await app.inject({ url: '/api/v1/auth/user', headers: bearer(token) })).statusCode
  const signIn = async (email: string): Promise<Pair> =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { type: 'EMAIL', login_id: email, password: 'harbour88' },
      })
    ).json()
  const family = async (token: string) => {
    const [row] = await database.db
      .select({ familyId: authTokens.familyId })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)))
    if (!row) throw new Error('token not stored')
    return database.db.select().from(authTokens).where(eq(authTokens.familyId, row.familyId))
  }

  it('rotates: each refresh token works once and gives the next pair of the same sign-in', async () => {
    const { response } = await register(app)
    const first = response.json() as Pair
    const second = (await refresh(first.refresh_token)).json() as Pair
    expect(second.token).not.toBe(first.token)
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(await userStatus(second.token)).toBe(200)
    // the replaced pair stops working
    expect(await userStatus(first.token)).toBe(401)
    const third = await refresh(second.refresh_token)
    expect(third.statusCode).toBe(200)
    const rows = await family(third.json().token)
    expect(rows).toHaveLength(3)
    expect(rows.filter((r) => r.usedAt !== null)).toHaveLength(2)
    // the access token is not a refresh token, and a refresh token is no access token
    expect((await refresh(third.json().token)).statusCode).toBe(401)
    expect(await userStatus(third.json().refresh_token)).toBe(401)
  })

  it('revokes the whole sign-in when a used refresh token comes back', async () => {
    const { response } = await register(app)
    const stolen = response.json() as Pair
    const owner = (await refresh(stolen.refresh_token)).json() as Pair
    // a twin request a moment later is refused, and the sign-in lives on
    expect((await refresh(stolen.refresh_token)).statusCode).toBe(401)
    expect(await userStatus(owner.token)).toBe(200)
    // the thief replays the refresh token the owner exchanged a minute ago
    await database.db
      .update(authTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(authTokens.refreshHash, sha256(stolen.refresh_token)))
    const replay = await refresh(stolen.refresh_token)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().code).toBe('UNAUTHORIZED')
    // everything of that sign-in is gone: the owner's current pair too
    expect(await userStatus(owner.token)).toBe(401)
    expect((await refresh(owner.refresh_token)).statusCode).toBe(401)
    expect((await family(owner.token)).every((r) => r.revokedAt !== null)).toBe(true)
  })

  it('leaves the other sign-ins of the account alone when one family is revoked', async () => {
    const { response, email } = await register(app)
    const phone = response.json() as Pair
    const laptop = await signIn(email)
    await refresh(phone.refresh_token)
    await refresh(phone.refresh_token)
    expect(await userStatus(laptop.token)).toBe(200)
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200)
  })

  it('gives one new session when ten refreshes of one token race', async () => {
    const { response } = await register(app)
    const pair = response.json() as Pair
    if (kind.name === 'postgres') {
      // open all ten pool connections first, or the first refresh is done before the rest connect
      await Promise.all(
        Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.2)`)),
      )
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(pair.refresh_token)))
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 401)).toHaveLength(9)
    // exactly one pair was issued from that refresh token …
    const rows = await family(pair.token)
    expect(rows).toHaveLength(2)
    // … and the nine were twins of the same moment: refused, the new session lives on
    const winner = answers.find((a) => a.statusCode === 200)?.json() as Pair
    expect(await userStatus(winner.token)).toBe(200)
    expect((await refresh(winner.refresh_token)).statusCode).toBe(200)
  })

  it('logs out everywhere: every session of the account, and only that account', async () => {
    const { response, email } = await register(app)
    const here = response.json() as Pair
    const elsewhere = await signIn(email)
    const other = (await register(app)).response.json() as Pair
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout-all',
      headers: bearer(here.token),
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ message: 'Signed out everywhere' })
    for (const pair of [here, elsewhere]) {
      expect(await userStatus(pair.token)).toBe(401)
      expect((await refresh(pair.refresh_token)).statusCode).toBe(401)
    }
    expect(await userStatus(other.token)).toBe(200)
    // a signed-in account can sign in again afterwards
    expect(await userStatus((await signIn(email)).token)).toBe(200)
  })

  it('asks for a session to log out everywhere', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/v1/auth/logout-all' })
    expect(anonymous.statusCode).toBe(401)
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout-all',
      headers: bearer('not-a-token'),
    })
    expect(unknown.statusCode).toBe(401)
  })

  it('refuses a refresh without a refresh token, or with an unknown one', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: {} })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual([expect.objectContaining({ path: 'body.refresh_token' })])
    expect((await refresh('never-issued')).statusCode).toBe(401)
  })

  it('documents refresh and log out everywhere in OpenAPI', async () => {
    const document = (await app.inject('/api/v1/openapi.json')).json()
    const logoutAll =
      document.paths['/api/v1/auth/logout-all'] ?? document.paths['/auth/logout-all']
    expect(logoutAll.post.responses['200']).toBeDefined()
    expect(logoutAll.post.security).toEqual([{ bearerAuth: [] }])
    const refreshPath = document.paths['/api/v1/auth/refresh'] ?? document.paths['/auth/refresh']
    expect(refreshPath.post.requestBody).toBeDefined()
  })
})
