import { createHash, randomBytes } from 'node:crypto'
import {
  type AdminNewsletterQuery,
  type AdminNewsletterSubscriber,
  type MemberNewsletter,
  type MemberNewsletterBody,
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_CONSENT_VERSION,
  type NewsletterSignUpBody,
  translate,
} from '@shop/contract'
import { csvField } from '#api/lib/csv-field.ts'
import { DomainError, NotFoundError } from '#api/lib/errors.ts'
import type { Limit } from '#api/lib/rate-limit.ts'
import type { CallerInfo, IdentityDeps } from '../identity/index.ts'
import { enqueueForContact } from '../outbox/index.ts'
import { confirmationMessage } from './messages.ts'
import {
  newsletterRepository as repo,
  type SubscriptionRow,
  statusOf,
  type UnsubscribeVia,
} from './repository.ts'

/**
 * Sign-ups per address of the caller and per e-mail (a stranger cannot fill someone's inbox with
 * confirmation e-mails); link follow-ups per caller (the tokens are long, but guessing is cheap).
 */
export const NEWSLETTER_LIMITS = {
  ip: { name: 'newsletter-ip', max: 10, windowMs: 60 * 60_000 },
  email: { name: 'newsletter-email', max: 3, windowMs: 60 * 60_000 },
  link: { name: 'newsletter-link', max: 30, windowMs: 60 * 60_000 },
  /**
   * A mail program's one-click unsubscribe (RFC 8058) is posted from its own servers, which many
   * subscribers share: a wider bucket per caller, still far too small to guess a 256-bit token.
   */
  oneClick: { name: 'newsletter-one-click', max: 600, windowMs: 60 * 60_000 },
  /** A member's toggle, per account. */
  account: { name: 'newsletter-account', max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

const newToken = () => randomBytes(32).toString('base64url')
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

const LINK_INVALID = () =>
  new NotFoundError('This link is not valid or was already used', 'LINK_INVALID')

/** One subscription as the back office shows it, with its consent record. */
export function subscriberOut(row: SubscriptionRow): AdminNewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    status: statusOf(row),
    source: row.source,
    source_path: row.sourcePath,
    consent_version: row.consentVersion,
    consent_text: row.consentText,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
    unsubscribed_via: row.unsubscribedVia,
  }
}

export const NEWSLETTER_CSV_COLUMNS = [
  'email',
  'language',
  'confirmed_at',
  'signed_up_at',
  'consent_version',
  'consent_text',
  'source',
  'source_path',
] as const

