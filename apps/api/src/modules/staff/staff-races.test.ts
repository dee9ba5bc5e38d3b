import type { FastifyInstance } from 'fastify'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { memoryStore, redisStore, THROTTLES } from '#api/lib/rate-limit.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'
import { call } from '../orders/test-helpers.ts'
import { staffRepository } from './repository.ts'
import { createStaffAccount } from './staff-accounts.ts'

const RACERS = 50
/** Fifty password checks take a while on a busy machine when nothing stops them. */
const SLOW = 120_000
const PASSWORD = 'HarbourStaff2026'
/** The tries a burst may check: the free ones, and the one that earns the first wait. */
const CHECKED = THROTTLES.loginAccount.free + 1

let run = 0
const uniqueEmail = (what: string) => `${what}.${Date.now()}.${++run}@maisonharbour.test`

/**
 * Back-office guesses and staff changes racing on PostgreSQL. The rate-limit store is Redis when
 * REDIS_URL is set (keys carry this run's e-mails), memory otherwise.
 */
describeRaces('staff races on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await seededDatabase(kind)
    const url = process.env.REDIS_URL
    app = await buildApi(
      database,
      {},
      {
        rateLimitStore: url ? await redisStore(url) : memoryStore(),
        publicUrl: 'https://shop.test',
      },
    )
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  // each guess from an address of its own: the per-account count is what is raced here
  const login = (payload: Record<string, unknown>, i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload,
      remoteAddress: `10.9.${run % 250}.${i + 1}`,
    })
  const seen = (answers: { statusCode: number; json(): { code?: string } }[]) => {
    const codes = answers.map((a) => `${a.statusCode} ${a.json().code ?? ''}`.trim())
    expect(codes.filter((c) => c.startsWith('5'))).toEqual([])
    return codes
  }

  it(`${RACERS} wrong passwords at once: only ${CHECKED} are checked, the rest wait (429)`, {
    timeout: SLOW,
  }, async () => {
    const email = uniqueEmail('guessed')
    await createStaffAccount(database.db, { email, password: PASSWORD, role: 'staff' })
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => login({ email, password: `wrong-${i}` }, i)),
    )
    const codes = seen(answers)
    expect(codes.filter((c) => c === '401 INVALID_CREDENTIALS')).toHaveLength(CHECKED)
    expect(codes.filter((c) => c === '429 RATE_LIMITED')).toHaveLength(RACERS - CHECKED)
  })

  it(`${RACERS} wrong authenticator codes at once: only ${CHECKED} are checked`, {
    timeout: SLOW,
  }, async () => {
    const email = uniqueEmail('totp')
    await createStaffAccount(database.db, { email, password: PASSWORD, role: 'owner' })
    const member = await staffRepository.byEmail(database.db, email)
    const secret = new OTPAuth.Secret({ size: 20 }).base32
    await staffRepository.update(database.db, member?.id ?? '', { totpSecret: secret })
    const right = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })
    // codes that are wrong now and in the steps either side (the drift allowed)
    const valid = new Set(
      [-1, 0, 1].map((d) => right.generate({ timestamp: Date.now() + d * 30_000 })),
    )
    const wrong = Array.from({ length: RACERS * 2 }, (_, i) => String(100_000 + i * 7919).slice(-6))
      .filter((c) => !valid.has(c))
      .slice(0, RACERS)
    const answers = await Promise.all(
      wrong.map((totp_code, i) => login({ email, password: PASSWORD, totp_code }, i)),
    )
    const codes = seen(answers)
    expect(codes.filter((c) => c === '401 TOTP_INVALID')).toHaveLength(CHECKED)
    expect(codes.filter((c) => c === '429 RATE_LIMITED')).toHaveLength(RACERS - CHECKED)
    // the password was right each time, so the owner's password count is untouched: only the
    // code waits, and no one without the password can make it wait
    const other = await login({ email, password: PASSWORD }, RACERS + 1)
    expect(seen([other])).toEqual(['401 TOTP_REQUIRED'])
    // a second burst, password count cleared: the codes still wait, few tries get checked
    const again = await Promise.all(
      wrong.slice(0, 5).map((totp_code, i) => login({ email, password: PASSWORD, totp_code }, i)),
    )
    // (waits of 1 s, then 2 s, run from each answer: a slow machine may let a second one in)
    expect(seen(again).filter((c) => c === '401 TOTP_INVALID').length).toBeLessThanOrEqual(2)
  })

  it('two owners changing each other’s role 10 times at once: every change answered, no 500', async () => {
    const signIn = async (role: 'owner') => {
      const email = uniqueEmail(role)
      await createStaffAccount(database.db, { email, password: PASSWORD, role })
      const session = await login({ email, password: PASSWORD }, 200)
      const member = await staffRepository.byEmail(database.db, email)
      return { token: session.json().token as string, id: member?.id ?? '' }
    }
    const [ann, bo] = [await signIn('owner'), await signIn('owner')]
    const changes = Array.from({ length: 10 }, () => [
      call(app, 'PUT', `/admin/staff/${bo.id}`, ann.token, { role: 'owner' }),
      call(app, 'PUT', `/admin/staff/${ann.id}`, bo.token, { role: 'owner' }),
    ]).flat()
    const codes = seen(await Promise.all(changes))
    expect(codes).toEqual(Array.from({ length: 20 }, () => '200'))
  })
})
