import { randomUUID } from 'node:crypto'
import {
  type AccountProfile,
  isLocale,
  type Locale,
  localePrefix,
  TOKEN_LIFETIME_SECONDS,
  type TokenResponse,
} from '@shop/contract'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import type { RateLimiter } from '#api/lib/rate-limit.ts'
import { randomSecret, sha256 } from '#api/lib/secrets.ts'
import type { OutboxDispatcher } from '../outbox/index.ts'
import { type Account, identityRepository as repo } from './repository.ts'

/** What the identity services need from the app. */
export type IdentityDeps = {
  db: Db
  limiter: RateLimiter
  outbox: OutboxDispatcher
  /** Public origin of the storefront, for links in messages (never taken from request headers). */
  publicUrl: string
}

/** Who is calling: their IP and the storefront language they use. */
export type CallerInfo = { ip: string; locale: Locale }

export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : 'en'
}

export const CODE_LIFETIME_MS = 15 * 60 * 1000
export const MAX_CODE_ATTEMPTS = 5
export const INVALID_CODE_MESSAGE = 'This verification code is invalid or has expired.'

/**
 * A fresh opaque access token and its refresh token, stored hashed, 1800 s from issue (spec §9).
 * A sign-in starts a new family; a refresh passes the family of the pair it replaces (ADR 019).
 */
export async function issueToken(
  db: Tx,
  accountId: string,
  familyId: string = randomUUID(),
): Promise<TokenResponse> {
  const token = randomSecret(32)
  const refreshToken = randomSecret(32)
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000)
  await repo.insertToken(db, {
    accountId,
    familyId,
    tokenHash: sha256(token),
    refreshHash: sha256(refreshToken),
    expiresAt,
  })
  return {
    token,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: TOKEN_LIFETIME_SECONDS,
    expires_at: expiresAt.toISOString(),
  }
}

/** A link to a storefront page in the account's language. */
export function storefrontLink(
  deps: IdentityDeps,
  locale: Locale,
  path: string,
  code: string,
): string {
  const url = new URL(`${localePrefix(locale)}${path}`, deps.publicUrl)
  url.searchParams.set('verification_code', code)
  return url.toString()
}

export function loginIdOf(account: Account): string {
  if (account.kind === 'TEMP') return account.id
  return account.email ?? `${account.areaCode ?? ''}${account.phone ?? ''}`
}

export function profileOf(account: Account): AccountProfile {
  return {
    _id: account.id,
    avatar: account.avatar,
    email: account.email ?? '',
    area_code: account.areaCode ?? '',
    phone: account.phone ?? '',
    gender: account.gender,
    country: account.country,
    username: account.username,
    is_verified: account.verifiedAt !== null,
  }
}

/** A phone number as one key: digits only ("+852 9123-4567" → "85291234567"). */
export function phoneDigits(value: string): string {
  return value.normalize('NFKC').replace(/\D/g, '')
}

/** An e-mail address as one key. */
export function emailKey(value: string): string {
  return value.trim().toLowerCase()
}

/** What a login id is counted under: `852…`, `+852…` and `852 9123-4567` are one key. */
export function loginKey(type: 'EMAIL' | 'PHONE', loginId: string): string {
  return type === 'EMAIL' ? `email:${emailKey(loginId)}` : `phone:${phoneDigits(loginId)}`
}

/** Area codes are stored as digits only ("+852" → "852"). */
export function normalizeAreaCode(value: string): string {
  return value.replace(/^\+/, '')
}
