import { z } from 'zod'
import { pagedList, pagingQuery } from './http.ts'
import { STAFF_LANGUAGES, STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles.ts'
import { EMAIL_PATTERN, MAX_PASSWORD_UNITS, staffPassword } from './validators.ts'

export * from './staff-roles.ts'

// ---------------------------------------------------------------- staff members and sign-in

const staffEmail = z
  .string()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, { message: 'errors.emailFormat' })
  .transform((v) => v.toLowerCase())

const permission = z.enum(Object.keys(STAFF_PERMISSIONS) as [keyof typeof STAFF_PERMISSIONS])

export const staffMember = z
  .object({
    _id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    language: z.enum(STAFF_LANGUAGES),
    totp_enabled: z.boolean(),
    disabled: z.boolean(),
    /** Invited and not yet accepted (no password yet). */
    invitation_pending: z.boolean(),
    created_at: z.string(),
    last_sign_in_at: z.string().nullable(),
  })
  .meta({ id: 'StaffMember' })
export type StaffMember = z.infer<typeof staffMember>

/** The signed-in staff member and what the role allows. */
export const staffMe = staffMember
  .extend({
    permissions: z.array(permission),
    /** Owners in production mode must turn two-factor sign-in on before anything else. */
    must_enable_totp: z.boolean(),
  })
  .meta({ id: 'StaffMe' })
export type StaffMe = z.infer<typeof staffMe>

/** `POST /admin/auth/login`; `totp_code` only when the member turned two-factor sign-in on. */
export const staffLoginBody = z.strictObject({
  email: staffEmail,
  password: z.string().min(1).max(MAX_PASSWORD_UNITS),
  totp_code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'admin.errors.totpFormat' })
    .optional(),
})
export type StaffLoginBody = z.input<typeof staffLoginBody>

export const staffSession = z
  .object({ token: z.string(), expires_at: z.string(), staff: staffMe })
  .meta({ id: 'StaffSession' })
export type StaffSession = z.infer<typeof staffSession>

/** `POST /admin/auth/totp/setup`: a new secret to put in an authenticator app. */
export const totpSetup = z
  .object({ secret: z.string(), otpauth_url: z.string() })
  .meta({ id: 'TotpSetup' })
export type TotpSetup = z.infer<typeof totpSetup>
/** `POST /admin/auth/totp/enable`: the secret shown by setup and a code the app shows now. */
export const totpEnableBody = z.strictObject({
  secret: z.string().min(16).max(128),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'admin.errors.totpFormat' }),
})

/** `PUT /admin/auth/me`: the member's own name and back-office language. */
export const staffProfileBody = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  language: z.enum(STAFF_LANGUAGES).optional(),
})

/** `POST /admin/staff`: the owner invites someone by e-mail. */
export const staffInviteBody = z.strictObject({
  email: staffEmail,
  name: z.string().trim().min(1).max(120),
  role: z.enum(STAFF_ROLES),
  language: z.enum(STAFF_LANGUAGES).default('en'),
})
export type StaffInviteBody = z.input<typeof staffInviteBody>

/** `PUT /admin/staff/{id}`: role, or disabled (which also ends every session). */
export const staffUpdateBody = z.strictObject({
  role: z.enum(STAFF_ROLES).optional(),
  disabled: z.boolean().optional(),
})
export const staffParams = z.object({ id: z.string().min(1).max(64) })
export const staffList = z.object({ data: z.array(staffMember) }).meta({ id: 'StaffList' })

/** `GET /admin/invitations/{token}`: who is invited (the accept page greets them). */
export const invitationParams = z.object({ token: z.string().min(16).max(128) })
export const invitationPreview = z
  .object({
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    language: z.enum(STAFF_LANGUAGES),
  })
  .meta({ id: 'StaffInvitationPreview' })
/** `POST /admin/invitations/{token}/accept`: choose a password; answers a signed-in session. */
export const invitationAcceptBody = z.strictObject({ password: staffPassword })

// ---------------------------------------------------------------- audit log

export const auditEntry = z
  .object({
    _id: z.string(),
    created_at: z.string(),
    staff: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
    /** What was done, e.g. `order.payment_confirmed`, `staff.invited`. */
    action: z.string(),
    entity_type: z.string(),
    entity_id: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    note: z.string(),
  })
  .meta({ id: 'AuditEntry' })
export type AuditEntry = z.infer<typeof auditEntry>

export const AUDIT_PAGE_SIZE = 50
export const auditQuery = pagingQuery(AUDIT_PAGE_SIZE, 200).extend({
  staff_id: z.string().uuid().optional(),
  entity_type: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(64).optional(),
  action: z.string().trim().max(60).optional(),
  /** Hong Kong dates, inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
})
export type AuditQuery = z.input<typeof auditQuery>
export const auditList = pagedList(auditEntry).meta({ id: 'AuditList' })
