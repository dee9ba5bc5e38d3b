import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { trustProxy } from './logger.ts'

describe('trustProxy', () => {
  const ipSeenBy = async (setting: ReturnType<typeof trustProxy>, remoteAddress: string) => {
    const app = Fastify({ trustProxy: setting })
    app.get('/ip', (request) => ({ ip: request.ip }))
    const response = await app.inject({
      url: '/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    })
    await app.close()
    return response.json().ip
  }

  it('takes the forwarded address only from loopback by default, so clients cannot pick their own', async () => {
    expect(await ipSeenBy(trustProxy(undefined), '127.0.0.1')).toBe('198.51.100.7')
    expect(await ipSeenBy(trustProxy(undefined), '203.0.113.9')).toBe('203.0.113.9')
  })

  it('reads TRUST_PROXY as true or a list of addresses and ranges', async () => {
    expect(trustProxy('true')).toBe(true)
    expect(await ipSeenBy(trustProxy('203.0.113.0/24'), '203.0.113.9')).toBe('198.51.100.7')
  })
})
