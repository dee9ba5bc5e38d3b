import { Converter } from 'opencc-js/t2cn'

/**
 * Keyword search treats Traditional (zh, Hong Kong usage) and Simplified (cn) Chinese as one
 * script: the stored search text and the shopper's keyword are both folded to Simplified with
 * OpenCC's Hong Kong → mainland character tables (ADR 021), so 沙發 finds 沙发, 檯燈 finds 台灯,
 * whatever text a shop adds later. Words differing by region (梳化 / 沙发) are synonyms, not a
 * script difference: see the search_synonyms table.
 */
let converter: ((text: string) => string) | undefined

/** Folds Traditional characters to Simplified; everything else is left untouched. */
export function toSimplified(text: string): string {
  // built on first use: loading the dictionaries takes ~100 ms, folding a title microseconds
  const convert = converter ?? Converter({ from: 'hk', to: 'cn' })
  converter = convert
  return convert(text)
}

/** The form stored for search and applied to keywords: NFKC, lower case, Simplified Chinese. */
export function foldSearchText(text: string): string {
  return toSimplified(text.normalize('NFKC').toLowerCase())
}

const HAN = /\p{Script=Han}+/gu

/**
 * Index terms for Chinese text: every character and every pair of neighbours. Chinese has no
 * spaces, and a two-character word (沙发, 餐桌) is too short for trigram indexes, so Han runs are
 * indexed as unigrams and bigrams in an array column instead.
 */
export function hanTerms(folded: string): string[] {
  const terms = new Set<string>()
  for (const run of folded.match(HAN) ?? []) {
    const chars = Array.from(run)
    chars.forEach((char, i) => {
      terms.add(char)
      const next = chars[i + 1]
      if (next) terms.add(char + next)
    })
  }
  return [...terms]
}

/** A keyword split into the parts every match must contain: Han runs and other words. */
export type KeywordParts = { han: string[]; words: string[] }

/** Han runs and words of already folded text, in order of appearance. */
export function tokens(folded: string): string[] {
  return folded.match(/\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu) ?? []
}

export const isHan = (token: string) => /^\p{Script=Han}+$/u.test(token)

export function keywordParts(keyword: string): KeywordParts {
  const all = tokens(foldSearchText(keyword))
  return {
    han: [...new Set(all.filter(isHan))],
    words: [...new Set(all.filter((t) => !isHan(t)))],
  }
}

/** The index terms a Han run needs: its bigrams, or the character itself when it stands alone. */
export function hanQueryTerms(run: string): string[] {
  const chars = Array.from(run)
  if (chars.length === 1) return chars
  return chars.slice(1).map((char, i) => chars[i] + char)
}

/** `text` matched literally inside a LIKE pattern (`%`, `_` and `\\` escaped). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
