import type { LocalizedText } from '@shop/contract'
import { fillChinese, richText } from '../catalog-admin/index.ts'

/** Titles: Traditional and Simplified fill each other through OpenCC (issue 27), never empty. */
export const filledTitle = (text: LocalizedText) => fillChinese(text)

/** Bodies: each language sanitised like the journal (content/sanitize.ts), then filled. */
export const filledBody = (text: LocalizedText) => richText(text)

/** Only the fields a save changed, on both sides: the audit row reads `field: before → after`. */
export function changed(before: Record<string, unknown> | null, after: Record<string, unknown>) {
  if (!before) return { before: null, after }
  const fields = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
  return {
    before: Object.fromEntries(fields.map((key) => [key, before[key]])),
    after: Object.fromEntries(fields.map((key) => [key, after[key]])),
  }
}

/** The unique constraint a failed write ran into, if any. */
export function clashOf(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string }
    if (code === '23505' && constraint) return constraint
  }
  return null
}
