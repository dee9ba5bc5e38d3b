import type { ProductSummary } from '@shop/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cardCache } from './card-cache.ts'

const card = (id: string) => ({ _id: id }) as ProductSummary
const loader = () => vi.fn(async (ids: string[]) => ids.filter((id) => id !== 'gone').map(card))

describe('cardCache', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('loads only the cards it does not keep, in one call, and answers them in order', async () => {
    vi.useFakeTimers()
    const cards = cardCache({ ttlMs: 1000, maxEntries: 10 })
    const load = loader()
    await cards.get(['a', 'b'], load)
    const page = await cards.get(['c', 'b', 'gone', 'a'], load)
    expect(page.map((c) => c._id)).toEqual(['c', 'b', 'a'])
    expect(load.mock.calls).toEqual([[['a', 'b']], [['c', 'gone']]])
    vi.advanceTimersByTime(1001)
    await cards.get(['a'], load)
    expect(load).toHaveBeenLastCalledWith(['a'])
  })

  it('keeps nothing loaded across a clear (the catalogue changed meanwhile), and stays bounded', async () => {
    const cards = cardCache({ ttlMs: 1000, maxEntries: 2 })
    let finish: () => void = () => {}
    const slow = cards.get(['a'], async (ids) => {
      await new Promise<void>((resolve) => (finish = resolve))
      return ids.map(card)
    })
    cards.clear()
    finish()
    expect((await slow).map((c) => c._id)).toEqual(['a'])
    expect(cards.size).toBe(0)
    await cards.get(['a', 'b', 'c'], loader())
    expect(cards.size).toBe(2)
  })
})
