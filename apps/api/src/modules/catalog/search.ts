import type { LocalizedText } from '@shop/contract'
import { and, arrayContains, like, or, type SQL, sql } from 'drizzle-orm'
import { products } from '#api/db/schema/index.ts'
import {
  escapeLike,
  foldSearchText,
  hanQueryTerms,
  hanTerms,
  isHan,
  tokens,
} from '#api/lib/search-text.ts'

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

/** Folded term → every term of its synonym groups (itself included). */
export type Synonyms = ReadonlyMap<string, readonly string[]>
export const NO_SYNONYMS: Synonyms = new Map()

/** Indexes synonym groups (stored folded) by each of their terms; a term in two groups gets both. */
export function synonymMap(groups: readonly (readonly string[])[]): Synonyms {
  const map = new Map<string, string[]>()
  for (const group of groups) {
    for (const term of group) {
      const known = map.get(term) ?? [term]
      map.set(term, [...new Set([...known, ...group])])
    }
  }
  return map
}

/**
 * One thing a keyword asks for: a product matches when its text contains any of the phrases,
 * or, for a word no product contains at all, a word within trigram similarity (a typo).
 */
export type Need = { phrases: readonly string[]; typo?: string }

// a 3-letter word has 4 trigrams: one typo leaves too little to compare
const TYPO_MIN_LENGTH = 4

/** Splits a Han run where it contains synonym terms (灰色梳化 → 灰色, 梳化), longest term first. */
function hanNeeds(run: string, synonyms: Synonyms): Need[] {
  const chars = Array.from(run)
  const needs: Need[] = []
  let literal = ''
  for (let i = 0; i < chars.length; ) {
    let end = chars.length
    while (end > i && !synonyms.has(chars.slice(i, end).join(''))) end--
    if (end === i) {
      literal += chars[i]
      i++
      continue
    }
    if (literal) needs.push({ phrases: [literal] })
    literal = ''
    needs.push({ phrases: synonyms.get(chars.slice(i, end).join('')) ?? [] })
    i = end
  }
  if (literal) needs.push({ phrases: [literal] })
  return needs
}

/**
 * What a keyword asks for, every need to be met (AND). The whole keyword may be a synonym
 * ("tv stand"); otherwise each word and Han run is looked up on its own.
 */
export function keywordNeeds(keyword: string | undefined, synonyms: Synonyms): Need[] {
  if (!keyword) return []
  const parts = [...new Set(tokens(foldSearchText(keyword)))]
  const whole = synonyms.get(parts.join(' '))
  if (parts.length > 1 && whole) return [{ phrases: whole }]
  return parts.flatMap((part): Need[] => {
    if (isHan(part)) return hanNeeds(part, synonyms)
    const group = synonyms.get(part)
    if (group) return [{ phrases: group }]
    return [{ phrases: [part], typo: part.length >= TYPO_MIN_LENGTH ? part : undefined }]
  })
}

/** Columns of a searchable table: folded text (trigram index) and Han terms (GIN index). */
export type SearchColumns = {
  searchText: Parameters<typeof like>[0]
  searchTerms: Parameters<typeof arrayContains>[0]
}

/**
 * A phrase must appear as it is. Its Han runs also go through the GIN index on search_terms
 * (their character pairs); the LIKE runs on the trigram index and keeps characters adjacent.
 */
function phraseMatch(columns: SearchColumns, phrase: string): SQL | undefined {
  const han = tokens(phrase).filter(isHan)
  return and(
    ...han.map((run) => arrayContains(columns.searchTerms, hanQueryTerms(run))),
    like(columns.searchText, `%${escapeLike(phrase)}%`),
  )
}

/**
 * Every need must be met. A typo alternative applies only when no product at all contains the
 * word as typed, so "lamp" never brings "lamb wool" while "sofs" finds sofas; `%>` is pg_trgm's
 * word-similarity operator (threshold 0.6), served by the same trigram index.
 */
export function needsMatch(
  columns: SearchColumns,
  needs: readonly Need[],
  typoScope?: (pattern: string) => SQL,
): SQL | undefined {
  const conditions = needs.map((need) =>
    or(
      ...need.phrases.map((phrase) => phraseMatch(columns, phrase)),
      need.typo && typoScope
        ? sql`(${columns.searchText} %> ${need.typo} and not ${typoScope(`%${escapeLike(need.typo)}%`)})`
        : undefined,
    ),
  )
  return conditions.length ? and(...conditions) : undefined
}

/** Plain keyword matching (no synonyms, no typos): posts and other searchable tables. */
export function keywordMatch(columns: SearchColumns, keyword: string | undefined): SQL | undefined {
  return needsMatch(columns, keywordNeeds(keyword, NO_SYNONYMS))
}

/** Whether any product contains the pattern: an uncorrelated subquery, run once per statement. */
const anyProductContains = (pattern: string) =>
  sql`exists (select 1 from ${products} typed where typed.search_text like ${pattern})`

/** The product keyword filter: synonyms, both scripts, and typos of words nothing contains. */
export function keywordCondition(
  keyword: string | undefined,
  synonyms: Synonyms = NO_SYNONYMS,
): SQL | undefined {
  return needsMatch(products, keywordNeeds(keyword, synonyms), anyProductContains)
}
