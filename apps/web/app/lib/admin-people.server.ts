import { data } from 'react-router'
import type { z } from 'zod'
import { ApiError } from './api.server.ts'
import { fieldErrorsOf, text, validate } from './forms.ts'

/**
 * What a back-office form of the customers, enquiries and moderation screens answers (issue 15):
 * which form, whether it worked, and a text of `people.*` (a dot path such as
 * `customers.resent`) with its values. Field errors name the same texts.
 */
export type PeopleResult = {
  intent: string
  ok: boolean
  message: string
  values?: Record<string, string>
  fieldErrors?: Record<string, string>
  /** What was typed, given back when the form is shown again after a refusal. */
  typed?: Record<string, string>
}

const CODE_TEXTS: Record<string, string> = {
  STAFF_FORBIDDEN: 'errors.forbidden',
  CUSTOMER_NOT_FOUND: 'errors.notFound',
  ENQUIRY_NOT_FOUND: 'errors.notFound',
  MODERATION_NOT_FOUND: 'errors.notFound',
  ALREADY_VERIFIED: 'customers.alreadyVerified',
  NO_EMAIL: 'errors.noEmail',
}

export const peopleOk = (intent: string, message: string, values?: Record<string, string>) =>
  ({ intent, ok: true, message, values }) satisfies PeopleResult

/** A refused form: the status the page answers with, so it renders the same without JavaScript. */
export function peopleRefused(
  intent: string,
  status: number,
  message: string,
  extra: Partial<PeopleResult> = {},
) {
  return data<PeopleResult>({ intent, ok: false, message, ...extra }, { status })
}

/** An API refusal as the form's answer; a 401 is thrown on (the layout sends to sign-in). */
export function peopleFailure(intent: string, error: unknown, typed?: Record<string, string>) {
  if (!(error instanceof ApiError) || error.status === 401) throw error
  const body = error.body
  if (error.status >= 500 || !body) return peopleRefused(intent, 502, 'errors.failed', { typed })
  const fieldErrors = Object.fromEntries(
    Object.entries(
      fieldErrorsOf((body.errors ?? []).map((e) => ({ path: e.path.split('.'), message: e.message }))),
    ).map(([field, key]) => [field, key === 'errors.invalid' ? 'errors.failed' : String(key)]),
  )
  const message = CODE_TEXTS[body.code] ?? Object.values(fieldErrors)[0] ?? 'errors.failed'
  return peopleRefused(intent, error.status, message, { fieldErrors, typed })
}

/** Checks a posted form with the contract schema; field errors name `people.errors.*` texts. */
export function checkForm<T extends z.ZodType>(
  intent: string,
  schema: T,
  body: unknown,
  typed?: Record<string, string>,
) {
  const result = validate(schema, body)
  if (result.ok) return { ok: true as const, body: result.body }
  const fieldErrors = Object.fromEntries(
    Object.entries(result.fieldErrors).map(([field, key]) => [
      field,
      key === 'errors.invalid' ? 'errors.failed' : String(key),
    ]),
  )
  return {
    ok: false as const,
    response: peopleRefused(intent, 400, Object.values(fieldErrors)[0] ?? 'errors.failed', {
      fieldErrors,
      typed,
    }),
  }
}

export { text }
