import { consultationSlots, designServicesInfo, MAIN_STORE_ID } from '@shop/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { productVariants } from '#api/db/schema/index.ts'
import { shopApp } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'

const STORE = `/api/v1/stores/${MAIN_STORE_ID}`

describe.each(testDatabases)('consultation slots on $name', (kind) => {
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

  const variantOf = async (format: 'SHOWROOM' | 'VIDEO' | 'HOME_VISIT') => {
    const [row] = await database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.consultationFormat, format),
          sql`${productVariants.sku} like 'SRV-01%'`,
        ),
      )
    if (!row) throw new Error(`no seeded ${format} consultation`)
    return row.id
  }

  it('names the showrooms and the districts home visits serve', async () => {
    const response = await app.inject(`${STORE}/design-services`)
    expect(response.statusCode).toBe(200)
    const info = designServicesInfo.parse(response.json())
    expect(info.showrooms.map((s) => s.code)).toEqual(['kwun-tong', 'wan-chai', 'wong-chuk-hang'])
    expect(info.home_visit_districts).toContain('sha-tin')
    expect(info.home_visit_districts).not.toContain('islands')
    expect((await app.inject('/api/v1/stores/not-a-store/design-services')).statusCode).toBe(404)
  })

  it('offers home-visit slots in a served district, in Hong Kong time, from the lead time on', async () => {
    const variant = await variantOf('HOME_VISIT')
    const response = await app.inject(
      `${STORE}/consultations/${variant}/slots?district=sha-tin&days=14`,
    )
    expect(response.statusCode).toBe(200)
    const body = consultationSlots.parse(response.json())
    expect(body).toMatchObject({
      format: 'HOME_VISIT',
      duration_minutes: 120,
      time_zone: 'Asia/Hong_Kong',
    })
    const slots = body.days.flatMap((d) => d.slots)
    expect(slots.length).toBeGreaterThan(0)
    expect(Date.parse(slots[0]?.starts_at ?? '')).toBeGreaterThanOrEqual(
      Date.now() + 24 * 3600_000 - 1000,
    )
    // whole and half hours in Hong Kong
    for (const s of slots) expect(new Date(s.starts_at).getUTCMinutes() % 30).toBe(0)
    const islands = consultationSlots.parse(
      (await app.inject(`${STORE}/consultations/${variant}/slots?district=islands`)).json(),
    )
    expect(islands.days.flatMap((d) => d.slots)).toEqual([])
  })

  it('asks for a showroom or a district where the format needs one', async () => {
    const showroom = await app.inject(`${STORE}/consultations/${await variantOf('SHOWROOM')}/slots`)
    expect(showroom.statusCode).toBe(400)
    expect(showroom.json().code).toBe('SHOWROOM_REQUIRED')
    const home = await app.inject(`${STORE}/consultations/${await variantOf('HOME_VISIT')}/slots`)
    expect(home.json().code).toBe('DISTRICT_REQUIRED')
    const bad = await app.inject(
      `${STORE}/consultations/${await variantOf('HOME_VISIT')}/slots?district=Sha%20Tin!`,
    )
    expect(bad.statusCode).toBe(400)
  })

  it('answers 404 for a product that is not a consultation, or a malformed id', async () => {
    const [goods] = await database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(sql`${productVariants.consultationFormat} is null`)
      .limit(1)
    for (const id of [goods?.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await app.inject(`${STORE}/consultations/${id}/slots`)
      expect(response.statusCode).toBe(404)
    }
  })
})
