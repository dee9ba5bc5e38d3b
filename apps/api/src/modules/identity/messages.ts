import type { Tx } from '#api/lib/db-tx.ts'
import { renderMailText } from '#api/lib/mail-text.ts'
import { randomSecret, sha256 } from '#api/lib/secrets.ts'
import { enqueueForContact } from '../outbox/index.ts'
import { CODE_LIFETIME_MS, type IdentityDeps, storefrontLink } from './context.ts'
import { type Account, identityRepository as repo } from './repository.ts'

/**
 * Queues a message to an account in its language: by e-mail when it has one (or when `channel`
 * asks for it), otherwise by SMS. Written in the caller's transaction (outbox).
 */
export async function sendToAccount(
  tx: Tx,
  account: Account,
  message: { subject: string; body: string },
  channel?: 'EMAIL' | 'SMS',
): Promise<void> {
  const useEmail = channel ? channel === 'EMAIL' : Boolean(account.email)
  await enqueueForContact(
    tx,
    {
      email: useEmail ? account.email : null,
      phone: account.phone ? `${account.areaCode}${account.phone}` : null,
    },
    { language: account.language, ...message },
  )
}

/** A new verification link (sign-up, changed e-mail); the previous one stops working. */
export async function sendVerificationLink(
  deps: IdentityDeps,
  tx: Tx,
  account: Account,
  channel?: 'EMAIL' | 'SMS',
): Promise<void> {
  const code = randomSecret(24)
  await repo.replaceCode(
    tx,
    account.id,
    'VERIFY',
    sha256(code),
    new Date(Date.now() + CODE_LIFETIME_MS),
  )
  const link = storefrontLink(deps, account.language, '/authentication/verify', code)
  await sendToAccount(
    tx,
    account,
    renderMailText(account.language, 'account.verify', { name: account.username, link }),
    channel,
  )
}
