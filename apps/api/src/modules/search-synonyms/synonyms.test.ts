import { productSearchList, type StaffRole, synonymGroup, synonymGroupList } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { searchSynonyms } from '#api/db/schema/index.ts'
import { MAIN_STORE_ID } from '#api/db/seed/stores.ts'
import { STORE } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { ordersApp } from '../orders/test-helpers.ts'

const API = '/api/v1/admin/search-synonyms'

describe.each(testDatabases)('search synonyms in the back office on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    tokens = await staffTokens(app)
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    role: StaffRole = 'owner',
  ) =>
    app.inject({
      method,
      url: `${API}${url}`,
      headers: staffBearer(tokens[role]),
      ...(payload ? { payload } : {}),
    })
  const search = async (keyword: string) => {
    const response = await app.inject(
      `${STORE}/product-management/products/filter?per_page=100&keyword=${encodeURIComponent(keyword)}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    return productSearchList.parse(response.json())
  }
  const slugs = (list: { data: { slug: string }[] }) => list.data.map((p) => p.slug).sort()

  it.each(rolesFor('catalog.view'))('listing: $role allowed = $allowed', async (c) => {
    const response = await send('GET', '', undefined, c.role)
    expect(response.statusCode).toBe(c.allowed ? 200 : 403)
    if (c.allowed) {
      const { data } = synonymGroupList.parse(response.json())
      expect(data.some((group) => group.terms.includes('couch'))).toBe(true)
    }
  })

  it.each(rolesFor('catalog.manage'))('adding: $role allowed = $allowed', async (c) => {
    const response = await send('POST', '', { terms: [`word${c.role}`, `other${c.role}`] }, c.role)
    expect(response.statusCode).toBe(c.allowed ? 201 : 403)
  })

  it('refuses a group of one word, also once folded, naming the field; nothing is written', async () => {
    const before = synonymGroupList.parse((await send('GET', '')).json()).data.length
    for (const terms of [['sofa'], ['Sofa', 'sofa '], ['沙發', '沙发']]) {
      const response = await send('POST', '', { terms })
      expect(response.statusCode, JSON.stringify(terms)).toBe(400)
      expect(response.json().errors).toEqual([
        { path: 'body.terms', message: 'admin.synonyms.errors.twoTerms' },
      ])
    }
    const tooLong = await send('POST', '', { terms: ['sofa', 'x'.repeat(61)] })
    expect(tooLong.json().errors[0]).toMatchObject({ path: 'body.terms.1' })
    expect(synonymGroupList.parse((await send('GET', '')).json()).data).toHaveLength(before)
  })

  it('a new group finds products by its new word at once, in English and Chinese; audited', async () => {
    const sofas = slugs(await search('sofa'))
    expect(sofas.length).toBeGreaterThan(0)
    expect((await search('chesterfield')).total).toBe(0)
    expect((await search('長椅仔')).total).toBe(0)

    const response = await send('POST', '', { terms: ['Chesterfield', '長椅仔', 'sofa'] })
    expect(response.statusCode).toBe(201)
    const group = synonymGroup.parse(response.json())
    // stored as search folds them: lower case, Simplified
    expect(group.terms).toEqual(['chesterfield', '长椅仔', 'sofa'])
    expect(slugs(await search('chesterfield'))).toEqual(sofas)
    expect(slugs(await search('長椅仔'))).toEqual(sofas)
    expect(slugs(await search('长椅仔'))).toEqual(sofas)

    const [audit] = await auditOf(app, group._id)
    expect(audit).toMatchObject({
      action: 'search_synonyms.created',
      entityType: 'search_synonyms',
      after: { terms: group.terms },
    })

    const changed = await send('PUT', `/${group._id}`, { terms: ['chesterfield', 'wardrobe'] })
    expect(changed.statusCode).toBe(200)
    const wardrobes = slugs(await search('wardrobe'))
    expect(slugs(await search('chesterfield'))).toEqual(wardrobes)
    expect((await search('長椅仔')).total).toBe(0)

    expect((await send('DELETE', `/${group._id}`)).statusCode).toBe(204)
    expect((await search('chesterfield')).total).toBe(0)
    const actions = (await auditOf(app, group._id)).map((row) => row.action)
    expect(actions).toEqual([
      'search_synonyms.created',
      'search_synonyms.changed',
      'search_synonyms.deleted',
    ])
    const [, change] = await auditOf(app, group._id)
    expect(change).toMatchObject({
      before: { terms: ['chesterfield', '长椅仔', 'sofa'] },
      after: { terms: ['chesterfield', 'wardrobe'] },
    })
  })

  it('answers 404 for a group that does not exist, and staff may not delete one', async () => {
    expect((await send('PUT', '/not-a-group', { terms: ['a', 'b'] })).statusCode).toBe(404)
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await send('DELETE', `/${missing}`)).statusCode).toBe(404)
    const [any] = synonymGroupList.parse((await send('GET', '')).json()).data
    expect((await send('DELETE', `/${any?._id}`, undefined, 'staff')).statusCode).toBe(403)
  })

  it('every process reads the groups again on the signal another process broadcasts', async () => {
    // as a save in another process: the row written there, the signal received here
    await database.db
      .insert(searchSynonyms)
      .values({ storeId: MAIN_STORE_ID, terms: ['loveseat', 'sofa'] })
    expect((await search('loveseat')).total).toBe(0)
    // a catalogue write elsewhere does not read them again (it would cost every write a read)
    app.catalogueCache.clear()
    expect((await search('loveseat')).total).toBe(0)
    // what broadcastClears does on a message of the synonyms channel
    app.synonymsChanged.clear()
    app.catalogueCache.clear()
    expect(slugs(await search('loveseat'))).toEqual(slugs(await search('sofa')))
  })
})
