import {
  changeEmailBody,
  changePhoneBody,
  forgetPasswordBody,
  resetPasswordBody,
  type TokenResponse,
  updatePasswordBody,
} from '@shop/contract'
import type { z } from 'zod'
import type { Tx } from '#api/lib/db-tx.ts'
import { ConflictError, DomainError } from '#api/lib/errors.ts'
import { renderMailText } from '#api/lib/mail-text.ts'
import { LIMITS, THROTTLES } from '#api/lib/rate-limit.ts'
import {
  hashPassword,
  randomDigits,
  randomSecret,
  sha256,
  verifyPassword,
} from '#api/lib/secrets.ts'
import type { AuthenticatedCaller } from './auth-service.ts'
import {
  type CallerInfo,
  CODE_LIFETIME_MS,
  emailKey,
  type IdentityDeps,
  INVALID_CODE_MESSAGE,
  issueToken,
  MAX_CODE_ATTEMPTS,
  normalizeAreaCode,
  phoneDigits,
  storefrontLink,
} from './context.ts'
import { sendToAccount, sendVerificationLink } from './messages.ts'
import { identityRepository as repo } from './repository.ts'

class InvalidCodeError extends DomainError {
  constructor() {
    super(400, 'INVALID_CODE', INVALID_CODE_MESSAGE)
  }
}

export const FORGET_PASSWORD_MESSAGE =
  'If an account matches, we have sent a link to reset the password. It expires in 15 minutes.'

