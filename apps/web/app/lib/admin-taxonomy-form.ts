import { text } from './forms.ts'

/**
 * The category, brand and colour forms read into API bodies (issue 27, ADR 044). An empty Chinese
 * side is sent empty (the API fills it with OpenCC); an empty reference is left out (the API makes
 * it from the English name).
 */
export function namesOf(form: FormData) {
  const slug = text(form, 'slug').trim()
  return {
    en: text(form, 'name_en'),
    zh: text(form, 'name_zh'),
    cn: text(form, 'name_cn'),
    ...(slug ? { slug } : {}),
  }
}

export function categoryBodyOf(form: FormData) {
  const { slug, ...title } = namesOf(form)
  return {
    title,
    ...(slug ? { slug } : {}),
    parent_id: text(form, 'parent_id') || null,
    // a checkbox sends nothing when unticked: the form says it carries the flag
    active: form.get('active') === 'on',
  }
}

export function brandBodyOf(form: FormData) {
  const { slug, ...name } = namesOf(form)
  return { name, ...(slug ? { slug } : {}) }
}

export function colourBodyOf(form: FormData) {
  return { ...brandBodyOf(form), hex: text(form, 'hex').trim() }
}

/** What a form shows: the saved names, or what was typed when refused. */
export function nameValues(
  names: { en: string; zh: string; cn: string } | null,
  slug = '',
): Record<string, string> {
  return names ? { name_en: names.en, name_zh: names.zh, name_cn: names.cn, slug } : {}
}

/** The typed values kept for a refused form. */
export function typedNames(form: FormData): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const key of ['name_en', 'name_zh', 'name_cn', 'slug', 'hex', 'parent_id', 'active'])
    kept[key] = text(form, key)
  return kept
}
