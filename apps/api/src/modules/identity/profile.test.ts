import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { bearer, identityApp, register } from './test-helpers.ts'

describe.each(testDatabases)('profiles and notification settings on $name', (kind) => {
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

  it('reads and updates the own account', async () => {
    const { token, email } = await register(app)
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/profiles/account',
      headers: bearer(token),
      payload: { username: 'Mei Chan', gender: 'female', country: 'HK' },
    })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toMatchObject({
      username: 'Mei Chan',
      gender: 'female',
      country: 'HK',
      email,
    })
    const get = await app.inject({ url: '/api/v1/profiles/account', headers: bearer(token) })
    expect(get.json().username).toBe('Mei Chan')
  })

  it('refuses unknown fields, bad formats and replacing the e-mail without a code', async () => {
    const { token } = await register(app)
    const extra = await app.inject({
      method: 'PUT',
      url: '/api/v1/profiles/account',
      headers: bearer(token),
      payload: { username: 'X', _id: 'someone-else' },
    })
    expect(extra.statusCode).toBe(400)
    const badPhone = await app.inject({
      method: 'PUT',
      url: '/api/v1/profiles/account',
      headers: bearer(token),
      payload: { phone: '12-3a' },
    })
    expect(badPhone.json().errors).toEqual([{ path: 'body.phone', message: 'errors.phoneFormat' }])
    const replace = await app.inject({
      method: 'PUT',
      url: '/api/v1/profiles/account',
      headers: bearer(token),
      payload: { email: 'other@example.hk' },
    })
    expect(replace.statusCode).toBe(409)
    expect(replace.json().code).toBe('USE_CHANGE_FLOW')
  })

  it('keeps each account to its own delivery recipient', async () => {
    const a = await register(app)
    const b = await register(app)
    const recipient = {
      name: '陳大文',
      address: '香港中環皇后大道中1號',
      area_code: '852',
      phone: '91234567',
    }
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/profiles/delivery-recipient',
      headers: bearer(a.token),
      payload: { delivery_recipient: recipient },
    })
    expect(put.json()).toEqual({ delivery_recipient: recipient })
    expect(
      (
        await app.inject({ url: '/api/v1/profiles/delivery-recipient', headers: bearer(a.token) })
      ).json(),
    ).toEqual({ delivery_recipient: recipient })
    // the other account sees only its own (empty) recipient and its own profile
    expect(
      (
        await app.inject({ url: '/api/v1/profiles/delivery-recipient', headers: bearer(b.token) })
      ).json().delivery_recipient.name,
    ).toBe('')
    expect(
      (await app.inject({ url: '/api/v1/profiles/account', headers: bearer(b.token) })).json()
        .email,
    ).toBe(b.email)
    const unwrapped = await app.inject({
      method: 'PUT',
      url: '/api/v1/profiles/delivery-recipient',
      headers: bearer(a.token),
      payload: recipient,
    })
    expect(unwrapped.statusCode).toBe(400)
  })

  it('reads and updates notification settings', async () => {
    const { token } = await register(app)
    const initial = await app.inject({
      url: '/api/v1/notification-settings/details',
      headers: bearer(token),
    })
    expect(initial.json()).toEqual({
      is_notifiable: true,
      channels: ['EMAIL'],
      language: 'en',
      is_accept: false,
    })
    const settings = {
      is_notifiable: false,
      channels: ['EMAIL', 'SMS'],
      language: 'zh',
      is_accept: true,
    }
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/notification-settings/details',
      headers: bearer(token),
      payload: settings,
    })
    expect(put.json()).toEqual(settings)
    expect(
      (
        await app.inject({ url: '/api/v1/notification-settings/details', headers: bearer(token) })
      ).json(),
    ).toEqual(settings)
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/notification-settings/details',
      headers: bearer(token),
      payload: { ...settings, language: 'fr' },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('needs a signed-in registered customer', async () => {
    expect((await app.inject('/api/v1/profiles/account')).statusCode).toBe(401)
    expect(
      (await app.inject({ url: '/api/v1/profiles/account', headers: bearer('forged') })).statusCode,
    ).toBe(401)
    const temp = (
      await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { type: 'TEMP' } })
    ).json()
    const guest = await app.inject({ url: '/api/v1/profiles/account', headers: bearer(temp.token) })
    expect(guest.statusCode).toBe(403)
    expect(guest.json().code).toBe('REGISTERED_ONLY')
  })
})
