import { networkInterfaces } from 'node:os'
import { describe, expect, it } from 'vitest'
import { ownOrigins } from './own-origins.ts'

describe('own origins', () => {
  it('names localhost, the loopback addresses and the machine’s own addresses with the port', () => {
    const origins = ownOrigins(3000)
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(origins).toContain(origin)
    const ipv4 = Object.values(networkInterfaces())
      .flat()
      .find((a) => a?.family === 'IPv4' && !a.internal)
    if (ipv4) expect(origins).toContain(`http://${ipv4.address}:3000`)
  })
  it('keeps other hosts and other ports out', () => {
    const origins = ownOrigins(3000)
    expect(origins).not.toContain('http://localhost:3001')
    expect(origins).not.toContain('http://evil.example:3000')
  })
  it('writes default ports the way URL does', () => {
    expect(ownOrigins(80)).toContain('http://localhost')
    expect(ownOrigins(443)).toContain('https://localhost')
  })
})
