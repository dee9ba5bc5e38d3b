import { describe, expect, it } from 'vitest'
import { changed, readCompared, tidy, writeCompared } from './compare.server.ts'

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`

describe('the comparison a browser keeps', () => {
  it('adds in order, once each, and refuses a fifth product without losing the four', () => {
    let ids: string[] = []
    for (const n of [1, 2, 2, 3, 4]) ids = changed(ids, { intent: 'add', id: id(n) }).ids
    expect(ids).toEqual([id(1), id(2), id(3), id(4)])
    expect(changed(ids, { intent: 'add', id: id(5) })).toEqual({ ids, full: true })
    // one already there is no reason to refuse
    expect(changed(ids, { intent: 'add', id: id(2) })).toEqual({ ids, full: false })
    expect(changed(ids, { intent: 'remove', id: id(2) }).ids).toEqual([id(1), id(3), id(4)])
    expect(changed(ids, { intent: 'clear' }).ids).toEqual([])
  })

  it('keeps only ids from the cookie, whatever else it was sent', async () => {
    expect(tidy([id(1), 'x', 42, null, id(1).toUpperCase(), id(2), id(3), id(4), id(5)])).toEqual([
      id(1),
      id(2),
      id(3),
      id(4),
    ])
    const cookie = (await writeCompared([id(1), id(2)])).split(';')[0] ?? ''
    expect(await readCompared(new Request('https://shop.test/', { headers: { cookie } }))).toEqual([
      id(1),
      id(2),
    ])
    const forged = new Request('https://shop.test/', {
      headers: { cookie: 'store_compare=e30%3D' },
    })
    expect(await readCompared(forged)).toEqual([])
  })
})
