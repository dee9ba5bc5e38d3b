import { z } from 'zod'
import { LOCALES } from './locales.ts'
import { PHONE_SEPARATORS } from './phone.ts'
import {
  areaCode,
  EMAIL_PATTERN,
  MAX_PASSWORD_UNITS,
  optionalEmail,
  optionalPhone,
  password,
  tooLong,
} from './validators.ts'

/** spec §7 Auth: login types; TEMP is a guest session without credentials. */
export const loginType = z.enum(['EMAIL', 'PHONE', 'TEMP'])
export type LoginType = z.infer<typeof loginType>

/** `POST /auth/login`. login_id: e-mail for EMAIL, digits (area code + phone) for PHONE. */
export const loginBody = z
  .strictObject({
    type: loginType,
    login_id: z.string().trim().max(254).default(''),
    password: z.string().max(MAX_PASSWORD_UNITS).default(''),
  })
  .superRefine((body, ctx) => {
    // spec §5: EMAIL needs an e-mail format, PHONE digits only; empty allowed
    if (body.type === 'EMAIL' && body.login_id && !EMAIL_PATTERN.test(body.login_id)) {
      ctx.addIssue({ code: 'custom', path: ['login_id'], message: 'errors.emailFormat' })
    }
    // spaces, dashes and full-width digits as people write numbers; the API counts digits only
    const phone = body.login_id.normalize('NFKC').replace(PHONE_SEPARATORS, '')
    if (body.type === 'PHONE' && body.login_id && !/^\+?\d+$/.test(phone)) {
      ctx.addIssue({ code: 'custom', path: ['login_id'], message: 'errors.phoneFormat' })
    }
    // spec §5: the password rule applies to every password sent (a TEMP secret is not a password)
    if (body.type !== 'TEMP' && !password.safeParse(body.password).success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'errors.passwordFormat' })
    }
  })
export type LoginBody = z.input<typeof loginBody>

export const tokenResponse = z
  .object({
    token: z.string(),
    /** Exchanged once at `POST /auth/refresh` for the next token pair of the same session. */
    refresh_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    expires_at: z.string(),
    /** Only for a new temporary account: the secret that resumes it (kept server-side by the web). */
    temp_credential: z.object({ login_id: z.string(), password: z.string() }).optional(),
  })
  .meta({ id: 'Token' })
export type TokenResponse = z.infer<typeof tokenResponse>

/** `POST /auth/refresh`: a refresh token is good for one exchange (ADR 019). */
export const refreshBody = z.strictObject({
  refresh_token: z.string().trim().min(1).max(128),
})
export type RefreshBody = z.input<typeof refreshBody>

/** `POST /auth/register` and `POST /auth/migrate`. */
export const registerBody = z
  .strictObject({
    type: z.enum(['EMAIL', 'PHONE']),
    username: z.string().trim().min(1, { message: 'errors.required' }).max(60, tooLong(60)),
    email: optionalEmail.default(''),
    area_code: areaCode.default(''),
    phone: optionalPhone.default(''),
    password,
  })
  .superRefine((body, ctx) => {
    if (body.type === 'EMAIL' && !body.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'errors.emailFormat' })
    }
    if (body.type === 'PHONE' && (!body.phone || !body.area_code)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'errors.phoneFormat' })
    }
  })
export type RegisterBody = z.input<typeof registerBody>

export const accountProfile = z
  .object({
    _id: z.string(),
    avatar: z.string(),
    email: z.string(),
    area_code: z.string(),
    phone: z.string(),
    gender: z.string(),
    country: z.string(),
    username: z.string(),
    is_verified: z.boolean(),
  })
  .meta({ id: 'Account' })
export type AccountProfile = z.infer<typeof accountProfile>

/** `GET /auth/user`. */
export const authUserResponse = z
  .object({
    user: z.object({
      id: z.string(),
      login_id: z.string(),
      type: loginType,
      account: accountProfile,
    }),
  })
  .meta({ id: 'AuthUser' })
export type AuthUser = z.infer<typeof authUserResponse>['user']

export const verificationCodeQuery = z.strictObject({
  verification_code: z.string().trim().min(1).max(128),
})

export const forgetPasswordBody = z
  .strictObject({
    type: z.enum(['EMAIL', 'PHONE']),
    email: optionalEmail.default(''),
    area_code: areaCode.default(''),
    phone: optionalPhone.default(''),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'EMAIL' && !body.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'errors.emailFormat' })
    }
    if (body.type === 'PHONE' && !body.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'errors.phoneFormat' })
    }
  })

export const resetPasswordBody = z.strictObject({
  verification_code: z.string().trim().min(1).max(128),
  new_password: password,
})

export const updatePasswordBody = z.strictObject({
  old_password: password,
  new_password: password,
})

export const changeEmailBody = z.strictObject({
  verification_code: z.string().trim().min(1).max(128),
  email: optionalEmail.refine((v) => v !== '', { message: 'errors.emailFormat' }),
})

export const changePhoneBody = z.strictObject({
  verification_code: z.string().trim().min(1).max(128),
  area_code: areaCode.refine((v) => v !== '', { message: 'errors.phoneFormat' }),
  phone: optionalPhone.refine((v) => v !== '', { message: 'errors.phoneFormat' }),
})

/** `PUT /profiles/account`: only these fields can change (no mass assignment). */
export const updateAccountBody = z.strictObject({
  avatar: z.string().trim().max(500).optional(),
  email: optionalEmail.optional(),
  area_code: areaCode.optional(),
  phone: optionalPhone.optional(),
  gender: z.enum(['', 'male', 'female', 'other']).optional(),
  country: z.string().trim().max(60, tooLong(60)).optional(),
  username: z
    .string()
    .trim()
    .min(1, { message: 'errors.required' })
    .max(60, tooLong(60))
    .optional(),
})

export const deliveryRecipient = z.object({
  name: z.string().trim().max(100, tooLong(100)),
  address: z.string().trim().max(500, tooLong(500)),
  area_code: areaCode,
  phone: optionalPhone,
})
export const deliveryRecipientResponse = z
  .object({ delivery_recipient: deliveryRecipient })
  .meta({ id: 'DeliveryRecipient' })
export const updateDeliveryRecipientBody = z.strictObject({
  delivery_recipient: deliveryRecipient.strict(),
})

export const notificationChannel = z.enum(['EMAIL', 'SMS'])
export const notificationSettings = z
  .object({
    is_notifiable: z.boolean(),
    channels: z.array(notificationChannel).max(2),
    language: z.enum(LOCALES),
    is_accept: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' })
export type NotificationSettings = z.infer<typeof notificationSettings>
export const updateNotificationSettingsBody = notificationSettings.strict()

/** A plain acknowledgement: `{message}`. */
export const messageResponse = z.object({ message: z.string() }).meta({ id: 'Message' })

/** Development mailbox: messages kept in the outbox (not served in production). */
export const outboxMessage = z.object({
  _id: z.string(),
  channel: z.enum(['EMAIL', 'SMS']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** Files sent with it (a consultation's `consultation.ics`), as text. */
  attachments: z
    .array(z.object({ filename: z.string(), content_type: z.string(), content: z.string() }))
    .default([]),
  /** Headers the mail layer adds (a marketing e-mail's `List-Unsubscribe`, ADR 063). */
  headers: z.record(z.string(), z.string()).default({}),
})
export type OutboxMessage = z.infer<typeof outboxMessage>