/** The newsletter's double opt-in and its consent record (issue 30, ADR 063). */
export function newsletterService({ db, limiter, outbox, publicUrl }: IdentityDeps) {
  return {
    /**
     * Records a pending subscription (or renews the link of one still pending) and queues the
     * confirmation e-mail in the page's language. An address already consenting gets nothing; the
     * caller cannot tell the cases apart.
     */
    async signUp(body: NewsletterSignUpBody, caller: CallerInfo): Promise<void> {
      const email = body.email.trim().toLowerCase()
      await limiter.check(NEWSLETTER_LIMITS.ip, caller.ip)
      await limiter.check(NEWSLETTER_LIMITS.email, email)
      const locale = caller.locale
      const confirm = newToken()
      const record = {
        language: locale,
        consentText: translate(locale, 'newsletter.consent'),
        consentVersion: NEWSLETTER_CONSENT_VERSION,
        source: body.source,
        sourcePath: body.source_path || null,
        confirmTokenHash: hashOf(confirm),
        confirmExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_HOURS * 3_600_000),
      }
      const queued = await db.transaction(async (tx) => {
        const live = await repo.lockLive(tx, email)
        if (live?.confirmedAt) return false
        let unsubscribe = live?.unsubscribeToken
        if (live) await repo.renewPending(tx, live.id, record)
        else {
          const created = await repo.insert(tx, { email, ...record, unsubscribeToken: newToken() })
          // another sign-up of this address committed first: its e-mail is on its way
          if (!created) return false
          unsubscribe = created.unsubscribeToken
        }
        await enqueueForContact(
          tx,
          { email },
          confirmationMessage(publicUrl, locale, { confirm, unsubscribe: unsubscribe ?? '' }),
        )
        return true
      })
      if (queued) void outbox.kick()
    },

    /** Follows a confirmation link: 404 LINK_INVALID (unknown or used), 410 LINK_EXPIRED. */
    async confirm(token: string, caller: CallerInfo): Promise<{ email: string }> {
      await limiter.check(NEWSLETTER_LIMITS.link, caller.ip)
      const hash = hashOf(token)
      const email = await repo.confirm(db, hash)
      if (email) return { email }
      if (await repo.confirmTokenKnown(db, hash))
        throw new DomainError(410, 'LINK_EXPIRED', 'This link has expired')
      throw LINK_INVALID()
    },

    /**
     * Follows an unsubscribe link, by its page's button (`link`) or a mail program's one-click
     * post (`one-click`); the same answer again for one already used (the first time and way stay
     * in the record).
     */
    async unsubscribe(
      token: string,
      via: Extract<UnsubscribeVia, 'link' | 'one-click'>,
      caller: CallerInfo,
    ): Promise<{ email: string }> {
      await limiter.check(
        via === 'one-click' ? NEWSLETTER_LIMITS.oneClick : NEWSLETTER_LIMITS.link,
        caller.ip,
      )
      const email = await repo.unsubscribe(db, token, via)
      if (!email) throw LINK_INVALID()
      return { email }
    },

    /** Whether a member's address is on the list (their account page's toggle). */
    async memberStatus(email: string | null): Promise<MemberNewsletter> {
      if (!email) return { status: 'NO_EMAIL', email: null }
      const address = email.toLowerCase()
      const live = await repo.live(db, address)
      if (!live) return { status: 'NONE', email: address }
      return { status: live.confirmedAt ? 'CONSENTING' : 'PENDING', email: address }
    },

    /**
     * A member's toggle. On: the same double opt-in as every sign-up (ADR 063), from `account`, in
     * the account page's language; the confirmation e-mail goes to the account's address. Off: the
     * live subscription ends at once, `account` kept as how.
     */
    async memberToggle(
      member: { id: string; email: string | null },
      body: MemberNewsletterBody,
      caller: CallerInfo,
    ): Promise<MemberNewsletter> {
      if (!member.email)
        throw new DomainError(409, 'EMAIL_REQUIRED', 'The account has no e-mail address')
      await limiter.check(NEWSLETTER_LIMITS.account, member.id)
      if (body.subscribed)
        await this.signUp(
          { email: member.email, source: 'account', source_path: body.source_path },
          caller,
        )
      else await repo.unsubscribeEmail(db, member.email.toLowerCase(), 'account')
      return this.memberStatus(member.email)
    },

    async list(query: AdminNewsletterQuery) {
      const { rows, total } = await repo.list(db, query)
      return { rows: rows.map(subscriberOut), total, page: query.page, perPage: query.per_page }
    },

    /** Consenting subscribers only, as CSV (UTF-8 with BOM, so a spreadsheet reads Chinese). */
    async exportCsv(): Promise<string> {
      const lines: string[] = [NEWSLETTER_CSV_COLUMNS.join(',')]
      for (const row of await repo.consenting(db)) {
        const values: Record<(typeof NEWSLETTER_CSV_COLUMNS)[number], string | null> = {
          email: row.email,
          language: row.language,
          confirmed_at: row.confirmedAt?.toISOString() ?? null,
          signed_up_at: row.createdAt.toISOString(),
          consent_version: row.consentVersion,
          consent_text: row.consentText,
          source: row.source,
          source_path: row.sourcePath,
        }
        lines.push(NEWSLETTER_CSV_COLUMNS.map((c) => csvField(values[c])).join(','))
      }
      return `\uFEFF${lines.join('\r\n')}\r\n`
    },
  }
}
export type NewsletterService = ReturnType<typeof newsletterService>
