import type { MessageKey } from '@shop/contract/i18n/translate-from'
import type { z } from 'zod'

/**
 * The one form approach (STYLE §10): a route's `toBody` turns FormData into the API body, the
 * same contract schema checks it in the browser (onSubmit) and in the action, and the action
 * answers with a `FormResult`.
 */
export type FieldErrors = Partial<Record<string, MessageKey>>
export type FormResult =
  | { ok: true; message?: MessageKey }
  | {
      ok: false
      fieldErrors: FieldErrors
      toast: MessageKey
      /** Which of a page's forms was refused, where a page holds several (an order page). */
      refusedForm?: string
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
]

/** Contract messages are catalogue keys; anything else (zod defaults) becomes a generic notice. */
export function asMessageKey(message: string | undefined): MessageKey {
  return MESSAGE_PREFIXES.some((prefix) => message?.startsWith(prefix))
    ? (message as MessageKey)
    : 'errors.invalid'
}

/** Field errors keyed by the first path segment the form knows (`delivery_recipient.phone` → `phone`). */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const name = String(issue.path.at(-1) ?? '')
    errors[name] ??= asMessageKey(issue.message)
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
  return { ok: false as const, fieldErrors, toast: firstError(fieldErrors) }
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
