import type { z } from 'zod'

/**
 * The one form approach of the back office (STYLE §10), like the storefront's lib/forms.ts: the
 * contract schema checks the posted form in the action, which answers an `AdminFormResult`.
 * Messages are catalogue keys (`admin.errors.*`, `errors.*`) that `useAdminT().tm` shows in the
 * member's language; `intent` says which of a page's forms answered.
 */
export type AdminFormResult =
  | { ok: true; intent?: string; message?: string; values?: Record<string, string | number> }
  | {
      ok: false
      intent?: string
      error: string
      fieldErrors: Record<string, string>
      values?: Record<string, string | number>
    }

export function fieldErrorsOf(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path
    errors[String(path.at(-1) ?? '')] ??= issue.message
  }
  return errors
}

/**
 * Each issue under the form field its path names, segments joined by `_` (`title.en` →
 * `title_en`, `sections.0.items.1.title.en` → `sections_0_items_1_title_en`), the API's leading
 * `body` dropped: for forms whose fields mirror the contract's nested body. First message wins.
 */
export function pathFieldErrors(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)
    const field = (path[0] === 'body' ? path.slice(1) : path).join('_') || 'form'
    errors[field] ??= issue.message
  }
  return errors
}

export function validateAdmin<T extends z.ZodType>(schema: T, body: unknown) {
  const parsed = schema.safeParse(body)
  if (parsed.success) return { ok: true as const, body: parsed.data as z.output<T> }
  const fieldErrors = fieldErrorsOf(parsed.error.issues)
  return {
    ok: false as const,
    fieldErrors,
    error: Object.values(fieldErrors)[0] ?? 'admin.errors.invalid',
  }
}

/** A text field of FormData. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