/** Verification codes: e-mail verification, password reset, e-mail and phone changes. */
export function codesService(deps: IdentityDeps) {
  const { db, limiter } = deps
  const typedHash = (accountId: string, purpose: string, code: string) =>
    sha256(`${accountId}:${purpose}:${code}`)

  /** Checks a typed code of the signed-in account; wrong tries count and void it at the cap. */
  async function consumeTypedCode(
    tx: Tx,
    accountId: string,
    purpose: 'CHANGE_EMAIL' | 'CHANGE_PHONE',
    code: string,
  ) {
    const live = await repo.liveCodeOfAccount(tx, accountId, purpose)
    if (!live) throw new InvalidCodeError()
    if (live.codeHash !== typedHash(accountId, purpose, code)) {
      const attempts = live.attempts + 1
      await repo.countFailedAttempt(tx, live.id, attempts, attempts >= MAX_CODE_ATTEMPTS)
      return false
    }
    await repo.markCodeUsed(tx, live.id)
    return true
  }

  async function requestTypedCode(
    caller: AuthenticatedCaller,
    purpose: 'CHANGE_EMAIL' | 'CHANGE_PHONE',
  ) {
    await limiter.check(LIMITS.sendAccount, caller.account.id)
    const code = randomDigits(6)
    await db.transaction(async (tx) => {
      await repo.replaceCode(
        tx,
        caller.account.id,
        purpose,
        typedHash(caller.account.id, purpose, code),
        new Date(Date.now() + CODE_LIFETIME_MS),
      )
      await sendToAccount(
        tx,
        caller.account,
        renderMailText(caller.account.language, 'account.changeCode', {
          name: caller.account.username,
          code,
        }),
      )
    })
    void deps.outbox.kick()
  }

  /** Runs `change` if the typed code is right; a wrong code still records the attempt. */
  async function withTypedCode(
    caller: AuthenticatedCaller,
    purpose: 'CHANGE_EMAIL' | 'CHANGE_PHONE',
    code: string,
    change: (tx: Tx) => Promise<void>,
    ip: string,
  ) {
    await limiter.check(LIMITS.codeIp, ip)
    const ok = await db.transaction(async (tx) => {
      if (!(await consumeTypedCode(tx, caller.account.id, purpose, code))) return false
      await change(tx)
      return true
    })
    if (!ok) throw new InvalidCodeError()
    void deps.outbox.kick()
  }

  return {
    async verify(code: string, ip: string): Promise<void> {
      await limiter.check(LIMITS.codeIp, ip)
      await db.transaction(async (tx) => {
        const live = await repo.liveCodeByHash(tx, sha256(code), ['VERIFY'])
        if (!live) throw new InvalidCodeError()
        await repo.markCodeUsed(tx, live.id)
        await repo.updateAccount(tx, live.accountId, { verifiedAt: new Date() })
      })
    },

    /** Tells whether a link code is usable, without using it. */
    async check(code: string, ip: string): Promise<void> {
      await limiter.check(LIMITS.codeIp, ip)
      const live = await repo.liveCodeByHash(db, sha256(code), ['VERIFY', 'RESET_PASSWORD'])
      if (!live) throw new InvalidCodeError()
    },

    /** Always the same answer, so nobody learns which accounts exist. */
    async forgetPassword(
      input: z.input<typeof forgetPasswordBody>,
      caller: CallerInfo,
    ): Promise<string> {
      const body = forgetPasswordBody.parse(input)
      await limiter.check(LIMITS.sendIp, caller.ip)
      const key =
        body.type === 'EMAIL' ? emailKey(body.email) : phoneDigits(`${body.area_code}${body.phone}`)
      await limiter.check(LIMITS.sendAccount, key)
      const account =
        body.type === 'EMAIL'
          ? await repo.accountByEmail(db, body.email)
          : await repo.accountByPhone(db, normalizeAreaCode(body.area_code), body.phone)
      const code = randomSecret(24)
      if (account?.kind === 'REGISTERED') {
        await db.transaction(async (tx) => {
          await repo.replaceCode(
            tx,
            account.id,
            'RESET_PASSWORD',
            sha256(code),
            new Date(Date.now() + CODE_LIFETIME_MS),
          )
          const link = storefrontLink(
            deps,
            account.language,
            '/authentication/reset-password',
            code,
          )
          await sendToAccount(
            tx,
            account,
            renderMailText(account.language, 'account.resetPassword', {
              name: account.username,
              link,
            }),
            body.type === 'EMAIL' ? 'EMAIL' : 'SMS',
          )
        })
        void deps.outbox.kick()
      }
      return FORGET_PASSWORD_MESSAGE
    },

    async resetPassword(input: z.input<typeof resetPasswordBody>, ip: string): Promise<void> {
      const body = resetPasswordBody.parse(input)
      await limiter.check(LIMITS.codeIp, ip)
      const passwordHash = await hashPassword(body.new_password)
      await db.transaction(async (tx) => {
        const live = await repo.liveCodeByHash(tx, sha256(body.verification_code), [
          'RESET_PASSWORD',
        ])
        if (!live) throw new InvalidCodeError()
        await repo.markCodeUsed(tx, live.id)
        const account = await repo.updateAccount(tx, live.accountId, { passwordHash })
        await repo.revokeAllTokens(tx, account.id)
        await sendToAccount(
          tx,
          account,
          renderMailText(account.language, 'account.passwordChanged', { name: account.username }),
        )
      })
      void deps.outbox.kick()
    },

    /** Changes the password, signs out every other session and returns a fresh token. */
    async updatePassword(
      caller: AuthenticatedCaller,
      input: z.input<typeof updatePasswordBody>,
    ): Promise<TokenResponse> {
      const body = updatePasswordBody.parse(input)
      const throttleKey = `account:${caller.account.id}`
      const attempt = await limiter.attempt(THROTTLES.loginAccount, throttleKey)
      const ok =
        caller.account.passwordHash &&
        (await verifyPassword(body.old_password, caller.account.passwordHash))
      if (!ok) {
        await attempt.failed()
        throw new DomainError(400, 'WRONG_PASSWORD', 'The current password is not correct', [
          { path: 'body.old_password', message: 'errors.passwordFormat' },
        ])
      }
      // the right password costs nothing, as before tries were counted first
      await attempt.forgive()
      const passwordHash = await hashPassword(body.new_password)
      const token = await db.transaction(async (tx) => {
        const account = await repo.updateAccount(tx, caller.account.id, { passwordHash })
        await repo.revokeAllTokens(tx, account.id)
        await sendToAccount(
          tx,
          account,
          renderMailText(account.language, 'account.passwordChanged', { name: account.username }),
        )
        return issueToken(tx, account.id)
      })
      void deps.outbox.kick()
      return token
    },

    changeEmailRequest: (caller: AuthenticatedCaller) => requestTypedCode(caller, 'CHANGE_EMAIL'),
    changePhoneRequest: (caller: AuthenticatedCaller) => requestTypedCode(caller, 'CHANGE_PHONE'),

    async changeEmail(
      caller: AuthenticatedCaller,
      input: z.input<typeof changeEmailBody>,
      ip: string,
    ): Promise<void> {
      const body = changeEmailBody.parse(input)
      const email = body.email.toLowerCase()
      await withTypedCode(
        caller,
        'CHANGE_EMAIL',
        body.verification_code,
        async (tx) => {
          const other = await repo.accountByEmail(tx, email)
          if (other && other.id !== caller.account.id) {
            throw new ConflictError('An account with this e-mail already exists', 'ACCOUNT_EXISTS')
          }
          const account = await repo.updateAccount(tx, caller.account.id, {
            email,
            verifiedAt: null,
          })
          // the new address is confirmed by a link, like at sign-up
          await sendVerificationLink(deps, tx, account, 'EMAIL')
        },
        ip,
      )
    },

    async changePhone(
      caller: AuthenticatedCaller,
      input: z.input<typeof changePhoneBody>,
      ip: string,
    ): Promise<void> {
      const body = changePhoneBody.parse(input)
      const areaCode = normalizeAreaCode(body.area_code)
      await withTypedCode(
        caller,
        'CHANGE_PHONE',
        body.verification_code,
        async (tx) => {
          const other = await repo.accountByPhone(tx, areaCode, body.phone)
          if (other && other.id !== caller.account.id) {
            throw new ConflictError(
              'An account with this phone number already exists',
              'ACCOUNT_EXISTS',
            )
          }
          await repo.updateAccount(tx, caller.account.id, { areaCode, phone: body.phone })
        },
        ip,
      )
    },
  }
}
export type CodesService = ReturnType<typeof codesService>
