import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { staffBearer } from '../admin-people/test-helpers.ts'
import { staffSignIn } from '../staff/test-helpers.ts'

/** The staff session's own statements (the token looked up, touched) are not the list's. */
const listStatements = (statements: string[]) =>
  statements.filter((s) => /from "products"/.test(s) && !/staff_sessions/.test(s))

describe.each(testDatabases)('SQL of the back-office product list on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let statements: string[] = []
  let headers: ReturnType<typeof staffBearer>

  beforeAll(async () => {
    database = await seededDatabase(kind, { onQuery: (text) => statements.push(text) })
    app = await buildApi(database)
    await app.ready()
    headers = staffBearer(await staffSignIn(app, 'staff'))
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('reads a page of products in one statement whether it holds 5 or 100, filtered or not', async () => {
    const counts = []
    for (const query of [
      'per_page=5',
      'per_page=100',
      'per_page=100&search=oak&stock=low&sort=stock',
    ]) {
      statements = []
      const response = await app.inject({ url: `/api/v1/admin/products?${query}`, headers })
      expect(response.statusCode, response.body).toBe(200)
      counts.push({ all: statements.length, list: listStatements(statements).length })
    }
    // one for the page (with its total), the rest is the session check, the same for every page
    expect(counts.map((c) => c.list)).toEqual([1, 1, 1])
    expect(new Set(counts.map((c) => c.all)).size).toBe(1)
  })

  it('reads a page with its variants (the bulk edit screen) in two statements whether it holds 5 or 100', async () => {
    const counts = []
    for (const query of ['per_page=5', 'per_page=100', 'per_page=100&stock=sold_out']) {
      statements = []
      const response = await app.inject({
        url: `/api/v1/admin/products?${query}&with_variants=true`,
        headers,
      })
      expect(response.statusCode, response.body).toBe(200)
      const { data } = response.json() as {
        data: { _id: string; variants_count: number; variants: { product_id: string }[] }[]
      }
      for (const row of data) {
        expect(row.variants).toHaveLength(row.variants_count)
        expect(row.variants.every((v) => v.product_id === row._id)).toBe(true)
      }
      counts.push({
        all: statements.length,
        variants: statements.filter((s) => /from product_variants v left join colours/.test(s))
          .length,
      })
    }
    expect(counts.map((c) => c.variants)).toEqual([1, 1, 1])
    expect(new Set(counts.map((c) => c.all)).size).toBe(1)
  })
})
