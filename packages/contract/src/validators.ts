import { z } from 'zod'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, MIN_STAFF_PASSWORD_LENGTH } from './constants.ts'
import { normalisePhone, PHONE_SEPARATORS } from './phone.ts'

/**
 * spec §5 validation rules, written once and used by the API and the web forms. Messages are
 * catalogue keys (see i18n), so each side shows them in the shopper's language.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PHONE_PATTERN = /^\d+$/

/** The lengths shoppers' text fields allow; each has a message that names it (issue 30). */
export const TEXT_LIMITS = [20, 40, 60, 80, 100, 120, 150, 200, 254, 500, 4000, 20000] as const
export type TextLimit = (typeof TEXT_LIMITS)[number]

/** The message of a text over its limit: "This can be up to 100 characters". */
export const tooLong = (max: TextLimit) => ({ message: `errors.tooLong.${max}` as const })

/** E-mail: valid format; empty allowed. */
export const optionalEmail = z
  .string()
  .trim()
  .max(254, tooLong(254))
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), { message: 'errors.emailFormat' })

/** An area code as typed ("+852", "８５２"): NFKC, no spaces; digits with an optional +. */
export const areaCode = z
  .string()
  .max(12, { message: 'errors.phoneFormat' })
  .overwrite((v) => v.normalize('NFKC').replace(PHONE_SEPARATORS, ''))
  .max(6, { message: 'errors.phoneFormat' })
  .refine((v) => v === '' || /^\+?\d{1,5}$/.test(v), { message: 'errors.phoneFormat' })

/** Longest phone number kept, in digits (E.164 allows 15; room for an extension). */
export const MAX_PHONE_DIGITS = 20

/** Phone: as `normalisePhone` leaves it, digits only; empty allowed. */
export const optionalPhone = z
  .string()
  .max(40, { message: 'errors.phoneFormat' })
  .overwrite(normalisePhone)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), { message: 'errors.phoneFormat' })
  .refine((v) => v.length <= MAX_PHONE_DIGITS, { message: 'errors.phoneFormat' })

/**
 * What a password may hold (NIST SP 800-63B 3.1.1.2): every printable character, spaces and
 * symbols, any script's letters and digits (Chinese included). Only control characters (tabs, line
 * breaks, NUL …), line and paragraph separators and broken UTF-16 are refused: nobody types them
 * and they cannot be shown back.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u
const LETTER = /\p{L}/u
const DIGIT = /\p{Nd}/u

/** The same bound in UTF-16 units (what `string.length` counts): an emoji is two. */
export const MAX_PASSWORD_UNITS = MAX_PASSWORD_LENGTH * 2

/** Length in characters as people count them (an emoji or a Chinese character is one). */
export const passwordLength = (value: string) => [...value].length

/**
 * The customer rule (spec §5, widened by ADR 042): at least 8 characters, a letter and a digit
 * among them, any printable character allowed; at most 128.
 */
export function isPassword(value: string, minLength = MIN_PASSWORD_LENGTH): boolean {
  const length = passwordLength(value)
  return (
    length >= minLength &&
    length <= MAX_PASSWORD_LENGTH &&
    !UNPRINTABLE.test(value) &&
    LETTER.test(value) &&
    DIGIT.test(value)
  )
}

/** Password (spec §5: 8 or more characters with letters and numbers), as `isPassword`. */
export const password = z
  .string()
  .max(MAX_PASSWORD_UNITS, { message: 'errors.passwordFormat' })
  .refine((value) => isPassword(value), { message: 'errors.passwordFormat' })

/**
 * A staff password (`npm run staff -- create`, an invitation): the same characters, and at least
 * 12 of them. A password right but for its length names the length.
 */
export const staffPassword = z
  .string()
  .max(MAX_PASSWORD_UNITS, { message: 'errors.passwordFormat' })
  .superRefine((value, ctx) => {
    if (isPassword(value, MIN_STAFF_PASSWORD_LENGTH)) return
    const message = isPassword(value) ? 'errors.staffPasswordLength' : 'errors.passwordFormat'
    ctx.addIssue({ code: 'custom', message })
  })
