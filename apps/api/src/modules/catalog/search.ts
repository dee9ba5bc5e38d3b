import {
  foldSearchText,
  hanQueryTerms,
  hanTerms,
  type KeywordParts,
  keywordParts,
  type LocalizedText,
} from '@shop/contract'
import { and, arrayContains, like, type SQL } from 'drizzle-orm'
import { products } from '../../db/schema/index.ts'

/** What a product is found by: its titles, brand, category titles and tags, in all languages. */
export type SearchSource = {
  title: LocalizedText
  brand: LocalizedText | null
  categories: LocalizedText[]
  tags: string[]
}

/** The stored search columns of a product (written whenever the catalogue writes a product). */
export function productSearchFields(source: SearchSource): {
  searchText: string
  searchTerms: string[]
} {
  const texts = [source.title, source.brand, ...source.categories]
    .filter((text): text is LocalizedText => text !== null)
    .flatMap((text) => [text.en, text.zh, text.cn])
  const searchText = foldSearchText([...texts, ...source.tags].join(' '))
  return { searchText, searchTerms: hanTerms(searchText) }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** Columns of a searchable table: folded text (trigram index) and Han terms (GIN index). */
export type SearchColumns = {
  searchText: Parameters<typeof like>[0]
  searchTerms: Parameters<typeof arrayContains>[0]
}

/**
 * Every part of the keyword must appear. Words go through the trigram index on search_text;
 * Han runs through the GIN index on search_terms (their character pairs), with a LIKE recheck so
 * the characters are also adjacent and in order.
 */
export function keywordMatch(columns: SearchColumns, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined
  const parts: KeywordParts = keywordParts(keyword)
  const conditions: SQL[] = []
  for (const run of parts.han) {
    conditions.push(arrayContains(columns.searchTerms, hanQueryTerms(run)))
    conditions.push(like(columns.searchText, `%${escapeLike(run)}%`))
  }
  for (const word of parts.words) {
    conditions.push(like(columns.searchText, `%${escapeLike(word)}%`))
  }
  return conditions.length ? and(...conditions) : undefined
}

/** The product keyword filter. */
export function keywordCondition(keyword: string | undefined): SQL | undefined {
  return keywordMatch(products, keyword)
}
