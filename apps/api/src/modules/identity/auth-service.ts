import type { AuthUser, LoginBody, RegisterBody, TokenResponse } from '@shop/contract'
import { isUuid, loginBody as loginSchema, registerBody as registerSchema } from '@shop/contract'
import type { z } from 'zod'
import type { Tx } from '#api/lib/db-tx.ts'
import { ConflictError, ForbiddenError, UnauthorizedError } from '#api/lib/errors.ts'
import { LIMITS, THROTTLES } from '#api/lib/rate-limit.ts'
import {
  burnPasswordCheck,
  hashPassword,
  randomSecret,
  sha256,
  verifyPassword,
} from '#api/lib/secrets.ts'
import {
  type CallerInfo,
  type IdentityDeps,
  issueToken,
  loginIdOf,
  loginKey,
  normalizeAreaCode,
  phoneDigits,
  profileOf,
} from './context.ts'
import { sendVerificationLink } from './messages.ts'
import { type Account, identityRepository as repo } from './repository.ts'

export const LOGIN_FAILED = 'Incorrect login ID or password'
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact us.'
export type AuthenticatedCaller = { tokenId: string; familyId: string; account: Account }

type Login = z.output<typeof loginSchema>
type Register = z.output<typeof registerSchema>

/** Sign-in, sign-up, temporary accounts and tokens (spec §4 Auth, §7 Auth). */
/** How long a used refresh token may come back as a concurrent twin without ending the sign-in. */
export const REFRESH_REUSE_GRACE_MS = 5_000

