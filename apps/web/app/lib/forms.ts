import type { MessageKey } from '@shop/contract/i18n/translate-from'
import type { z } from 'zod'

/**
 * The one form approach of storefront and back office (STYLE §10): a route's `toBody` turns
 * FormData into the API body, the same contract schema checks it in the browser (onSubmit) and in
 * the action, and the action answers with a `FormResult`. Messages are catalogue keys: the
 * storefront's `MessageKey`s, or on back-office pages any key `useAdminT().tm` shows (`Key` =
 * `string`), with `values` for their placeholders or for what the visitor typed (`Values`).
 */
export type FieldErrors<Key extends string = MessageKey> = Record<string, Key>
/** A message's placeholders, or what the visitor typed (kept for the form to show again). */
export type FormValues = Record<string, string | number>
export type FormResult<Key extends string = MessageKey, Values = FormValues> =
  | {
      ok: true
      /** Which of a page's forms answered, where a page holds several (an order page). */
      intent?: string
      message?: Key
      values?: Values
    }
  | {
      ok: false
      intent?: string
      fieldErrors: FieldErrors<Key>
      /** The refusal as a whole: the alert in the page, or the storefront's toast. */
      error: Key
      values?: Values
    }

const MESSAGE_PREFIXES = [
  'errors.',
  'toast.',
  'shopErrors.',
  'orderErrors.',
  'orders.',
  'booking.',
  'projects.',
  'swatches.',
  'admin.',
]

/** Contract messages are catalogue keys; anything else (zod defaults) becomes a generic notice. */
export function asMessageKey(message: string | undefined): MessageKey {
  return MESSAGE_PREFIXES.some((prefix) => message?.startsWith(prefix))
    ? (message as MessageKey)
    : 'errors.invalid'
}

type Issue = { path: readonly PropertyKey[] | string; message: string }
const segments = (path: Issue['path']) =>
  typeof path === 'string' ? path.split('.') : path.map(String)

/** Field errors keyed by the last path segment (`delivery_recipient.phone` → `phone`). */
export function fieldErrorsOf(issues: readonly Issue[]) {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    errors[segments(issue.path).at(-1) ?? ''] ??= asMessageKey(issue.message)
  }
  return errors
}

/**
 * Each issue under the form field its path names, segments joined by `_` (`title.en` →
 * `title_en`, `sections.0.items.1.title.en` → `sections_0_items_1_title_en`), the API's leading
 * `body` dropped: for forms whose fields mirror the contract's nested body. First message wins.
 */
export function pathFieldErrors(issues: readonly Issue[]) {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const path = segments(issue.path)
    const field = (path[0] === 'body' ? path.slice(1) : path).join('_') || 'form'
    errors[field] ??= asMessageKey(issue.message)
  }
  return errors
}

/** spec §8: the toast names the first failed rule ("Email Incorrect Format" …). */
export function firstError(errors: FieldErrors): MessageKey {
  return Object.values(errors)[0] ?? 'toast.error'
}

export function validate<T extends z.ZodType>(schema: T, body: unknown) {
  const parsed = schema.safeParse(body)
  if (parsed.success) return { ok: true as const, body: parsed.data as z.output<T> }
  const fieldErrors = fieldErrorsOf(parsed.error.issues)
  return { ok: false as const, fieldErrors, error: firstError(fieldErrors) }
}

/** A text field of FormData, trimmed of nothing: the contract schemas trim themselves. */
export function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** spec §7: a PHONE login_id is the area code and number as digits (e.g. 85291234567). */
export function phoneLoginId(areaCode: string, phone: string): string {
  return `${areaCode.trim().replace(/^\+/, '')}${phone.trim()}`
}

/** The sign-in or sign-up method picked on a form: e-mail unless PHONE was chosen. */
export function contactType(value: string | null): 'EMAIL' | 'PHONE' {
  return value === 'PHONE' ? 'PHONE' : 'EMAIL'
}
