import type { StaffLoginBody, StaffMe, StaffSession, TotpSetup } from '@shop/contract'
import { STAFF_SESSION_HOURS, STAFF_TOKEN_PREFIX } from '@shop/contract'
import * as OTPAuth from 'otpauth'
import type { Db } from '#api/db/client.ts'
import { DomainError, NotFoundError, UnauthorizedError } from '#api/lib/errors.ts'
import { LIMITS, type RateLimiter, THROTTLES } from '#api/lib/rate-limit.ts'
import {
  burnPasswordCheck,
  hashPassword,
  randomSecret,
  sha256,
  verifyPassword,
} from '#api/lib/secrets.ts'
import { recordAudit } from './audit.ts'
import { staffRepository as repo, type StaffRow } from './repository.ts'
import type { StaffCaller } from './require.ts'
import { toCaller, toMe } from './views.ts'

export type StaffAuthDeps = {
  db: Db
  limiter: RateLimiter
  /** `production` makes two-factor sign-in compulsory for owners (issue 15). */
  nodeEnv: string
}

const TOTP_ISSUER = 'Maison Harbour back office'
const TOTP_PERIOD = 30

function totpOf(secret: string, label: string) {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  })
}

/** The time step a code belongs to, or null when it is not valid now (±1 step of drift). */
function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD) + delta
}

const invalidCredentials = () =>
  new UnauthorizedError('The e-mail or password is not correct', 'INVALID_CREDENTIALS')

/**
 * Back-office sign-in, separate from shoppers' (issue 15): its own members, sessions and token
 * prefix; soft lockouts per e-mail and limits per IP; optional TOTP (compulsory for owners in
 * production); invitations that let a new member choose a password.
 */
