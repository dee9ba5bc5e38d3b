import { createHmac, timingSafeEqual } from 'node:crypto'
import { parse, serialize } from 'cookie-es'
import type { Cookie, CookieOptions } from 'react-router'

/**
 * A signed cookie in exactly React Router's format (`base64(JSON).HMAC-SHA256`, the signature in
 * base64 without padding), signed and checked with node:crypto in the request's own turn. React
 * Router's `createCookie` imports the key and verifies through WebCrypto, two jobs on the thread
 * pool for every request: about 1 ms of CPU per page for the session cookie alone (issue 31,
 * docs/performance.md). Cookies written by either read in the other, so nobody is signed out.
 */
export function signedCookie(
  name: string,
  { secrets, ...cookieOptions }: CookieOptions & { secrets: string[] },
): Cookie {
  if (!secrets.length) throw new Error(`the cookie ${name} needs a secret to be signed`)
  const options = { path: '/', sameSite: 'lax' as const, ...cookieOptions }
  return {
    name,
    isSigned: true,
    get expires() {
      return options.maxAge !== undefined
        ? new Date(Date.now() + options.maxAge * 1000)
        : options.expires
    },
    async parse(header, parseOptions) {
      if (!header) return null
      const cookies = parse(header, { ...options, ...parseOptions })
      if (!(name in cookies)) return null
      const value = cookies[name]
      if (typeof value !== 'string' || value === '') return ''
      for (const secret of secrets) {
        const unsigned = unsign(value, secret)
        if (unsigned !== false) return decodeData(unsigned)
      }
      return null
    },
    async serialize(value, serializeOptions) {
      const encoded = value === '' ? '' : sign(encodeData(value), secrets[0] as string)
      return serialize(name, encoded, { ...options, ...serializeOptions })
    },
  }
}

const signature = (value: string, secret: string) =>
  createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')

export function sign(value: string, secret: string): string {
  return `${value}.${signature(value, secret)}`
}

export function unsign(cookie: string, secret: string): string | false {
  const at = cookie.lastIndexOf('.')
  if (at < 0) return false
  const value = cookie.slice(0, at)
  const given = Buffer.from(cookie.slice(at + 1).replace(/=+$/, ''))
  const expected = Buffer.from(signature(value, secret))
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : false
}

/** React Router's encoding: the JSON's UTF-8 bytes in base64. */
function encodeData(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64')
}

function decodeData(value: string): unknown {
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
  } catch {
    return {}
  }
}
