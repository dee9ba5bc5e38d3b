import { describe, expect, it, vi } from 'vitest'
import { hashPassword, verifyPassword } from './secrets.ts'

describe('password hashes', () => {
  it('hashes at N=2^15 unless a test set-up lowers it, and checks each hash at its own cost', async () => {
    // a fresh copy of the module, which the tests' set-up (test/setup.ts) has not touched
    vi.resetModules()
    const production = await import('./secrets.ts')
    const strong = await production.hashPassword('Harbour2024')
    const cheap = await hashPassword('Harbour2024')
    expect(strong).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(await verifyPassword('Harbour2024', strong)).toBe(true)
    expect(await verifyPassword('Harbour2025', strong)).toBe(false)
    expect(await production.verifyPassword('Harbour2024', cheap)).toBe(true)
  })

  it('hashes a password typed with full-width digits like the ASCII one (NFKC)', async () => {
    const stored = await hashPassword('Harbour2024')
    expect(await verifyPassword('Harbour２０２４', stored)).toBe(true)
  })
})
