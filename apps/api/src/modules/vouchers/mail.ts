import { hkDate, type LocalizedText } from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { mailIn } from '#api/lib/mail-text.ts'
import type { Account } from '../identity/index.ts'
import { sendToAccount } from '../identity/index.ts'

type Redeemed = { title: LocalizedText; terms: LocalizedText; points: number; validUntil: Date }
/**
 * "Voucher redeemed" (issue 16): the codes, their terms and last day, in the member's language,
 * written to the outbox in the redeem's transaction (sent only if it commits).
 */
export async function sendVouchersRedeemed(
  tx: Tx,
  account: Account,
  redeemed: Redeemed,
  codes: string[],
): Promise<void> {
  const locale = account.language
  const text = mailIn(locale)
  const count = codes.length
  const body = [
    text('hello', { name: account.username || account.email || '' }),
    '',
    text('vouchers.intro', {
      count,
      points: redeemed.points.toLocaleString('en'),
      title: redeemed.title[locale],
    }),
    '',
    ...codes.map((code) => text('vouchers.code', { code, date: hkDate(redeemed.validUntil) })),
    '',
    text('vouchers.terms'),
    redeemed.terms[locale],
    '',
    text('vouchers.howTo'),
    '',
    text('sign'),
  ].join('\n')
  const subject =
    count === 1 ? text('vouchers.subjectOne') : text('vouchers.subjectMany', { count })
  await sendToAccount(tx, account, { subject, body })
}
