import type { FastifyInstance } from 'fastify'
import { bearer, register } from '../identity/test-helpers.ts'

let ip = 0
/** A new registered member with their own address (keeps per-IP limits apart). */
export async function member(app: FastifyInstance, username = 'Mei Ling') {
  ip += 1
  const forwarded = `198.51.100.${ip % 250}`
  const { token, email, response } = await register(app, { username })
  if (response.statusCode !== 201) throw new Error(response.body)
  return { token, email, headers: { ...bearer(token), 'x-forwarded-for': forwarded } }
}
