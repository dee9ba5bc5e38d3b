import { auditList, STAFF_PERMISSIONS, type StaffRole, staffMe, staffSession } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { memoryStore } from '#api/lib/rate-limit.ts'
import { guest } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { call, ordersApp, placeOrder, uploadPng } from '../orders/test-helpers.ts'
import { recentMessages } from '../outbox/outbox.ts'
import { staffRepository } from './repository.ts'
import { createStaffAccount } from './staff-accounts.ts'
import { staffSignIn, TEST_STAFF_PASSWORD, testStaffEmail } from './test-helpers.ts'

const codeNow = (secret: string, offset = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offset * 30_000,
  })

describe.each(testDatabases)('back-office staff on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  const tokens = {} as Record<StaffRole, string>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    for (const role of ['owner', 'manager', 'staff'] as const)
      tokens[role] = await staffSignIn(app, role)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  // each sign-in from an address of its own: the per-IP limit is not what these tests are about
  let client = 0
  const login = (payload: Record<string, unknown>, remoteAddress = `10.1.0.${++client}`) =>
    app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload, remoteAddress })
  const auditOf = async (entityId: string) =>
    auditList.parse(
      (await call(app, 'GET', `/admin/audit?entity_id=${entityId}`, tokens.owner)).json(),
    ).data

  it('signs in with e-mail and password and answers who is signed in with the role table', async () => {
    const answer = await login({
      email: testStaffEmail('manager').toUpperCase(),
      password: TEST_STAFF_PASSWORD,
    })
    expect(answer.statusCode).toBe(200)
    const session = staffSession.parse(answer.json())
    expect(session.token.startsWith('stf_')).toBe(true)
    const me = staffMe.parse((await call(app, 'GET', '/admin/auth/me', session.token)).json())
    expect(me).toMatchObject({ role: 'manager', must_enable_totp: false })
    expect(me.permissions).toContain('refunds.decide')
    expect(me.permissions).not.toContain('staff.manage')
  })

  it('refuses a wrong password with one answer for unknown e-mails, then slows the guesser', async () => {
    const wrong = await login({ email: testStaffEmail('staff'), password: 'NotThePassword1' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS')
    const unknown = await login({ email: 'nobody@maisonharbour.test', password: 'NotThePassword1' })
    expect(unknown.json()).toMatchObject({ statusCode: 401, code: 'INVALID_CREDENTIALS' })
    const email = `guessed.${kind.name}@maisonharbour.test`
    let last = 0
    for (let i = 0; i < 7; i++)
      last = (await login({ email, password: `Wrong${i}password` })).statusCode
    expect(last).toBe(429)
  })

  it('lists every staff route in the OpenAPI document under its own tag', async () => {
    const document = (await app.inject('/api/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>
    }
    const admin = Object.entries(document.paths).filter(([path]) => path.startsWith('/admin/'))
    expect(admin.length).toBeGreaterThan(30)
    for (const [path, operations] of admin)
      for (const [method, operation] of Object.entries(operations))
        expect(operation.tags, `${method} ${path}`).toEqual(['Back office'])
  })

  it('never takes a customer token for a staff one, nor a staff token for a customer one', async () => {
    const shopper = await guest(app)
    expect((await call(app, 'GET', '/admin/orders', shopper)).statusCode).toBe(401)
    expect((await call(app, 'GET', '/auth/user', tokens.staff)).statusCode).toBe(401)
  })

  it('holds every staff route to the role table: 403, nothing changed, no audit row', async () => {
    const member = (await call(app, 'GET', '/admin/staff', tokens.owner)).json().data[0]
    for (const role of ['manager', 'staff'] as const) {
      const list = await call(app, 'GET', '/admin/staff', tokens[role])
      expect(list.statusCode).toBe(403)
      expect(list.json().code).toBe('STAFF_FORBIDDEN')
      const change = await call(app, 'PUT', `/admin/staff/${member._id}`, tokens[role], {
        disabled: true,
      })
      expect(change.statusCode).toBe(403)
    }
    // every other staff.manage route too: invite, end sessions, resend an invitation
    const sessionsBefore = (await call(app, 'GET', '/admin/auth/me', tokens.owner)).statusCode
    for (const role of ['manager', 'staff'] as const) {
      const invite = await call(app, 'POST', '/admin/staff', tokens[role], {
        email: `by.${role}.${kind.name}@maisonharbour.test`,
        name: 'Not Allowed',
        role: 'owner',
      })
      expect(invite.statusCode).toBe(403)
      expect(
        await staffRepository.byEmail(database.db, `by.${role}.${kind.name}@maisonharbour.test`),
      ).toBeNull()
      const revoke = await call(
        app,
        'POST',
        `/admin/staff/${member._id}/sessions/revoke`,
        tokens[role],
      )
      expect(revoke.statusCode).toBe(403)
      const resend = await call(app, 'POST', `/admin/staff/${member._id}/invitation`, tokens[role])
      expect(resend.statusCode).toBe(403)
    }
    expect((await call(app, 'GET', '/admin/auth/me', tokens.owner)).statusCode).toBe(sessionsBefore)
    expect((await staffRepository.byId(database.db, member._id))?.disabledAt).toBeNull()
    expect(await auditOf(member._id)).toEqual([])
    // the audit log itself: owner and manager, not staff
    expect((await call(app, 'GET', '/admin/audit', tokens.manager)).statusCode).toBe(200)
    expect((await call(app, 'GET', '/admin/audit', tokens.staff)).statusCode).toBe(403)
    // orders: staff may confirm payments but not decide refunds
    expect((await call(app, 'GET', '/admin/orders', tokens.staff)).statusCode).toBe(200)
    expect(STAFF_PERMISSIONS['refunds.decide']).not.toContain('staff')
  })

  it('a staff member confirms an FPS payment: the audit row names them, before → after', async () => {
    const shopper = await guest(app)
    const { order } = await placeOrder(app, database, shopper, { qty: 1 })
    // not pending yet (no proof): the transition is refused and leaves no audit row
    const early = await call(
      app,
      'PUT',
      `/admin/orders/${order._id}/payment-proof/approve`,
      tokens.staff,
      {},
    )
    expect(early.statusCode).toBe(409)
    expect(await auditOf(order._id)).toEqual([])
    const image = await uploadPng(app, shopper)
    expect(
      (await call(app, 'PUT', `/orders/${order._id}/upload`, shopper, { image })).statusCode,
    ).toBe(200)
    const refused = await call(
      app,
      'PUT',
      `/admin/orders/${order._id}/refund-request/approve`,
      tokens.staff,
      { amount: '10.00', offline_reference: 'FPS 1234' },
    )
    expect(refused.statusCode).toBe(403)
    const paid = await call(
      app,
      'PUT',
      `/admin/orders/${order._id}/payment-proof/approve`,
      tokens.staff,
      {
        note: 'FPS seen in the bank app',
      },
    )
    expect(paid.statusCode).toBe(200)
    const [entry] = await auditOf(order._id)
    expect(entry).toMatchObject({
      action: 'order.payment_confirmed',
      entity_type: 'order',
      staff: { name: 'Test staff', email: testStaffEmail('staff') },
      before: { status: 'pending', payment_status: 'unpaid' },
      after: { status: 'paid', payment_status: 'paid' },
      note: 'FPS seen in the bank app',
    })
  })

  it('the owner invites a member: e-mail with a link, accepted once, then the member signs in', async () => {
    const email = `new.${kind.name}@maisonharbour.test`
    const invited = await call(app, 'POST', '/admin/staff', tokens.owner, {
      email,
      name: 'Ka Yan',
      role: 'staff',
      language: 'zh',
    })
    expect(invited.statusCode).toBe(201)
    expect(invited.json()).toMatchObject({ email, invitation_pending: true, role: 'staff' })
    const again = await call(app, 'POST', '/admin/staff', tokens.owner, {
      email,
      name: 'Twice',
      role: 'staff',
    })
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'STAFF_EXISTS' })
    const [mail] = await recentMessages(database.db, email)
    expect(mail?.subject).toBe('Maison Harbour 後台邀請')
    const token = /\/admin\/invitation\/([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? ''
    expect(mail?.body).toContain(`https://shop.test/admin/invitation/${token}`)
    // no password yet: nobody can sign in as the invitee
    expect((await login({ email, password: 'HarbourStaff2026' })).statusCode).toBe(401)
    const preview = await call(app, 'GET', `/admin/invitations/${token}`)
    expect(preview.json()).toEqual({ email, name: 'Ka Yan', role: 'staff', language: 'zh' })
    const weak = await call(app, 'POST', `/admin/invitations/${token}/accept`, undefined, {
      password: 'short1',
    })
    expect(weak.statusCode).toBe(400)
    const accepted = await call(app, 'POST', `/admin/invitations/${token}/accept`, undefined, {
      password: 'HarbourStaff2026',
    })
    expect(accepted.statusCode).toBe(200)
    expect(staffSession.parse(accepted.json()).staff).toMatchObject({
      email,
      invitation_pending: false,
    })
    const reused = await call(app, 'POST', `/admin/invitations/${token}/accept`, undefined, {
      password: 'HarbourOther2026',
    })
    expect(reused.statusCode).toBe(404)
    expect((await login({ email, password: 'HarbourStaff2026' })).statusCode).toBe(200)
    const id = invited.json()._id
    expect((await auditOf(id)).map((e) => [e.action, e.staff.email])).toEqual([
      ['staff.invitation_accepted', email],
      ['staff.invited', testStaffEmail('owner')],
    ])
  })

  it('disabling a member ends their sessions; the last owner cannot be taken away', async () => {
    const email = `leaving.${kind.name}@maisonharbour.test`
    await createStaffAccount(database.db, { email, password: 'HarbourStaff2026', role: 'staff' })
    const token = (await login({ email, password: 'HarbourStaff2026' })).json().token
    const member = await staffRepository.byEmail(database.db, email)
    const disabled = await call(app, 'PUT', `/admin/staff/${member?.id}`, tokens.owner, {
      disabled: true,
    })
    expect(disabled.json()).toMatchObject({ disabled: true })
    expect((await call(app, 'GET', '/admin/auth/me', token)).statusCode).toBe(401)
    expect((await login({ email, password: 'HarbourStaff2026' })).json().code).toBe(
      'INVALID_CREDENTIALS',
    )
    const owner = await staffRepository.byEmail(database.db, testStaffEmail('owner'))
    const last = await call(app, 'PUT', `/admin/staff/${owner?.id}`, tokens.owner, {
      role: 'manager',
    })
    expect(last.json()).toMatchObject({ statusCode: 409, code: 'LAST_OWNER' })
    expect((await staffRepository.byId(database.db, owner?.id ?? ''))?.role).toBe('owner')
    expect(
      (await auditOf(owner?.id ?? '')).filter((e) => e.action === 'staff.role_changed'),
    ).toEqual([])
  })

  it('two-factor sign-in: set up with a code, then asked at sign-in, each code used once', async () => {
    const email = `totp.${kind.name}@maisonharbour.test`
    await createStaffAccount(database.db, { email, password: 'HarbourStaff2026', role: 'staff' })
    const token = (await login({ email, password: 'HarbourStaff2026' })).json().token
    const setup = (await call(app, 'POST', '/admin/auth/totp/setup', token)).json()
    expect(setup.otpauth_url).toContain('otpauth://totp/')
    const wrong = await call(app, 'POST', '/admin/auth/totp/enable', token, {
      secret: setup.secret,
      code: '000000',
    })
    expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'TOTP_INVALID' })
    const enabled = await call(app, 'POST', '/admin/auth/totp/enable', token, {
      secret: setup.secret,
      code: codeNow(setup.secret),
    })
    expect(enabled.json().totp_enabled).toBe(true)
    const noCode = await login({ email, password: 'HarbourStaff2026' })
    expect(noCode.json()).toMatchObject({ statusCode: 401, code: 'TOTP_REQUIRED' })
    // the code that turned it on was used: the next time step's code signs in, once
    const next = codeNow(setup.secret, 1)
    expect((await login({ email, password: 'HarbourStaff2026', totp_code: next })).statusCode).toBe(
      200,
    )
    const replay = await login({ email, password: 'HarbourStaff2026', totp_code: next })
    expect(replay.json().code).toBe('TOTP_INVALID')
  })

  it('in production an owner must turn two-factor on before anything else', async () => {
    const production = await buildApi(
      database,
      {},
      { rateLimitStore: memoryStore(), nodeEnv: 'production', publicUrl: 'https://shop.test' },
    )
    try {
      const email = `prod.owner.${kind.name}@maisonharbour.test`
      await createStaffAccount(database.db, { email, password: 'HarbourOwner2026', role: 'owner' })
      const session = await production.inject({
        method: 'POST',
        url: '/api/v1/admin/auth/login',
        payload: { email, password: 'HarbourOwner2026' },
      })
      expect(session.json().staff.must_enable_totp).toBe(true)
      const headers = { authorization: `Bearer ${session.json().token}` }
      const orders = await production.inject({ url: '/api/v1/admin/orders', headers })
      expect(orders.json()).toMatchObject({ statusCode: 403, code: 'TOTP_SETUP_REQUIRED' })
      const setup = (
        await production.inject({ method: 'POST', url: '/api/v1/admin/auth/totp/setup', headers })
      ).json()
      await production.inject({
        method: 'POST',
        url: '/api/v1/admin/auth/totp/enable',
        headers,
        payload: { secret: setup.secret, code: codeNow(setup.secret) },
      })
      expect((await production.inject({ url: '/api/v1/admin/orders', headers })).statusCode).toBe(
        200,
      )
    } finally {
      await production.close()
    }
  })
})
