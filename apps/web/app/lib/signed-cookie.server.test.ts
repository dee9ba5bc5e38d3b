import { createCookie } from 'react-router'
import { describe, expect, it } from 'vitest'
import { signedCookie } from './signed-cookie.server.ts'

const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge: 3600 }
const value = { token: 'cus_abc', name: '陳大文 Chan', cart: ['a', 'b'], n: 3 }

/** The `name=value` part of a Set-Cookie header, as the browser sends it back. */
const sent = (setCookie: string) => setCookie.split(';')[0] as string

describe('signedCookie', () => {
  it("reads React Router's signed cookies and writes ones React Router reads, byte for byte", async () => {
    const theirs = createCookie('store_session', { ...options, secrets: ['s3cret'] })
    const ours = signedCookie('store_session', { ...options, secrets: ['s3cret'] })
    const written = await theirs.serialize(value)
    expect(await ours.serialize(value)).toBe(written)
    expect(await ours.parse(sent(written))).toEqual(value)
    expect(await theirs.parse(sent(await ours.serialize(value)))).toEqual(value)
  })

  it('refuses a changed value or signature, and a cookie signed with another secret', async () => {
    const ours = signedCookie('store_session', { ...options, secrets: ['s3cret'] })
    const written = sent(await ours.serialize(value))
    const [head, sig] = written.split('.') as [string, string]
    const forged = `store_session=${Buffer.from(JSON.stringify({ token: 'stf_x' })).toString('base64')}.${sig}`
    expect(await ours.parse(forged)).toBeNull()
    expect(await ours.parse(`${head}.${sig.slice(0, -2)}AA`)).toBeNull()
    expect(await ours.parse(`${head}`)).toBeNull()
    const other = signedCookie('store_session', { ...options, secrets: ['another'] })
    expect(await other.parse(written)).toBeNull()
  })

  it('still reads a cookie signed with an older secret after a rotation, and writes with the newest', async () => {
    const before = signedCookie('store_session', { ...options, secrets: ['old'] })
    const after = signedCookie('store_session', { ...options, secrets: ['new', 'old'] })
    expect(await after.parse(sent(await before.serialize(value)))).toEqual(value)
    expect(await before.parse(sent(await after.serialize(value)))).toBeNull()
  })

  it('answers null without the cookie, an empty string for an empty one, and keeps the options', async () => {
    const ours = signedCookie('store_session', { ...options, secure: true, secrets: ['s'] })
    expect(await ours.parse(null)).toBeNull()
    expect(await ours.parse('other=1')).toBeNull()
    expect(await ours.parse('store_session=')).toBe('')
    const header = await ours.serialize(value)
    expect(header).toMatch(/; Max-Age=3600/)
    expect(header).toMatch(/; Path=\//)
    expect(header).toMatch(/; HttpOnly/)
    expect(header).toMatch(/; Secure/)
    expect(header).toMatch(/; SameSite=Lax/)
    expect(ours.isSigned).toBe(true)
    expect(ours.expires?.getTime()).toBeGreaterThan(Date.now())
  })
})
