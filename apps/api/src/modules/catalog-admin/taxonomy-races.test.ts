import { adminCategory } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'
import { staffBearer } from '../admin-people/test-helpers.ts'
import { ordersApp } from '../orders/test-helpers.ts'
import { staffSignIn } from '../staff/test-helpers.ts'

const PAIRS = 10
const API = '/api/v1/admin'

/**
 * Two staff nesting A under B and B under A at the same moment, on PostgreSQL (PGlite runs one
 * transaction at a time). Each check alone passes; the tree lock (ADR 044) makes the second see
 * the first, so no pair ends as a cycle, which would drop both from the storefront's tree.
 */
describeRaces('category tree races on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let owner: ReturnType<typeof staffBearer>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    owner = staffBearer(await staffSignIn(app, 'owner'))
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const create = async (n: number) => {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/categories`,
      headers: owner,
      payload: { title: { en: `Race ${n}`, zh: `競賽 ${n}` } },
    })
    expect(response.statusCode, response.body).toBe(201)
    return adminCategory.parse(response.json())
  }
  const nest = (id: string, parentId: string) =>
    app.inject({
      method: 'PATCH',
      url: `${API}/categories/${id}`,
      headers: owner,
      payload: { parent_id: parentId },
    })

  it(`${PAIRS} pairs nested under each other at once never make a cycle`, async () => {
    const pairs = await Promise.all(
      Array.from({ length: PAIRS }, async (_, i) => [await create(2 * i), await create(2 * i + 1)]),
    )
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => (a && b ? [nest(a._id, b._id), nest(b._id, a._id)] : [])),
    )
    for (const [i, pair] of pairs.entries()) {
      const [first, second] = [answers[2 * i], answers[2 * i + 1]]
      const codes = [first?.statusCode, second?.statusCode].sort()
      // one nests, the other is refused as a cycle or a third level
      expect(codes, pair.map((c) => c._id).join()).toEqual([200, 422])
    }
    const list = await app.inject({
      url: `${API}/categories?per_page=500`,
      headers: owner,
    })
    const rows = list.json().data as { _id: string; parent_id: string | null }[]
    const parentOf = new Map(rows.map((r) => [r._id, r.parent_id]))
    for (const row of rows) expect(parentOf.get(row.parent_id ?? '') ?? null).toBeNull()
  })
})
