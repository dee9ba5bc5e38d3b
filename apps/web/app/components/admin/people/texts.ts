import { type PeopleTexts, peopleEn, peopleZh } from '@shop/contract/client'
import { useStaffLanguage } from './staff-language.ts'

/** `{name}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

function lookup(texts: PeopleTexts, path: string): string | undefined {
  let node: unknown = texts
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * The customers, enquiries and moderation texts in the staff member's language: `texts` typed for
 * fixed labels, `say(path, values)` for messages an action names by path (`customers.resent`).
 */
export function usePeopleTexts() {
  const language = useStaffLanguage()
  const texts = language === 'zh' ? peopleZh : peopleEn
  const say = (path: string, values?: Record<string, string | number>) =>
    fill(lookup(texts, path) ?? texts.errors.failed, values)
  return { texts, say, language, fill }
}
