import { describe, expect, it } from 'vitest'
import { headerRecord, isOneClickAddress, refusedBody } from './request-handler.ts'

const post = (body: string, type?: string) =>
  new Request('http://shop.test/contact-us', {
    method: 'POST',
    body,
    headers: type ? { 'content-type': type } : {},
  })

describe('refusedBody (a body no action can read never reaches one)', () => {
  it('lets forms through, and requests without a body', async () => {
    expect(
      await refusedBody(post('name=Mei&x=%00', 'application/x-www-form-urlencoded')),
    ).toBeNull()
    const form = new FormData()
    form.set('file', new Blob(['%PDF-1.4']), 'proof.pdf')
    expect(
      await refusedBody(new Request('http://shop.test/a', { method: 'POST', body: form })),
    ).toBeNull()
    expect(await refusedBody(new Request('http://shop.test/'))).toBeNull()
  })

  it('answers 415 to another type and 400 to a form that cannot be read', async () => {
    expect(await refusedBody(post('{"a":', 'application/json'))).toBe(415)
    expect(await refusedBody(post('junk'))).toBe(415)
    expect(await refusedBody(post('junk', 'multipart/form-data; boundary=zz'))).toBe(400)
    expect(await refusedBody(post('junk', 'multipart/form-data'))).toBe(400)
  })
})

describe('isOneClickAddress (a mail program posts List-Unsubscribe from elsewhere)', () => {
  const at = (path: string) => new URL(path, 'https://shop.test')
  it('is a post to the newsletter page with an unsubscribe token, in any language', () => {
    expect(isOneClickAddress('POST', at('/newsletter?unsubscribe=abc'))).toBe(true)
    expect(isOneClickAddress('POST', at('/zh/newsletter?unsubscribe=abc'))).toBe(true)
    expect(isOneClickAddress('POST', at('/cn/newsletter?unsubscribe='))).toBe(true)
  })
  it('is nothing else: a sign-up, a confirmation, another page, a GET', () => {
    expect(isOneClickAddress('POST', at('/newsletter'))).toBe(false)
    expect(isOneClickAddress('POST', at('/newsletter?confirm=abc'))).toBe(false)
    expect(isOneClickAddress('POST', at('/contact-us?unsubscribe=abc'))).toBe(false)
    expect(isOneClickAddress('GET', at('/newsletter?unsubscribe=abc'))).toBe(false)
  })
})

describe('headerRecord (an API call’s headers, as the API gets them)', () => {
  it('gives every form of headers as one record with lower-case names', () => {
    const expected = { authorization: 'Bearer t', 'x-store-locale': 'zh' }
    expect(headerRecord({ Authorization: 'Bearer t', 'X-Store-Locale': 'zh' })).toEqual(expected)
    expect(headerRecord(new Headers(expected))).toEqual(expected)
    expect(
      headerRecord([
        ['Authorization', 'Bearer t'],
        ['x-store-locale', 'zh'],
      ]),
    ).toEqual(expected)
    expect(headerRecord(undefined)).toEqual({})
  })

  it('copies a record, never changing the caller’s own', () => {
    const mine = { accept: 'application/json' }
    const record = headerRecord(mine)
    record['x-forwarded-for'] = '203.0.113.7'
    expect(mine).toEqual({ accept: 'application/json' })
  })
})