export function staffAuthService(deps: StaffAuthDeps) {
  const { db, limiter } = deps
  const production = deps.nodeEnv === 'production'

  const mustEnableTotp = (member: { role: string; totpEnabled: boolean }) =>
    production && member.role === 'owner' && !member.totpEnabled

  async function openSession(
    tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
    member: StaffRow,
    ip: string,
  ): Promise<StaffSession> {
    const token = `${STAFF_TOKEN_PREFIX}${randomSecret(32)}`
    const expiresAt = new Date(Date.now() + STAFF_SESSION_HOURS * 3600 * 1000)
    await repo.insertSession(tx, { staffId: member.id, tokenHash: sha256(token), expiresAt, ip })
    const signedIn = await repo.update(tx, member.id, { lastSignInAt: new Date() })
    const caller = toCaller(signedIn)
    return {
      token,
      expires_at: expiresAt.toISOString(),
      staff: toMe(signedIn, mustEnableTotp(caller)),
    }
  }

  /** A code of this member's authenticator, now, not used before (each step signs in once). */
  async function totpAccepted(member: StaffRow, code: string): Promise<boolean> {
    const step = member.totpSecret ? totpStep(member.totpSecret, code) : null
    return step !== null && (await repo.useTotpStep(db, member.id, step))
  }

  return {
    mustEnableTotp,

    async login(body: StaffLoginBody & { email: string }, ip: string): Promise<StaffSession> {
      const key = `staff:${body.email}`
      await limiter.check(LIMITS.staffLoginIp, ip)
      // each try is counted before its password or code is checked (ADR 040): a burst of guesses
      // sent together gets the free tries and one more, the rest 429
      const attempt = await limiter.attempt(THROTTLES.loginAccount, key)
      const member = await repo.byEmail(db, body.email)
      const ok =
        member?.passwordHash && !member.disabledAt
          ? await verifyPassword(body.password, member.passwordHash)
          : await burnPasswordCheck(body.password).then(() => false)
      if (!member || !ok) {
        await attempt.failed()
        throw invalidCredentials()
      }
      await limiter.reset(THROTTLES.loginAccount, key)
      if (member.totpSecret) {
        if (!body.totp_code)
          throw new UnauthorizedError('Enter the code from your authenticator app', 'TOTP_REQUIRED')
        // codes have their own count per member: whoever knows the password still guesses slowly
        const code = await limiter.attempt(THROTTLES.totpAccount, member.id)
        if (!(await totpAccepted(member, body.totp_code))) {
          await code.failed()
          throw new UnauthorizedError('The code is not correct or was used already', 'TOTP_INVALID')
        }
        await limiter.reset(THROTTLES.totpAccount, member.id)
      }
      return openSession(db, member, ip)
    },

    /** The member behind a staff token; null when unknown, expired, revoked or disabled. */
    async authenticate(token: string): Promise<(StaffCaller & { totpEnabled: boolean }) | null> {
      if (!token.startsWith(STAFF_TOKEN_PREFIX)) return null
      const row = await repo.session(db, sha256(token), new Date())
      if (!row || row.member.disabledAt || !row.member.passwordHash) return null
      return toCaller(row.member)
    },

    async logout(token: string): Promise<void> {
      await repo.revokeSession(db, sha256(token))
    },

    async me(caller: StaffCaller & { totpEnabled: boolean }): Promise<StaffMe> {
      const row = await repo.byId(db, caller.id)
      if (!row) throw new UnauthorizedError('Please sign in to the back office', 'UNAUTHORIZED')
      return toMe(row, mustEnableTotp(caller))
    },

    async updateMe(
      caller: StaffCaller & { totpEnabled: boolean },
      body: { name?: string; language?: 'en' | 'zh' },
    ): Promise<StaffMe> {
      const row = await db.transaction(async (tx) => {
        const before = await repo.lock(tx, caller.id)
        if (!before) throw new NotFoundError('Staff member not found', 'STAFF_NOT_FOUND')
        const after = await repo.update(tx, caller.id, body)
        await recordAudit(tx, caller, {
          action: 'staff.profile_updated',
          entityType: 'staff',
          entityId: caller.id,
          before: { name: before.name, language: before.language },
          after: { name: after.name, language: after.language },
        })
        return after
      })
      return toMe(row, mustEnableTotp(caller))
    },

    /** A fresh secret for an authenticator app; nothing is stored until a code proves it. */
    totpSetup(caller: StaffCaller): TotpSetup {
      const secret = new OTPAuth.Secret({ size: 20 }).base32
      return { secret, otpauth_url: totpOf(secret, caller.email).toString() }
    },

    async totpEnable(
      caller: StaffCaller & { totpEnabled: boolean },
      body: { secret: string; code: string },
    ): Promise<StaffMe> {
      let step: number | null = null
      try {
        step = totpStep(body.secret, body.code)
      } catch {
        step = null
      }
      if (step === null)
        throw new DomainError(400, 'TOTP_INVALID', 'The code is not correct', [
          { path: 'body.code', message: 'admin.errors.totpInvalid' },
        ])
      const row = await db.transaction(async (tx) => {
        await repo.lock(tx, caller.id)
        const after = await repo.update(tx, caller.id, {
          totpSecret: body.secret,
          totpLastStep: String(step),
        })
        await recordAudit(tx, caller, {
          action: 'staff.totp_enabled',
          entityType: 'staff',
          entityId: caller.id,
          before: { totp_enabled: caller.totpEnabled },
          after: { totp_enabled: true },
        })
        return after
      })
      return toMe(row, false)
    },

    async invitation(token: string) {
      const row = await repo.invitation(db, sha256(token), new Date())
      if (!row)
        throw new NotFoundError('This invitation is not valid any more', 'INVITATION_NOT_FOUND')
      const { member } = row
      return {
        email: member.email,
        name: member.name,
        role: member.role,
        language: member.language,
      }
    },

    /** Sets the invitee's password and signs them in; the link cannot be used again. */
    async acceptInvitation(token: string, password: string, ip: string): Promise<StaffSession> {
      const passwordHash = await hashPassword(password)
      return db.transaction(async (tx) => {
        const row = await repo.invitation(tx, sha256(token), new Date(), true)
        if (!row)
          throw new NotFoundError('This invitation is not valid any more', 'INVITATION_NOT_FOUND')
        await repo.acceptInvitation(tx, row.invitation.id)
        const member = await repo.update(tx, row.member.id, { passwordHash })
        await recordAudit(tx, toCaller(member), {
          action: 'staff.invitation_accepted',
          entityType: 'staff',
          entityId: member.id,
          before: { invitation_pending: true },
          after: { invitation_pending: false },
        })
        return openSession(tx, member, ip)
      })
    },
  }
}
export type StaffAuthService = ReturnType<typeof staffAuthService>
