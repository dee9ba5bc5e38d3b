import type { FastifyInstance } from 'fastify'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { memoryStore } from '#api/lib/rate-limit.ts'
import { outboxTransport } from '../outbox/delivery.ts'

/**
 * An API on a seeded database, with a fresh rate-limit store and messages kept in the outbox,
 * readable through the development mailbox (switched on here explicitly).
 */
export async function identityApp(database: Database): Promise<FastifyInstance> {
  return buildApi(
    database,
    {},
    {
      rateLimitStore: memoryStore(),
      transports: { email: outboxTransport, sms: outboxTransport },
      publicUrl: 'https://shop.test',
      devMailbox: true,
    },
  )
}

let counter = 0
export function uniqueEmail(): string {
  counter += 1
  return `shopper${Date.now()}${counter}@example.hk`
}

export async function register(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  locale = 'en',
) {
  const email = uniqueEmail()
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { 'x-store-locale': locale },
    payload: { type: 'EMAIL', username: 'Mei Ling', email, password: 'harbour88', ...overrides },
  })
  return { response, email, token: response.json().token as string }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The newest outbox message for a recipient (delivery runs after commit). */
export async function lastMessage(app: FastifyInstance, recipient: string) {
  for (let i = 0; i < 20; i++) {
    const response = await app.inject(
      `/api/v1/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
    )
    const [message] = response.json().data as { subject: string; body: string }[]
    if (message) return message
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no message for ${recipient}`)
}

export function linkCode(body: string): string {
  const match = /verification_code=([\w-]+)/.exec(body)
  if (!match?.[1]) throw new Error('no link code in message')
  return match[1]
}
