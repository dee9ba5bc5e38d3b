import type { CategoryNode } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { apiQuery, filterTree, readListState, sharedValues } from './product-list.ts'

describe('sharedValues', () => {
  it('answers the first of equal values, so the hydration data writes it once', () => {
    const share = sharedValues()
    const oak = share({ name: { en: 'Harbour & Oak' } })
    expect(share({ name: { en: 'Harbour & Oak' } })).toBe(oak)
    const sage = { name: { en: 'Sage' }, hex: '#9caf88' }
    expect(share(sage)).toBe(sage)
    expect(share({ name: { en: 'Sage' }, hex: '#9caf89' })).not.toBe(sage)
  })

  it('keeps one page apart from the next', () => {
    const value = { count: 0 }
    expect(sharedValues()(value)).toBe(value)
    expect(sharedValues()({ count: 0 })).not.toBe(value)
  })
})

describe('filterTree', () => {
  const tree = [
    {
      slug: 'dining',
      title: { en: 'Dining', zh: '餐廳', cn: '餐厅' },
      children: [{ slug: 'sideboards', title: { en: 'Sideboards', zh: '餐邊櫃' }, children: [] }],
    },
  ] as unknown as CategoryNode[]

  it('names categories in the page language, English where a name is missing', () => {
    expect(filterTree(tree, 'zh')).toEqual([
      { slug: 'dining', title: '餐廳', children: [{ slug: 'sideboards', title: '餐邊櫃' }] },
    ])
    expect(filterTree(tree, 'cn')[0]?.children[0]?.title).toBe('Sideboards')
  })
})

describe('apiQuery', () => {
  const sortOf = (search: string, locale: 'en' | 'zh' | 'cn') =>
    new URLSearchParams(apiQuery(readListState(new URLSearchParams(search)), locale)).get('sort')

  it('asks for the name the shopper reads: strokes on /zh, pinyin on /cn, A to Z in English', () => {
    expect(sortOf('sort=title-asc', 'en')).toBe('title-asc')
    expect(sortOf('sort=title-asc', 'zh')).toBe('title-asc-zh')
    expect(sortOf('sort=title-asc', 'cn')).toBe('title-asc-cn')
    // other orders are the same in every language
    expect(sortOf('sort=price-asc', 'zh')).toBe('price-asc')
    expect(sortOf('', 'cn')).toBeNull()
  })
})
