import { adminSettings } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'
import { staffBearer } from '../admin-people/test-helpers.ts'
import { ordersApp } from '../orders/test-helpers.ts'
import { staffSignIn } from '../staff/test-helpers.ts'

const API = '/api/v1/admin/settings'
const SAVES = 6

/**
 * Several members saving the settings from the same version at once, on PostgreSQL (PGlite runs
 * one transaction at a time). Each reads version N and appends N + 1: the (slug, version) unique
 * index lets one win, and the others are told the settings changed meanwhile, never a 500 and
 * never a lost or half-written version.
 */
describeRaces('settings save races on $name', (kind) => {
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

  it(`${SAVES} saves from one version: one wins, the others answer 409`, async () => {
    const start = adminSettings.parse((await app.inject({ url: API, headers: owner })).json())
    const answers = await Promise.all(
      Array.from({ length: SAVES }, (_, i) =>
        app.inject({
          method: 'PUT',
          url: `${API}/home`,
          headers: owner,
          payload: {
            version: start.version,
            hero: [
              {
                title: { en: `Slide ${i}`, zh: `橫幅 ${i}` },
                text: { en: '' },
                cta: { en: 'Shop', zh: '選購' },
                link: '/shop/main/product',
              },
            ],
          },
        }),
      ),
    )
    const statuses = answers.map((a) => a.statusCode).sort()
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([
      200,
      ...Array(SAVES - 1).fill(409),
    ])
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().code).toBe('SETTINGS_CHANGED')
    const winner = adminSettings.parse(answers.find((a) => a.statusCode === 200)?.json())
    const now = adminSettings.parse((await app.inject({ url: API, headers: owner })).json())
    expect(now.version).toBe(start.version + 1)
    expect(now.home.hero[0]?.title.en).toBe(winner.home.hero[0]?.title.en)
  })
})
