import { describe, expect, it, vi } from 'vitest'
import { cookieSecure, publicOrigin, webEnv } from './env.server.ts'

describe("the storefront's environment (ADR 067)", () => {
  it('takes PUBLIC_URL as the public origin, else the origin the request came to', () => {
    const request = new Request('http://127.0.0.1:3000/zh/blog/post.data?_routes=root')
    vi.stubEnv('PUBLIC_URL', '')
    try {
      expect(publicOrigin(request)).toBe('http://127.0.0.1:3000')
      vi.stubEnv('PUBLIC_URL', 'https://shop.example.hk')
      expect(publicOrigin(request)).toBe('https://shop.example.hk')
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('sends secure cookies in production mode unless INSECURE_COOKIES=true', () => {
    expect(webEnv({ NODE_ENV: 'production' }).cookieSecure).toBe(true)
    expect(webEnv({ NODE_ENV: 'production', INSECURE_COOKIES: 'true' }).cookieSecure).toBe(false)
    expect(webEnv({ NODE_ENV: 'development' }).cookieSecure).toBe(false)
    vi.stubEnv('NODE_ENV', 'production')
    try {
      expect(cookieSecure()).toBe(true)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('keeps the development mailbox out of production mode', () => {
    expect(webEnv({ DEV_MAILBOX: '1' }).devMailbox).toBe(true)
    expect(webEnv({ DEV_MAILBOX: '1', NODE_ENV: 'production' }).devMailbox).toBe(false)
  })

  it('refuses a value it cannot use, naming the variable', () => {
    expect(() => webEnv({ API_URL: 'localhost:4000' })).toThrow(/API_URL/)
    expect(() => webEnv({ INSECURE_COOKIES: 'sometimes' })).toThrow(/INSECURE_COOKIES/)
    expect(() => webEnv({ PORT: 'eighty' })).toThrow(/PORT="eighty"/)
  })
})