export function authService(deps: IdentityDeps) {
  const { db, limiter } = deps
  // the most frequent statement of the API (every signed-in call), prepared once (issue 31)
  let callerByToken: ReturnType<typeof repo.callerByTokenStatement> | undefined

  async function loginTemporary(body: Login, caller: CallerInfo): Promise<TokenResponse> {
    await limiter.check(LIMITS.tempIp, caller.ip)
    if (body.login_id) {
      // resume this browser's temporary account with its own secret
      const account = isUuid(body.login_id)
        ? await repo.accountById(db, body.login_id.toLowerCase())
        : undefined
      const ok =
        account?.kind === 'TEMP' &&
        account.passwordHash &&
        (await verifyPassword(body.password, account.passwordHash))
      if (!account || !ok) throw new UnauthorizedError(LOGIN_FAILED, 'LOGIN_FAILED')
      await repo.updateAccount(db, account.id, { lastSeenAt: new Date() })
      return issueToken(db, account.id)
    }
    const secret = randomSecret(24)
    return db.transaction(async (tx) => {
      const account = await repo.insertAccount(tx, {
        kind: 'TEMP',
        passwordHash: await hashPassword(secret),
        language: caller.locale,
      })
      const token = await issueToken(tx, account.id)
      return { ...token, temp_credential: { login_id: account.id, password: secret } }
    })
  }

  return {
    async login(input: LoginBody, caller: CallerInfo): Promise<TokenResponse> {
      const body = loginSchema.parse(input)
      if (body.type === 'TEMP') return loginTemporary(body, caller)
      await limiter.check(LIMITS.loginIp, caller.ip)
      // ASVS 6.3: wrong passwords slow further tries on this login id; they never lock it for long
      const key = loginKey(body.type, body.login_id)
      // the try is counted before the password is checked, so a burst cannot outrun the count
      const attempt = await limiter.attempt(THROTTLES.loginAccount, key)
      const account =
        body.type === 'EMAIL'
          ? await repo.accountByEmail(db, body.login_id)
          : await repo.accountByPhoneLogin(db, phoneDigits(body.login_id))
      // the same work and the same answer whether or not the account exists
      const ok =
        account?.kind === 'REGISTERED' && account.passwordHash
          ? await verifyPassword(body.password, account.passwordHash)
          : await burnPasswordCheck(body.password).then(() => false)
      if (!account || !ok) {
        await attempt.failed()
        throw new UnauthorizedError(LOGIN_FAILED, 'LOGIN_FAILED')
      }
      await limiter.reset(THROTTLES.loginAccount, key)
      // told only to whoever knows the password, so it reveals nothing to a guesser
      if (account.disabledAt) throw new ForbiddenError(ACCOUNT_DISABLED, 'ACCOUNT_DISABLED')
      await repo.updateAccount(db, account.id, { lastSeenAt: new Date() })
      return issueToken(db, account.id)
    },

    /** `POST /auth/register` (new account) and `POST /auth/migrate` (the caller's TEMP account). */
    async register(
      input: RegisterBody,
      caller: CallerInfo,
      temporary?: AuthenticatedCaller,
    ): Promise<TokenResponse> {
      const body: Register = registerSchema.parse(input)
      await limiter.check(LIMITS.registerIp, caller.ip)
      if (temporary && temporary.account.kind !== 'TEMP') {
        throw new ConflictError('This account is already registered', 'ALREADY_REGISTERED')
      }
      const email = body.email ? body.email.toLowerCase() : null
      const areaCode = body.phone ? normalizeAreaCode(body.area_code) : null
      const phone = body.phone || null
      const passwordHash = await hashPassword(body.password)
      const answer = await db.transaction(async (tx) => {
        await assertUnused(tx, email, areaCode, phone)
        const values = {
          kind: 'REGISTERED' as const,
          username: body.username,
          email,
          areaCode,
          phone,
          passwordHash,
          language: caller.locale,
          lastSeenAt: new Date(),
        }
        const account = temporary
          ? await repo.updateAccount(tx, temporary.account.id, values)
          : await repo.insertAccount(tx, values)
        if (temporary) await repo.revokeAllTokens(tx, account.id)
        await sendVerificationLink(deps, tx, account)
        return issueToken(tx, account.id)
      })
      void deps.outbox.kick()
      return answer
    },

    /**
     * The token's caller, or null when the token is unknown, revoked or expired: asked of the
     * database on every call (ADR 072: no copy kept, so a sign-out holds at once everywhere).
     */
    async authenticate(token: string): Promise<AuthenticatedCaller | null> {
      callerByToken ??= repo.callerByTokenStatement(db)
      const [row] = await callerByToken.execute({
        hash: sha256(token),
        now: new Date().toISOString(),
      })
      return row ?? null
    },

    user(caller: AuthenticatedCaller): AuthUser {
      return {
        id: caller.account.id,
        login_id: loginIdOf(caller.account),
        type: caller.account.kind === 'TEMP' ? 'TEMP' : caller.account.email ? 'EMAIL' : 'PHONE',
        account: profileOf(caller.account),
      }
    },

    /** Ends this sign-in: its token and any refresh token of the same family. */
    async logout(caller: AuthenticatedCaller): Promise<void> {
      await repo.revokeFamily(db, caller.familyId)
    },

    /** "Log out everywhere": every session of the account, this one included. */
    async logoutAll(caller: AuthenticatedCaller): Promise<void> {
      await repo.revokeAllTokens(db, caller.account.id)
    },

    /**
     * Exchanges a refresh token, once, for the next pair of the same family (sliding sessions).
     * A refresh token that was already used means two holders share it, one of them a thief:
     * the whole family is revoked and both sign in again (ADR 019).
     */
    async refresh(refreshToken: string): Promise<TokenResponse> {
      const hash = sha256(refreshToken)
      const answer = await db.transaction(async (tx) => {
        const used = await repo.useRefreshToken(tx, hash)
        if (used) {
          await repo.updateAccount(tx, used.accountId, { lastSeenAt: new Date() })
          return issueToken(tx, used.accountId, used.familyId)
        }
        const seen = await repo.tokenByRefreshHash(tx, hash)
        const now = Date.now()
        // an expired token is only stale, not stolen: the family has moved on or ended anyway
        if (!seen?.usedAt || seen.expiresAt.getTime() <= now) return null
        // the same holder's twin request of a moment ago (two tabs, a retry) is refused without
        // ending the sign-in; a replay after that is a second holder: the family is revoked
        if (now - seen.usedAt.getTime() < REFRESH_REUSE_GRACE_MS) return null
        await repo.revokeFamily(tx, seen.familyId)
        return null
      })
      if (!answer) throw new UnauthorizedError('Please sign in', 'UNAUTHORIZED')
      return answer
    },

    requireRegistered(caller: AuthenticatedCaller): void {
      if (caller.account.kind !== 'REGISTERED') {
        throw new ForbiddenError('Please sign in to a registered account', 'REGISTERED_ONLY')
      }
    },
  }

  async function assertUnused(
    tx: Tx,
    email: string | null,
    areaCode: string | null,
    phone: string | null,
  ) {
    if (email && (await repo.accountByEmail(tx, email))) {
      throw new ConflictError('An account with this e-mail already exists', 'ACCOUNT_EXISTS')
    }
    if (areaCode && phone && (await repo.accountByPhone(tx, areaCode, phone))) {
      throw new ConflictError('An account with this phone number already exists', 'ACCOUNT_EXISTS')
    }
  }
}
export type AuthService = ReturnType<typeof authService>
