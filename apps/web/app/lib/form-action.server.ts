import {
  BOOKING_ERROR_MESSAGE_KEYS,
  localePrefix,
  type MessageKey,
  ORDER_ERROR_MESSAGE_KEYS,
  PROJECT_ERROR_MESSAGE_KEYS,
  SHOP_ERROR_MESSAGE_KEYS,
  splitLocalePath,
} from '@shop/contract'
import { data } from 'react-router'
import type { z } from 'zod'
import { ApiError } from './api.server.ts'
import {
  asMessageKey,
  type FieldErrors,
  type FormResult,
  fieldErrorsOf,
  validate,
} from './forms.ts'

/** A rejected form: status 400 (or the API's), so a page without JavaScript renders the errors. */
export function formFailure(
  fieldErrors: FieldErrors,
  toast: MessageKey,
  status = 400,
  refusedForm?: string,
) {
  return data<FormResult>(
    { ok: false, fieldErrors, toast, ...(refusedForm ? { refusedForm } : {}) },
    { status },
  )
}

/** Reads the posted form, builds the API body and checks it with the contract schema. */
export async function readForm<T extends z.ZodType>(
  request: Request,
  schema: T,
  toBody: (form: FormData) => unknown,
) {
  const form = await request.formData()
  return { form, ...validate(schema, toBody(form)) }
}

const CODE_MESSAGES: Record<string, MessageKey> = {
  ...SHOP_ERROR_MESSAGE_KEYS,
  ...ORDER_ERROR_MESSAGE_KEYS,
  ...BOOKING_ERROR_MESSAGE_KEYS,
  ...PROJECT_ERROR_MESSAGE_KEYS,
  LOGIN_FAILED: 'errors.loginFailed',
  ACCOUNT_DISABLED: 'errors.accountDisabled',
  ACCOUNT_EXISTS: 'errors.accountExists',
  INVALID_CODE: 'errors.invalidCode',
  WRONG_PASSWORD: 'errors.wrongPassword',
  USE_CHANGE_FLOW: 'errors.useChangeFlow',
  ADDRESS_BOOK_FULL: 'errors.addressBookFull',
  SWATCH_ALREADY_REQUESTED: 'swatches.errors.duplicate',
  SWATCH_PRODUCT_NOT_FOUND: 'swatches.errors.productGone',
  QUOTATION_EXPIRED: 'quotations.errors.expired',
  QUOTATION_VERSION_NOT_LATEST: 'quotations.errors.notLatest',
  QUOTATION_TRANSITION_NOT_ALLOWED: 'quotations.errors.notAllowed',
  QUOTATION_NOT_FOUND: 'quotations.errors.notFound',
}

/**
 * Maps an API refusal to a form answer: field errors of a 400, known codes to their message,
 * 429 to "too many attempts" and 5xx to spec §8 "Error from Server". Other failures rethrow.
 */
export function apiFailure(error: unknown, refusedForm?: string) {
  if (!(error instanceof ApiError)) throw error
  const body = error.body
  if (error.status >= 500 || !body) return formFailure({}, 'toast.serverError', 502, refusedForm)
  if (error.status === 429) return formFailure({}, 'errors.tooManyAttempts', 429, refusedForm)
  const fieldErrors = fieldErrorsOf(
    (body.errors ?? []).map((e) => ({ path: e.path.split('.'), message: e.message })),
  )
  const toast =
    CODE_MESSAGES[body.code] ?? Object.values(fieldErrors)[0] ?? asMessageKey(body.message)
  return formFailure(fieldErrors, toast, error.status, refusedForm)
}

/** The language prefix of the page that posted (spec §2: every redirect is language-prefixed). */
export function prefixOf(request: Request): string {
  return localePrefix(splitLocalePath(new URL(request.url).pathname).locale)
}

/** Home in the page's language. */
export function homeOf(request: Request): string {
  return prefixOf(request) || '/'
}

/** spec §7: messages go out in the shopper's language, told to the API per call. */
export function localeHeaders(request: Request): Record<string, string> {
  return { 'x-store-locale': splitLocalePath(new URL(request.url).pathname).locale }
}

/**
 * The shopper's address for API calls limited per IP (guest order lookup): without it every call
 * the storefront makes would count against the storefront's own address.
 */
export function clientIpHeaders(request: Request): Record<string, string> {
  const ip = request.headers.get('x-forwarded-for')
  return ip ? { 'x-forwarded-for': ip } : {}
}
