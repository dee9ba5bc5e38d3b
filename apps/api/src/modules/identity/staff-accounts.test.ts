import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededDatabase, testDatabases } from '../../../test/databases.ts'
import { staffCommand } from '../../cli/staff-command.ts'
import type { Database } from '../../db/client.ts'
import { seed } from '../../db/seed/index.ts'
import { RETIRED_DEMO_STAFF } from '../../db/seed/staff.ts'
import { hashPassword } from '../../lib/secrets.ts'
import { identityRepository } from './repository.ts'
import { createStaffAccount } from './staff-accounts.ts'
import { bearer, identityApp, register } from './test-helpers.ts'

describe.each(testDatabases)('staff logins on $name', (kind) => {
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

  const login = (login_id: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'EMAIL', login_id, password },
    })
  /** What a staff-only call answers for the token: 200 for staff, 403 otherwise. */
  const staffCall = async (token: string) =>
    (await app.inject({ url: '/api/v1/admin/orders', headers: bearer(token) })).statusCode

  /** `npm run staff -- …` against this database, the password given on stdin. */
  async function cli(argv: string[], stdin = '') {
    const out: string[] = []
    const err: string[] = []
    const code = await staffCommand(argv, {
      askPassword: async () => ({ password: stdin, confirm: stdin }),
      readStdin: async () => stdin,
      withDatabase: (work) => work(database.db),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  it('starts with no staff login: the demo password published before does not work', async () => {
    expect((await login(RETIRED_DEMO_STAFF.email, RETIRED_DEMO_STAFF.password)).statusCode).toBe(
      401,
    )
  })

  it('creates a staff login with the CLI, which then opens the staff calls', async () => {
    const email = `owner.${Date.now()}@maisonharbour.test`
    const created = await cli(
      ['create', '--email', email.toUpperCase(), '--role', 'owner', '--password-stdin'],
      'HarbourOwner2026\n',
    )
    expect(created).toMatchObject({ code: 0, err: '' })
    expect(created.out).toContain(`Created the staff login ${email}`)
    expect(created.out).toContain('"owner" is stored as "staff"')
    const answer = await login(email, 'HarbourOwner2026')
    expect(answer.statusCode).toBe(200)
    expect(await staffCall(answer.json().token)).toBe(200)
  })

  it('refuses weak or malformed input and changes nothing', async () => {
    const email = `weak.${Date.now()}@maisonharbour.test`
    for (const password of ['harbour88', 'Harbour2026', 'harbour only letters', 'x'.repeat(11)]) {
      const refused = await cli(['create', '--email', email, '--password-stdin'], password)
      expect(refused.code, password).toBe(1)
      expect(refused.err).toContain('password')
    }
    const published = await cli(
      ['create', '--email', email, '--password-stdin'],
      RETIRED_DEMO_STAFF.password,
    )
    expect(published.code).toBe(1)
    expect(published.err).toContain('published')
    expect(
      (await cli(['create', '--email', 'not-an-address', '--password-stdin'], 'HarbourOwner2026'))
        .err,
    ).toContain('Email Incorrect Format')
    expect(
      (
        await cli(
          ['create', '--email', email, '--role', 'admin', '--password-stdin'],
          'HarbourOwner2026',
        )
      ).code,
    ).toBe(1)
    expect((await cli(['delete', '--email', email])).code).toBe(2)
    expect((await cli(['create', '--email', email, '--pasword-stdin'])).code).toBe(2)
    expect(await identityRepository.accountByEmail(database.db, email)).toBeUndefined()
  })

  it('refuses two different answers on the terminal', async () => {
    const email = `typo.${Date.now()}@maisonharbour.test`
    const result = await staffCommand(['create', '--email', email], {
      askPassword: async () => ({ password: 'HarbourOwner2026', confirm: 'HarbourOwner2027' }),
      readStdin: async () => '',
      withDatabase: (work) => work(database.db),
      out: () => {},
      err: () => {},
    })
    expect(result).toBe(1)
    expect(await identityRepository.accountByEmail(database.db, email)).toBeUndefined()
  })

  it('makes a customer staff with a new password and signs their old sessions out', async () => {
    const { email, token } = await register(app)
    expect(await staffCall(token)).toBe(403)
    const result = await createStaffAccount(database.db, {
      email,
      password: 'HarbourManager2026',
      role: 'manager',
    })
    expect(result).toMatchObject({ created: false, storedRole: 'staff' })
    expect(
      (await app.inject({ url: '/api/v1/auth/user', headers: bearer(token) })).statusCode,
    ).toBe(401)
    expect((await login(email, 'harbour88')).statusCode).toBe(401)
    const fresh = await login(email, 'HarbourManager2026')
    expect(await staffCall(fresh.json().token)).toBe(200)
  })

  it('takes the published password and the staff role from an old demo database', async () => {
    const account = await identityRepository.accountByEmail(database.db, RETIRED_DEMO_STAFF.email)
    const values = {
      kind: 'REGISTERED' as const,
      role: 'staff' as const,
      passwordHash: await hashPassword(RETIRED_DEMO_STAFF.password),
    }
    if (account) await identityRepository.updateAccount(database.db, account.id, values)
    else
      await identityRepository.insertAccount(database.db, {
        ...values,
        email: RETIRED_DEMO_STAFF.email,
      })
    expect((await login(RETIRED_DEMO_STAFF.email, RETIRED_DEMO_STAFF.password)).statusCode).toBe(
      200,
    )
    await seed(database.db)
    expect((await login(RETIRED_DEMO_STAFF.email, RETIRED_DEMO_STAFF.password)).statusCode).toBe(
      401,
    )
    const retired = await identityRepository.accountByEmail(database.db, RETIRED_DEMO_STAFF.email)
    expect(retired).toMatchObject({ role: 'customer', passwordHash: null })
  })
})
