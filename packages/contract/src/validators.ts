import { z } from 'zod'
import { MIN_PASSWORD_LENGTH, MIN_STAFF_PASSWORD_LENGTH } from './constants.ts'

/**
 * spec §5 validation rules, written once and used by the API and the web forms. Messages are
 * catalogue keys (see i18n), so each side shows them in the shopper's language.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PHONE_PATTERN = /^\d+$/
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/

/** E-mail: valid format; empty allowed. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), { message: 'errors.emailFormat' })

/** Phone: digits only; empty allowed. */
export const optionalPhone = z
  .string()
  .trim()
  .max(20)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), { message: 'errors.phoneFormat' })

/** Password: at least 8 characters, letters and digits only, at least one of each. */
export const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: 'errors.passwordFormat' })
  .max(128, { message: 'errors.passwordFormat' })
  .regex(PASSWORD_PATTERN, { message: 'errors.passwordFormat' })

/** A staff password (`npm run staff -- create`): the same rule, and at least 12 characters. */
export const staffPassword = password.min(MIN_STAFF_PASSWORD_LENGTH, {
  message: 'errors.staffPasswordLength',
})
