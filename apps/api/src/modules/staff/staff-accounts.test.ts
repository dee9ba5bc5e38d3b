import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffCommand } from '#api/cli/staff-command.ts'
import type { Database } from '#api/db/client.ts'
import { seed } from '#api/db/seed/index.ts'
import { RETIRED_DEMO_STAFF } from '#api/db/seed/staff.ts'
import { hashPassword } from '#api/lib/secrets.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { identityRepository } from '../identity/repository.ts'
import { bearer, identityApp, register } from '../identity/test-helpers.ts'
import { staffRepository } from './repository.ts'
import { createStaffAccount } from './staff-accounts.ts'

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

  /** Customer sign-in. */
  const login = (login_id: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'EMAIL', login_id, password },
    })
  /** Back-office sign-in. */
  const staffLogin = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email, password } })
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

  it('creates a back-office member with the CLI, who then signs in to the back office', async () => {
    const email = `owner.${Date.now()}@maisonharbour.test`
    const created = await cli(
      ['create', '--email', email.toUpperCase(), '--role', 'owner', '--password-stdin'],
      'HarbourOwner2026\n',
    )
    expect(created).toMatchObject({ code: 0, err: '' })
    expect(created.out).toContain(`Created the back-office member ${email} (role: owner)`)
    const answer = await staffLogin(email, 'HarbourOwner2026')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().staff).toMatchObject({ email, role: 'owner' })
    expect(await staffCall(answer.json().token)).toBe(200)
    // a back-office member is not a shopper: the customer sign-in does not know them
    expect((await login(email, 'HarbourOwner2026')).statusCode).toBe(401)
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
    expect(await staffRepository.byEmail(database.db, email)).toBeNull()
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
    expect(await staffRepository.byEmail(database.db, email)).toBeNull()
  })

  it('gives an existing member the role and a new password and signs their sessions out', async () => {
    const email = `again.${Date.now()}@maisonharbour.test`
    await createStaffAccount(database.db, { email, password: 'HarbourStaff2026', role: 'staff' })
    const first = (await staffLogin(email, 'HarbourStaff2026')).json().token as string
    expect(await staffCall(first)).toBe(200)
    const result = await createStaffAccount(database.db, {
      email,
      password: 'HarbourManager2026',
      role: 'manager',
    })
    expect(result).toMatchObject({ created: false, role: 'manager' })
    expect(await staffCall(first)).toBe(401)
    expect((await staffLogin(email, 'HarbourStaff2026')).statusCode).toBe(401)
    const fresh = await staffLogin(email, 'HarbourManager2026')
    expect(fresh.json().staff.role).toBe('manager')
  })

  it('never opens the back office to a customer token', async () => {
    const { token } = await register(app)
    expect(await staffCall(token)).toBe(401)
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
