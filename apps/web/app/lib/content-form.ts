import type { AdminPage, AdminPost } from '@shop/contract'
import { hongKongLocal, OFFER_LANGUAGES } from './voucher-offer-form.ts'

/**
 * The content editor of the back office (issue 27): its fields as the browser posts them and the
 * API body they make (checked in the action with the contract's `adminPostBody` or
 * `adminPageBody`). The publish time is typed as Hong Kong local time, as on the discount form.
 */
export type ContentKind = 'posts' | 'pages'
export type ContentFormValues = Record<string, string>
export const CONTENT_KINDS: readonly ContentKind[] = ['posts', 'pages']
export const LANGUAGES = OFFER_LANGUAGES

const trio = (prefix: string) => LANGUAGES.map((l) => `${prefix}_${l}`)
const POST_ONLY = ['slug', ...trio('summary'), 'cover']
const FIELDS = [...trio('title'), ...trio('body'), 'status', 'publish_at']

const text = (values: ContentFormValues, prefix: string, trim = true) =>
  Object.fromEntries(
    LANGUAGES.map((l) => {
      const value = values[`${prefix}_${l}`] ?? ''
      return [l, trim ? value.trim() : value]
    }),
  )

/** A `datetime-local` value read as Hong Kong time; anything else passes on for the schema to refuse. */
function fromHongKongLocal(value: string): string | null {
  const typed = value.trim()
  if (!typed) return null
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(typed) ? `${typed}:00+08:00` : typed
}

/** What was posted, field by field (kept to show again when refused); categories joined by commas. */
export function readContentForm(form: FormData, kind: ContentKind): ContentFormValues {
  const values: ContentFormValues = {}
  for (const field of kind === 'posts' ? [...FIELDS, ...POST_ONLY] : FIELDS) {
    const value = form.get(field)
    values[field] = typeof value === 'string' ? value : ''
  }
  if (kind === 'posts')
    values.category_ids = form
      .getAll('category_ids')
      .filter((v) => typeof v === 'string')
      .join(',')
  return values
}

/** The API body of a posted form. */
export function contentBody(values: ContentFormValues, kind: ContentKind) {
  const common = {
    title: text(values, 'title'),
    body: text(values, 'body', false),
    status: values.status,
    publish_at: fromHongKongLocal(values.publish_at ?? ''),
  }
  if (kind === 'pages') return common
  return {
    ...common,
    slug: (values.slug ?? '').trim(),
    summary: text(values, 'summary'),
    cover: values.cover ?? '',
    category_ids: (values.category_ids ?? '').split(',').filter(Boolean),
  }
}

/** The form filled with a saved post or page (or the defaults of a new post). */
export function contentFormValues(item: AdminPost | AdminPage | null): ContentFormValues {
  const fill = (prefix: string, value: Record<string, string> | undefined) =>
    Object.fromEntries(LANGUAGES.map((l) => [`${prefix}_${l}`, value?.[l] ?? '']))
  const post = item && 'cover' in item ? item : null
  return {
    ...fill('title', item?.title),
    ...fill('body', item?.body),
    ...fill('summary', post?.summary),
    status: item?.status ?? 'draft',
    publish_at: item?.status === 'scheduled' ? hongKongLocal(item.publish_at) : '',
    slug: post?.slug ?? '',
    cover: post?.cover ?? '',
    category_ids: post?.category_ids.join(',') ?? '',
  }
}
