import type { LocalizedText } from '@shop/contract'
import { Converter } from 'opencc-js/cn2t'
import { toSimplified } from '#api/lib/search-text.ts'
import { sanitizeRichText } from '../content/index.ts'

let toHongKong: ((text: string) => string) | undefined

/** Simplified → Traditional as written in Hong Kong (OpenCC), built on first use. */
export function toTraditional(text: string): string {
  const convert = toHongKong ?? Converter({ from: 'cn', to: 'hk' })
  toHongKong = convert
  return convert(text)
}

/**
 * Traditional (zh) and Simplified (cn) fill each other (issue 27): a side left empty is the other
 * converted with OpenCC, so the shop never shows an empty Chinese text; a side typed is kept as
 * typed. Both empty stays empty (the contract refuses that for titles).
 */
export function fillChinese(text: LocalizedText): LocalizedText {
  const zh = text.zh.trim()
  const cn = text.cn.trim()
  return {
    en: text.en.trim(),
    zh: zh || (cn ? toTraditional(cn) : ''),
    cn: cn || (zh ? toSimplified(zh) : ''),
  }
}

/** A description: each language sanitised like the journal's rich text, then filled. */
export function richText(text: LocalizedText): LocalizedText {
  return fillChinese({
    en: sanitizeRichText(text.en),
    zh: sanitizeRichText(text.zh),
    cn: sanitizeRichText(text.cn),
  })
}

/** A null text stays null; an all-empty one becomes null (a variant without a size). */
export function optionalText(text: LocalizedText | null | undefined): LocalizedText | null {
  if (!text) return null
  const filled = fillChinese(text)
  return filled.en || filled.zh ? filled : null
}
