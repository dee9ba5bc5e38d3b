import { data } from 'react-router'
import type { z } from 'zod'
import { AdminApiError } from './admin.server.ts'
import { type AdminFormResult, fieldErrorsOf, validateAdmin } from './admin-forms.ts'

/** A refused form: its status (400 by default), so a page without JavaScript renders it. */
export function adminFormFailure(
  fieldErrors: Record<string, string>,
  error: string,
  options: { status?: number; intent?: string; values?: Record<string, string | number> } = {},
) {
  const { status = 400, intent, values } = options
  return data<AdminFormResult>({ ok: false, intent, error, fieldErrors, values }, { status })
}

/** Reads the posted form, builds the API body and checks it with the contract schema. */
export async function readAdminForm<T extends z.ZodType>(
  request: Request,
  schema: T,
  toBody: (form: FormData) => unknown,
) {
  const form = await request.formData()
  return { form, ...validateAdmin(schema, toBody(form)) }
}

/** The API's codes that have their own back-office message. */
const CODE_MESSAGES: Record<string, string> = {
  INVALID_CREDENTIALS: 'admin.errors.invalidCredentials',
  TOTP_REQUIRED: 'admin.errors.totpRequired',
  TOTP_INVALID: 'admin.errors.totpInvalid',
  STAFF_FORBIDDEN: 'admin.errors.forbidden',
  STAFF_EXISTS: 'admin.errors.staffExists',
  LAST_OWNER: 'admin.errors.lastOwner',
  CUSTOMER_NOT_FOUND: 'admin.people.errors.notFound',
  ENQUIRY_NOT_FOUND: 'admin.people.errors.notFound',
  MODERATION_NOT_FOUND: 'admin.people.errors.notFound',
  ALREADY_VERIFIED: 'admin.people.customers.alreadyVerified',
  NO_EMAIL: 'admin.people.errors.noEmail',
  INVITATION_ACCEPTED: 'admin.errors.invitationAccepted',
  INVITATION_NOT_FOUND: 'admin.errors.invitationInvalid',
  PRODUCT_NOT_FOUND: 'admin.catalog.errors.notFound',
  POST_NOT_FOUND: 'admin.content.errors.notFound',
  CONTENT_NOT_FOUND: 'admin.content.errors.notFound',
  CONTENT_CHANGED: 'admin.content.errors.changed',
  POST_SLUG_TAKEN: 'admin.content.errors.slugTaken',
  VARIANT_NOT_FOUND: 'admin.catalog.errors.unknownVariant',
  STOCK_BELOW_ZERO: 'admin.catalog.errors.stockBelowZero',
  VOUCHER_OFFER_NOT_FOUND: 'admin.vouchers.errors.notFound',
  STOCK_BELOW_REDEEMED: 'admin.vouchers.errors.stockBelowRedeemed',
  NOT_ENOUGH_POINTS: 'admin.membership.errors.notEnoughPoints',
  SLOT_UNAVAILABLE: 'admin.studio.errors.slotTaken',
  BOOKING_NOT_CHANGEABLE: 'admin.studio.errors.notChangeable',
  BOOKING_NOT_STARTED: 'admin.studio.errors.notStarted',
  BOOKING_NOT_FOUND: 'admin.studio.errors.notFound',
  CLOSURE_NOT_FOUND: 'admin.studio.errors.closureNotFound',
  PROJECT_NOT_FOUND: 'admin.projects.errors.notFound',
  PAYMENT_RECORD_NOT_FOUND: 'admin.projects.errors.recordNotFound',
  INSTALLMENT_NOT_DUE: 'admin.projects.errors.notDue',
  INSTALLMENT_OVERPAID: 'admin.projects.errors.overpaid',
  PAYMENT_RECORD_WAITING: 'admin.projects.errors.recordWaiting',
  PAYMENT_RECORD_DECIDED: 'admin.projects.errors.recordDecided',
  PROJECT_STAGE_NOT_ALLOWED: 'admin.projects.errors.stageNotAllowed',
  MODEL_INVALID: 'admin.projects.errors.modelInvalid',
  // a project's poster goes through the upload checks (ADR 041)
  IMAGE_TOO_LARGE: 'admin.projects.detail.posterTooLarge',
  IMAGE_UNREADABLE: 'admin.projects.detail.posterInvalid',
}

/**
 * Maps a staff API refusal to a form answer: known codes to their message, field errors of a
 * 400, 429 to "too many attempts, try again in N minutes" and 5xx to "the server could not".
 * Anything that is not an API refusal is rethrown.
 */
export function adminApiFailure(
  error: unknown,
  options: { intent?: string; values?: Record<string, string | number> } = {},
) {
  if (!(error instanceof AdminApiError)) throw error
  const { intent, values } = options
  const body = error.body
  if (error.status >= 500 || !body) {
    return adminFormFailure({}, 'admin.errors.serverError', { status: 502, intent, values })
  }
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60))
    return adminFormFailure({}, 'admin.errors.tooManyAttempts', {
      status: 429,
      intent,
      values: { ...values, minutes },
    })
  }
  const fieldErrors = fieldErrorsOf(body.errors ?? [])
  const message =
    CODE_MESSAGES[body.code] ?? Object.values(fieldErrors)[0] ?? 'admin.errors.invalid'
  return adminFormFailure(fieldErrors, message, { status: error.status, intent, values })
}
