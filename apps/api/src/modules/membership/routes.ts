import {
  adminCustomerMembership,
  adminCustomerParams,
  adminPointsAdjustmentBody,
  errorEnvelope,
  isUuid,
  membershipBalance,
  membershipStatus,
  membershipTransactions,
  membershipTransactionsQuery,
} from '@shop/contract'

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '#api/db/client.ts'
import { NotFoundError } from '#api/lib/errors.ts'
import { pagedResult } from '#api/lib/paging.ts'
import type { AuthService } from '../identity/index.ts'
import { requireRegistered } from '../identity/index.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { backOfficeRoute, recordAudit, requireStaff } from '../staff/index.ts'
import { membershipRepository } from './repository.ts'
import type { MembershipService } from './service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope }
const security = [{ bearerAuth: [] }]
const tags = ['Profile']

/** spec §7 Profile: `GET /profiles/membership/status`, `/balance`, `/transactions` (own only). */
export const membershipRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  membership: MembershipService
}> = async (app, { auth, membership }) => {
  app.get(
    '/profiles/membership/status',
    {
      schema: {
        tags,
        security,
        summary: 'Tier, qualifying spend over the rolling window, the next tier and spend to it',
        response: { 200: membershipStatus, ...errors },
      },
    },
    async (request) => membership.status((await requireRegistered(request, auth)).account.id),
  )
  app.get(
    '/profiles/membership/balance',
    {
      schema: {
        tags,
        security,
        summary:
          'Available points by expiry date and pending points by the day they turn available',
        response: { 200: membershipBalance, ...errors },
      },
    },
    async (request) => membership.balance((await requireRegistered(request, auth)).account.id),
  )
  app.get(
    '/profiles/membership/transactions',
    {
      schema: {
        tags,
        security,
        summary: 'The points ledger, newest first',
        querystring: membershipTransactionsQuery,
        response: { 200: membershipTransactions, ...errors },
      },
    },
    async (request) => {
      const { account } = await requireRegistered(request, auth)
      const { page, per_page: perPage } = request.query
      const { data, total } = await membership.transactions(account.id, page, perPage)
      return pagedResult(request, data, { page, perPage, total })
    },
  )
}

const customerNotFound = () => new NotFoundError('No customer has this id', 'CUSTOMER_NOT_FOUND')

/** A customer's membership in the back office: customers.view to look, membership.adjust to change. */
export const adminMembershipRoutes: FastifyPluginAsyncZod<{
  db: Db
  staffAuth: StaffAuthService
  membership: MembershipService
}> = async (app, { db, staffAuth, membership }) => {
  const adminErrors = { ...errors, 404: errorEnvelope }

  async function registered(id: string) {
    const account = isUuid(id) ? await membershipRepository.account(db, id) : undefined
    if (account?.kind !== 'REGISTERED') throw customerNotFound()
    return account.id
  }

  async function view(
    accountId: string,
    page: number,
    perPage: number,
    url: Parameters<typeof pagedResult>[0],
  ) {
    const [status, balance, transactions] = [
      await membership.status(accountId),
      await membership.balance(accountId),
      await membership.transactions(accountId, page, perPage),
    ]
    return {
      status,
      balance,
      transactions: pagedResult(url, transactions.data, {
        page,
        perPage,
        total: transactions.total,
      }),
    }
  }

  app.get(
    '/admin/customers/:id/membership',
    {
      schema: {
        ...backOfficeRoute,
        summary: "A customer's tier, points balance and ledger",
        params: adminCustomerParams,
        querystring: membershipTransactionsQuery,
        response: { 200: adminCustomerMembership, ...adminErrors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'customers.view')
      const accountId = await registered(request.params.id)
      return view(accountId, request.query.page, request.query.per_page, request)
    },
  )

  app.post(
    '/admin/customers/:id/points',
    {
      schema: {
        ...backOfficeRoute,
        summary: "Add or take a customer's points with a reason (audited; never below zero)",
        params: adminCustomerParams,
        body: adminPointsAdjustmentBody,
        response: { 200: adminCustomerMembership, ...adminErrors, 422: errorEnvelope },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'membership.adjust')
      const accountId = await registered(request.params.id)
      const { points, reason } = request.body
      await db.transaction(async (tx) => {
        const change = await membership.adjust(tx, accountId, points, reason, actor.id)
        await recordAudit(tx, actor, {
          action: 'membership.points_adjusted',
          entityType: 'account',
          entityId: accountId,
          before: { available_points: change.before },
          after: { available_points: change.after, adjustment: points },
          note: reason,
        })
      })
      return view(accountId, 1, 10, request)
    },
  )
}
