import {
  type AdminPage,
  type AdminPost,
  fromHkDateTime,
  hkDateTime,
  MAX_SECTION_ITEMS,
} from '@shop/contract'
import { OFFER_LANGUAGES } from './voucher-offer-form.ts'

/**
 * The content editor of the back office (issue 27): its fields as the browser posts them and the
 * API body they make (checked in the action with the contract's `adminPostBody` or
 * `adminPageBody`). Field names mirror the body's paths (`title_en`, `sections_0_items_2_body_zh`)
 * so the API's field errors land on their fields. The publish time is typed as Hong Kong local
 * time, as on the discount form; `version` is the version the form was opened at.
 */
export type ContentKind = 'posts' | 'pages'
export type ContentFormValues = Record<string, string>
export const CONTENT_KINDS: readonly ContentKind[] = ['posts', 'pages']
export const LANGUAGES = OFFER_LANGUAGES
type Language = (typeof LANGUAGES)[number]
type Trio = Record<Language, string>

const trio = (prefix: string) => LANGUAGES.map((l) => `${prefix}_${l}`)
const POST_ONLY = ['slug', ...trio('summary'), 'cover', 'cover_remove', ...trio('cover_alt')]
const FIELDS = ['version', ...trio('title'), ...trio('body'), 'status', 'publish_at']
/** An item's texts: a question and its answer, a person and their role, a quote and its author. */
const ITEM_TEXTS = ['title', 'subtitle', 'body'] as const

const text = (values: ContentFormValues, prefix: string, trim = true): Trio =>
  Object.fromEntries(
    LANGUAGES.map((l) => {
      const value = values[`${prefix}_${l}`] ?? ''
      return [l, trim ? value.trim() : value]
    }),
  ) as Trio
const fill = (prefix: string, value: Record<string, string> | null | undefined) =>
  Object.fromEntries(LANGUAGES.map((l) => [`${prefix}_${l}`, value?.[l] ?? '']))
const formString = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
const count = (value: string | undefined, max: number) =>
  Math.min(max, Math.max(0, Number.parseInt(value ?? '0', 10) || 0))

/**
 * A page's sections as posted: each entry with its place and a "remove" box, and one blank entry
 * to add. Answered in the order wanted, removed and blank entries left out, so what is shown
 * again after a refusal, and the body sent, number the entries alike.
 */
function readSections(form: FormData): ContentFormValues {
  const values: ContentFormValues = {}
  const sections = count(formString(form, 'sections_count'), 10)
  values.sections_count = String(sections)
  for (let s = 0; s < sections; s++) {
    const at = `sections_${s}`
    values[`${at}_key`] = formString(form, `${at}_key`)
    for (const l of LANGUAGES) values[`${at}_title_${l}`] = formString(form, `${at}_title_${l}`)
    const rows = []
    for (let i = 0; i < count(formString(form, `${at}_count`), MAX_SECTION_ITEMS + 1); i++) {
      const item = `${at}_items_${i}`
      const texts = Object.fromEntries(
        ITEM_TEXTS.flatMap((field) =>
          LANGUAGES.map((l) => [`${field}_${l}`, formString(form, `${item}_${field}_${l}`)]),
        ),
      )
      const place = Number.parseFloat(formString(form, `${item}_place`))
      if (form.get(`${item}_remove`) || Object.values(texts).every((v) => !v.trim())) continue
      rows.push({ texts, place: Number.isFinite(place) ? place : i + 1, i })
    }
    rows.sort((a, b) => a.place - b.place || a.i - b.i)
    values[`${at}_count`] = String(rows.length)
    rows.forEach((row, j) => {
      for (const [field, value] of Object.entries(row.texts))
        values[`${at}_items_${j}_${field}`] = value
    })
  }
  return values
}

/** What was posted, field by field (kept to show again when refused); categories joined by commas. */
export function readContentForm(form: FormData, kind: ContentKind): ContentFormValues {
  const values: ContentFormValues = {}
  for (const field of kind === 'posts' ? [...FIELDS, ...POST_ONLY] : FIELDS)
    values[field] = formString(form, field)
  if (kind === 'posts')
    values.category_ids = form
      .getAll('category_ids')
      .filter((v) => typeof v === 'string')
      .join(',')
  return kind === 'pages' ? { ...values, ...readSections(form) } : values
}

function sectionsBody(values: ContentFormValues) {
  const sections = count(values.sections_count, 10)
  if (!sections) return undefined
  return Array.from({ length: sections }, (_, s) => {
    const at = `sections_${s}`
    return {
      key: values[`${at}_key`] ?? '',
      title: text(values, `${at}_title`),
      items: Array.from({ length: count(values[`${at}_count`], MAX_SECTION_ITEMS + 1) }, (_, i) => {
        const subtitle = text(values, `${at}_items_${i}_subtitle`)
        return {
          title: text(values, `${at}_items_${i}_title`),
          subtitle: Object.values(subtitle).some(Boolean) ? subtitle : null,
          body: text(values, `${at}_items_${i}_body`, false),
        }
      }),
    }
  })
}

/** The API body of a posted form. */
export function contentBody(values: ContentFormValues, kind: ContentKind) {
  const common = {
    version: Number(values.version ?? '0'),
    title: text(values, 'title'),
    body: text(values, 'body', false),
    status: values.status,
    publish_at: fromHkDateTime(values.publish_at ?? ''),
  }
  if (kind === 'pages') {
    const sections = sectionsBody(values)
    return sections ? { ...common, sections } : common
  }
  return {
    ...common,
    slug: (values.slug ?? '').trim(),
    summary: text(values, 'summary'),
    // "remove the cover" ticked: the post is saved without one (issue 27)
    cover: values.cover_remove ? '' : (values.cover ?? ''),
    cover_alt: text(values, 'cover_alt'),
    category_ids: (values.category_ids ?? '').split(',').filter(Boolean),
  }
}

/** A page's sections as form values, in the same names the posted form uses. */
function sectionValues(sections: AdminPage['sections']): ContentFormValues {
  const values: ContentFormValues = { sections_count: String(sections.length) }
  sections.forEach((section, s) => {
    const at = `sections_${s}`
    values[`${at}_key`] = section.key
    values[`${at}_count`] = String(section.items.length)
    Object.assign(values, fill(`${at}_title`, section.title))
    section.items.forEach((item, i) => {
      Object.assign(
        values,
        fill(`${at}_items_${i}_title`, item.title),
        fill(`${at}_items_${i}_subtitle`, item.subtitle),
        fill(`${at}_items_${i}_body`, item.body),
      )
    })
  })
  return values
}

/** The form filled with a saved post or page (or the defaults of a new post). */
export function contentFormValues(item: AdminPost | AdminPage | null): ContentFormValues {
  const post = item && 'cover' in item ? item : null
  const page = item && 'sections' in item ? item : null
  return {
    version: String(item?.version ?? 0),
    ...fill('title', item?.title),
    ...fill('body', item?.body),
    ...fill('summary', post?.summary),
    ...fill('cover_alt', post?.cover_alt),
    status: item?.status ?? 'draft',
    publish_at: item?.status === 'scheduled' ? hkDateTime(item.publish_at) : '',
    slug: post?.slug ?? '',
    cover: post?.cover ?? '',
    category_ids: post?.category_ids.join(',') ?? '',
    ...(page ? sectionValues(page.sections) : {}),
  }
}
