import type { LocalizedText, ProductFilterQuery } from '@shop/contract'

/**
 * "Name" in Chinese (issue 30): Traditional names by stroke count, as lists are ordered in Hong
 * Kong, Simplified names by pinyin. Neither is an order PostgreSQL can give without ICU (the
 * embedded database has none), so both are sorted here, by the same comparator whichever path
 * answers the list (the snapshot or a keyword's statement); ties end on the id as every order does.
 */
export const CHINESE_TITLE_SORTS = {
  'title-asc-zh': { language: 'zh', collator: new Intl.Collator('zh-Hant-HK-u-co-stroke') },
  'title-asc-cn': { language: 'cn', collator: new Intl.Collator('zh-Hans-CN-u-co-pinyin') },
} as const
/**
 * The most matches a keyword's list reads to order by a Chinese name here; past it the list is
 * ordered by the names' code points in SQL, so a broad keyword never reads a whole catalogue.
 */
export const CHINESE_SORT_MAX_MATCHES = 2000

export type ChineseTitleSort = keyof typeof CHINESE_TITLE_SORTS

export function isChineseTitleSort(sort: ProductFilterQuery['sort']): sort is ChineseTitleSort {
  return sort in CHINESE_TITLE_SORTS
}

type Titled = { id: string; title: LocalizedText }

/** `rows` in the sort's order; a name missing in the language falls back to the English one. */
export function byChineseTitle<T extends Titled>(rows: T[], sort: ChineseTitleSort): T[] {
  const { language, collator } = CHINESE_TITLE_SORTS[sort]
  const name = (row: T) => row.title[language] || row.title.en
  return rows.toSorted(
    (a, b) => collator.compare(name(a), name(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}
