import { afterEach, describe, expect, it, vi } from 'vitest'
import { responseCache } from './response-cache.ts'

describe('responseCache', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('computes once for concurrent askers and again after the time to live', async () => {
    vi.useFakeTimers()
    const cache = responseCache({ ttlMs: 1000, maxEntries: 10 })
    const compute = vi.fn(async () => 'body')
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([
      'body',
      'body',
    ])
    expect(compute).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1001)
    await cache.get('a', compute)
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it('never keeps a failure', async () => {
    const cache = responseCache({ ttlMs: 1000, maxEntries: 10 })
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow()
    expect(await cache.get('a', async () => 'back')).toBe('back')
  })

  it('drops the oldest entry when full, and everything on clear', async () => {
    const cache = responseCache({ ttlMs: 1000, maxEntries: 2 })
    const compute = vi.fn(async () => 'x')
    await cache.get('a', compute)
    await cache.get('b', compute)
    await cache.get('c', compute)
    expect(cache.size).toBe(2)
    await cache.get('a', compute)
    expect(compute).toHaveBeenCalledTimes(4)
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('tells what is built on it when it is cleared (the storefront drops its pages)', () => {
    const cache = responseCache({ ttlMs: 1000, maxEntries: 2 })
    const listener = vi.fn()
    cache.onClear(listener)
    expect(listener).not.toHaveBeenCalled()
    cache.clear()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
