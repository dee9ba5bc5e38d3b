import {
  ADMIN_CUSTOMER_RECENT,
  type AdminCustomer,
  type AdminCustomerDetails,
  type adminCustomersQuery,
  isUuid,
} from '@shop/contract'
import type { z } from 'zod'
import { ConflictError, NotFoundError } from '#api/lib/errors.ts'
import type { IdentityDeps } from '../identity/index.ts'
import { type Account, identityRepository, sendVerificationLink } from '../identity/index.ts'
import { pointsLedger } from '../membership/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { customersRepository as repo } from './customers-repository.ts'

const notFound = () => new NotFoundError('No customer has this id', 'CUSTOMER_NOT_FOUND')

function customerJson(account: Account, orderCount: number): AdminCustomer {
  return {
    _id: account.id,
    username: account.username,
    email: account.email ?? '',
    area_code: account.areaCode ?? '',
    phone: account.phone ?? '',
    language: account.language,
    is_verified: account.verifiedAt !== null,
    disabled: account.disabledAt !== null,
    disabled_at: account.disabledAt?.toISOString() ?? null,
    created_at: account.createdAt.toISOString(),
    last_seen_at: account.lastSeenAt.toISOString(),
    order_count: orderCount,
  }
}

/** Customers in the back office: search, details, resend verification, disable (issue 15). */
export function adminCustomersService(deps: IdentityDeps) {
  const { db } = deps

  async function details(id: string): Promise<AdminCustomerDetails> {
    const row = isUuid(id) ? await repo.byId(db, id) : null
    if (!row) throw notFound()
    const [orders, ledger, balance, vouchers] = await Promise.all([
      repo.recentOrders(db, id, ADMIN_CUSTOMER_RECENT),
      repo.recentLedger(db, id, ADMIN_CUSTOMER_RECENT),
      pointsLedger.balance(db, id),
      repo.voucherUses(db, id, ADMIN_CUSTOMER_RECENT),
    ])
    return {
      ...customerJson(row.account, row.orderCount),
      gender: row.account.gender,
      country: row.account.country,
      orders: orders.map((o) => ({
        _id: o.id,
        reference: o.reference,
        status: o.status,
        payment_status: o.paymentStatus,
        payment_method: o.paymentMethod,
        total: o.total,
        created_at: o.createdAt.toISOString(),
      })),
      points: {
        balance,
        ledger: ledger.map((l) => ({
          _id: l.id,
          points: l.points,
          reason: l.reason,
          order_reference: l.orderReference,
          note: l.note,
          created_at: l.createdAt.toISOString(),
        })),
      },
      vouchers: vouchers.map((v) => ({
        code: v.code,
        title: v.title,
        order_reference: v.orderReference,
        used_at: v.usedAt.toISOString(),
      })),
    }
  }

  /** The account locked in `tx`, or 404 (unknown, or not a registered customer). */
  async function locked(tx: Parameters<typeof repo.lock>[0], id: string) {
    const account = isUuid(id) ? await repo.lock(tx, id) : null
    if (!account) throw notFound()
    return account
  }

  return {
    async list(query: z.output<typeof adminCustomersQuery>) {
      const { page, per_page: perPage } = query
      const { rows, total } = await repo.search(db, query.q, perPage, (page - 1) * perPage)
      return { rows: rows.map((r) => customerJson(r.account, r.orderCount)), total, page, perPage }
    },

    details,

    /**
     * Disables or enables the account. Disabling ends every session (all token families) in the
     * same transaction; the customer login then refuses it (ACCOUNT_DISABLED). Setting what is
     * already set changes nothing and writes no audit row.
     */
    async setDisabled(actor: StaffCaller, id: string, disabled: boolean) {
      await db.transaction(async (tx) => {
        const account = await locked(tx, id)
        const was = account.disabledAt !== null
        if (was === disabled) return
        await repo.setDisabledAt(tx, id, disabled ? new Date() : null)
        await recordAudit(tx, actor, {
          action: disabled ? 'customer.disabled' : 'customer.enabled',
          entityType: 'account',
          entityId: id,
          before: { disabled: was },
          after: { disabled },
        })
        if (disabled) await identityRepository.revokeAllTokens(tx, id)
      })
      return details(id)
    },

    /** A new verification link by e-mail (the previous one stops working), through the outbox. */
    async resendVerification(actor: StaffCaller, id: string): Promise<string> {
      const email = await db.transaction(async (tx) => {
        const account = await locked(tx, id)
        if (!account.email)
          throw new ConflictError('This customer has no e-mail address', 'NO_EMAIL')
        if (account.verifiedAt)
          throw new ConflictError('This e-mail address is already verified', 'ALREADY_VERIFIED')
        await sendVerificationLink(deps, tx, account, 'EMAIL')
        await recordAudit(tx, actor, {
          action: 'customer.verification_resent',
          entityType: 'account',
          entityId: id,
          before: { is_verified: false },
          after: { is_verified: false, sent_to: account.email },
        })
        return account.email
      })
      void deps.outbox.kick()
      return email
    },
  }
}
export type AdminCustomersService = ReturnType<typeof adminCustomersService>
