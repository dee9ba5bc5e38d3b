import { MAX_SAVED_ADDRESSES } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { savedAddresses } from '#api/db/schema/index.ts'
import {
  accountId,
  addToCart,
  auth,
  checkout,
  checkoutBody,
  findVariant,
  guest,
  LIFT_ADDRESS,
  shopApp,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { register } from '../identity/test-helpers.ts'

const API = '/api/v1/addresses'

const HOME = {
  label: 'Home',
  name: 'Wong Siu Ming',
  area_code: '+852',
  phone: '+852 9123-4567',
  address: {
    region: 'kowloon',
    district: 'kwun-tong',
    street: '123 Hip Wo Street',
    building: 'Wing Fat Building',
    floor: '5/F',
    flat: 'B',
    access: 'STAIRS',
    stairs_floors: 5,
  },
}
const OFFICE = { ...HOME, label: 'Office', address: LIFT_ADDRESS }

describe.each(testDatabases)('address book on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const member = async () => (await register(app)).token
  const list = async (token: string) =>
    (await app.inject({ url: `${API}/all`, headers: auth(token) })).json()
  const create = (token: string, payload: unknown) =>
    app.inject({ method: 'POST', url: API, headers: auth(token), payload: payload as object })

  it('saves, lists, edits, switches the default and deletes, with the phone normalised', async () => {
    const token = await member()
    expect(await list(token)).toEqual({ data: [], max: MAX_SAVED_ADDRESSES, last_order: null })

    const home = await create(token, HOME)
    expect(home.statusCode).toBe(201)
    // the first address is the default; the checkout's floor and phone rules apply
    expect(home.json()).toMatchObject({
      label: 'Home',
      area_code: '+852',
      phone: '91234567',
      is_default: true,
      address: { floor: '5', stairs_floors: 5, access: 'STAIRS' },
    })
    const office = await create(token, { ...OFFICE, is_default: false })
    expect(office.json().is_default).toBe(false)
    expect((await list(token)).data.map((a: { label: string }) => a.label)).toEqual([
      'Home',
      'Office',
    ])

    // default switching: one default at a time, listed first
    const switched = await app.inject({
      method: 'PUT',
      url: `${API}/${office.json()._id}/set-default`,
      headers: auth(token),
    })
    expect(switched.json().is_default).toBe(true)
    const after = (await list(token)).data
    expect(
      after.map((a: { label: string; is_default: boolean }) => [a.label, a.is_default]),
    ).toEqual([
      ['Office', true],
      ['Home', false],
    ])

    // edit: a lift clears the floors carried
    const edited = await app.inject({
      method: 'PUT',
      url: `${API}/${home.json()._id}`,
      headers: auth(token),
      payload: { ...HOME, label: 'Mum', address: { ...HOME.address, access: 'LIFT' } },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ label: 'Mum', is_default: false })
    expect(edited.json().address.stairs_floors).toBe(0)

    // deleting the default passes it on
    const removed = await app.inject({
      method: 'DELETE',
      url: `${API}/${office.json()._id}`,
      headers: auth(token),
    })
    expect(removed.json()).toEqual({ _id: office.json()._id, deleted: true })
    const left = (await list(token)).data
    expect(left).toHaveLength(1)
    expect(left[0]).toMatchObject({ label: 'Mum', is_default: true })
  })

  it("answers 404 for another member's address, and changes nothing of it", async () => {
    const owner = await member()
    const other = await member()
    const id = (await create(owner, HOME)).json()._id as string
    const calls = [
      { method: 'GET' as const, url: `${API}/${id}` },
      { method: 'PUT' as const, url: `${API}/${id}`, payload: OFFICE },
      { method: 'PUT' as const, url: `${API}/${id}/set-default` },
      { method: 'DELETE' as const, url: `${API}/${id}` },
    ]
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: auth(other) })
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404)
      expect(response.json().code).toBe('ADDRESS_NOT_FOUND')
    }
    const [row] = await database.db.select().from(savedAddresses).where(eq(savedAddresses.id, id))
    expect(row).toMatchObject({ label: 'Home', isDefault: true })
    expect((await list(other)).data).toEqual([])
    // guests have no address book
    const anonymous = await app.inject({ url: `${API}/all`, headers: auth(await guest(app)) })
    expect(anonymous.statusCode).toBe(403)
    expect((await app.inject({ url: `${API}/all` })).statusCode).toBe(401)
  })

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const token = await member()
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1)
      expect((await create(token, { ...HOME, label: `Flat ${i}` })).statusCode).toBe(201)
    const eleventh = await create(token, HOME)
    expect(eleventh.statusCode).toBe(409)
    expect(eleventh.json().code).toBe('ADDRESS_BOOK_FULL')
    expect((await list(token)).data).toHaveLength(MAX_SAVED_ADDRESSES)
  })

  it('holds the limit and one default when writes come at once (the account row lock)', async () => {
    // on PostgreSQL these overlap; without the book's lock more than the limit were written, or
    // two defaults met the one-default index as a 500
    const token = await member()
    const made = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 2 }, (_, i) =>
        create(token, { ...HOME, label: `Flat ${i}`, is_default: i % 2 === 0 }),
      ),
    )
    expect(made.map((r) => r.statusCode).sort()).toEqual([
      ...Array.from({ length: MAX_SAVED_ADDRESSES }, () => 201),
      409,
      409,
    ])
    const book = (await list(token)).data as { _id: string; is_default: boolean }[]
    expect(book).toHaveLength(MAX_SAVED_ADDRESSES)
    expect(book.filter((a) => a.is_default)).toHaveLength(1)
    const defaults = await Promise.all(
      book.map((a) =>
        app.inject({
          method: 'PUT',
          url: `${API}/${a._id}/set-default`,
          headers: auth(token),
        }),
      ),
    )
    expect(defaults.map((r) => r.statusCode)).toEqual(book.map(() => 200))
    expect(
      (await list(token)).data.filter((a: { is_default: boolean }) => a.is_default),
    ).toHaveLength(1)
  })

  it('refuses bad input with its message, never a 500', async () => {
    const token = await member()
    const cases: [unknown, string][] = [
      [{ ...HOME, label: 'x'.repeat(41) }, 'errors.tooLong.40'],
      [{ ...HOME, name: 'x'.repeat(101) }, 'errors.tooLong.100'],
      [{ ...HOME, name: '' }, 'errors.required'],
      [{ ...HOME, phone: '9123abcd' }, 'errors.phoneFormat'],
      [{ ...HOME, address: { ...HOME.address, street: 'x'.repeat(121) } }, 'errors.tooLong.120'],
      [
        { ...HOME, address: { ...HOME.address, district: 'wan-chai' } },
        'errors.districtNotInRegion',
      ],
      [{ ...HOME, address: { ...HOME.address, district: 'atlantis' } }, 'errors.districtRequired'],
      [{ ...HOME, extra: 1 }, ''],
      [{ ...HOME, is_default: 'yes' }, ''],
    ]
    for (const [payload, message] of cases) {
      const response = await create(token, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      if (message)
        expect(response.json().errors.map((e: { message: string }) => e.message)).toContain(message)
    }
    const broken = await app.inject({
      method: 'POST',
      url: API,
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"label":',
    })
    expect(broken.statusCode).toBe(400)
    for (const url of [`${API}/not-a-uuid`, `${API}/not-a-uuid/set-default`]) {
      const response = await app.inject({ method: 'PUT', url, headers: auth(token), payload: HOME })
      expect(response.statusCode).toBe(400)
    }
    expect((await list(token)).data).toEqual([])
  })

  it('saves the checkout address on a placed order once, and offers the last order address', async () => {
    const { token } = await register(app)
    const [variant] = await findVariant(database, { minStock: 5 })
    const variantId = variant?.id as string
    const placeWith = async (extra: Record<string, unknown>) => {
      await addToCart(app, token, { product_variant_id: variantId, qty: 1 })
      const placed = await checkout(app, token, checkoutBody([variantId], extra))
      expect(placed.statusCode, placed.body).toBe(201)
    }
    // without the box: nothing saved, but the last order's address is offered
    await placeWith({})
    let book = await list(token)
    expect(book.data).toEqual([])
    expect(book.last_order).toMatchObject({
      name: 'Chan Tai Man',
      phone: '91234567',
      address: { district: 'wan-chai', floor: '12' },
    })
    // with it: saved as the default; the same address twice is kept once
    await placeWith({ save_address: true })
    await placeWith({ save_address: true })
    book = await list(token)
    expect(book.data).toHaveLength(1)
    expect(book.data[0]).toMatchObject({
      name: 'Chan Tai Man',
      area_code: '852',
      phone: '91234567',
      is_default: true,
      address: { district: 'wan-chai', street: '8 Harbour Road' },
    })
    // a full book never fails the order
    for (let i = 1; i < MAX_SAVED_ADDRESSES; i += 1) await create(token, { ...HOME, label: `${i}` })
    await placeWith({
      save_address: true,
      delivery_address: { ...LIFT_ADDRESS, street: '1 Queen’s Road Central' },
    })
    expect((await list(token)).data).toHaveLength(MAX_SAVED_ADDRESSES)
    // a guest's box is ignored
    const visitor = await guest(app)
    await addToCart(app, visitor, { product_variant_id: variantId, qty: 1 })
    const asGuest = await checkout(app, visitor, checkoutBody([variantId], { save_address: true }))
    expect(asGuest.statusCode).toBe(201)
    const rows = await database.db
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.accountId, await accountId(app, visitor)))
    expect(rows).toEqual([])
  })
})
