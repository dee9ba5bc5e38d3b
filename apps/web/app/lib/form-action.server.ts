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
import { AdminApiError } from './admin.server.ts'
import { ApiError } from './api.server.ts'
import {
  asMessageKey,
  type FieldErrors,
  type FormResult,
  type FormValues,
  fieldErrorsOf,
  validate,
} from './forms.ts'

type Answer = { status?: number; intent?: string | undefined; values?: FormValues | undefined }

/**
 * A refused form: its status (400 by default), so a page without JavaScript renders the errors;
 * `intent` names which of a page's forms was refused.
 */
export function formFailure<Key extends string = MessageKey>(
  fieldErrors: FieldErrors<Key>,
  error: NoInfer<Key>,
  { status = 400, intent, values }: Answer = {},
) {
  return data<FormResult<Key>>(
    {
      ok: false,
      fieldErrors,
      error,
      ...(intent ? { intent } : {}),
      ...(values ? { values } : {}),
    },
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

/** Back-office keys (`admin.errors.*`) are not storefront `MessageKey`s; `tm` shows them. */
const staffKey = (key: `admin.${string}`) => key as MessageKey

/** The API's codes that have their own back-office message. */
const STAFF_CODE_MESSAGES: Record<string, MessageKey> = {
  INVALID_CREDENTIALS: staffKey('admin.errors.invalidCredentials'),
  TOTP_REQUIRED: staffKey('admin.errors.totpRequired'),
  TOTP_INVALID: staffKey('admin.errors.totpInvalid'),
  STAFF_FORBIDDEN: staffKey('admin.errors.forbidden'),
  STAFF_EXISTS: staffKey('admin.errors.staffExists'),
  LAST_OWNER: staffKey('admin.errors.lastOwner'),
  CUSTOMER_NOT_FOUND: staffKey('admin.people.errors.notFound'),
  ENQUIRY_NOT_FOUND: staffKey('admin.people.errors.notFound'),
  MODERATION_NOT_FOUND: staffKey('admin.people.errors.notFound'),
  ALREADY_VERIFIED: staffKey('admin.people.customers.alreadyVerified'),
  NO_EMAIL: staffKey('admin.people.errors.noEmail'),
  INVITATION_ACCEPTED: staffKey('admin.errors.invitationAccepted'),
  INVITATION_NOT_FOUND: staffKey('admin.errors.invitationInvalid'),
  PRODUCT_NOT_FOUND: staffKey('admin.catalog.errors.notFound'),
  POST_NOT_FOUND: staffKey('admin.content.errors.notFound'),
  CONTENT_NOT_FOUND: staffKey('admin.content.errors.notFound'),
  CONTENT_CHANGED: staffKey('admin.content.errors.changed'),
  POST_SLUG_TAKEN: staffKey('admin.content.errors.slugTaken'),
  VARIANT_NOT_FOUND: staffKey('admin.catalog.errors.unknownVariant'),
  STOCK_BELOW_ZERO: staffKey('admin.catalog.errors.stockBelowZero'),
  VOUCHER_OFFER_NOT_FOUND: staffKey('admin.vouchers.errors.notFound'),
  STOCK_BELOW_REDEEMED: staffKey('admin.vouchers.errors.stockBelowRedeemed'),
  NOT_ENOUGH_POINTS: staffKey('admin.membership.errors.notEnoughPoints'),
  SLOT_UNAVAILABLE: staffKey('admin.studio.errors.slotTaken'),
  BOOKING_NOT_CHANGEABLE: staffKey('admin.studio.errors.notChangeable'),
  BOOKING_NOT_STARTED: staffKey('admin.studio.errors.notStarted'),
  BOOKING_NOT_FOUND: staffKey('admin.studio.errors.notFound'),
  CLOSURE_NOT_FOUND: staffKey('admin.studio.errors.closureNotFound'),
  PROJECT_NOT_FOUND: staffKey('admin.projects.errors.notFound'),
  PAYMENT_RECORD_NOT_FOUND: staffKey('admin.projects.errors.recordNotFound'),
  INSTALLMENT_NOT_DUE: staffKey('admin.projects.errors.notDue'),
  INSTALLMENT_OVERPAID: staffKey('admin.projects.errors.overpaid'),
  PAYMENT_RECORD_WAITING: staffKey('admin.projects.errors.recordWaiting'),
  PAYMENT_RECORD_DECIDED: staffKey('admin.projects.errors.recordDecided'),
  PROJECT_STAGE_NOT_ALLOWED: staffKey('admin.projects.errors.stageNotAllowed'),
  MODEL_INVALID: staffKey('admin.projects.errors.modelInvalid'),
  // a project's poster goes through the upload checks (ADR 041)
  IMAGE_TOO_LARGE: staffKey('admin.projects.detail.posterTooLarge'),
  IMAGE_UNREADABLE: staffKey('admin.projects.detail.posterInvalid'),
}

/**
 * Maps an API refusal to a form answer: field errors of a 400, known codes to their message,
 * 429 to "too many attempts" and 5xx to spec §8 "Error from Server". A staff call's refusal
 * (`AdminApiError`) speaks the back office's messages and says how many minutes to wait.
 * Anything that is not an API refusal is rethrown.
 */
export function apiFailure(error: unknown, answer: Omit<Answer, 'status'> = {}) {
  if (!(error instanceof ApiError)) throw error
  if (error instanceof AdminApiError) return staffFailure(error, answer)
  const body = error.body
  if (error.status >= 500 || !body) {
    return formFailure({}, 'toast.serverError', { ...answer, status: 502 })
  }
  if (error.status === 429) {
    return formFailure({}, 'errors.tooManyAttempts', { ...answer, status: 429 })
  }
  const fieldErrors = fieldErrorsOf(body.errors ?? [])
  const message =
    CODE_MESSAGES[body.code] ?? Object.values(fieldErrors)[0] ?? asMessageKey(body.message)
  return formFailure(fieldErrors, message, { ...answer, status: error.status })
}

function staffFailure(error: AdminApiError, answer: Omit<Answer, 'status'>) {
  const body = error.body
  if (error.status >= 500 || !body) {
    return formFailure({}, staffKey('admin.errors.serverError'), { ...answer, status: 502 })
  }
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60))
    const values = { ...answer.values, minutes }
    const message = staffKey('admin.errors.tooManyAttempts')
    return formFailure({}, message, { ...answer, values, status: 429 })
  }
  const fieldErrors = fieldErrorsOf(body.errors ?? [])
  const message =
    STAFF_CODE_MESSAGES[body.code] ??
    Object.values(fieldErrors)[0] ??
    staffKey('admin.errors.invalid')
  return formFailure(fieldErrors, message, { ...answer, status: error.status })
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
