import {
  membershipBalance,
  membershipStatus,
  membershipTransactions,
  type RedeemedVoucherStatus,
  redeemedVouchers,
} from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import { apiRequest } from './api.server.ts'

type Context = Readonly<RouterContextProvider>

/** Transactions shown per page of the membership page. */
const HISTORY_PER_PAGE = 10
/** Redeemed vouchers per page of "My vouchers". */
const MY_VOUCHERS_PER_PAGE = 10

/** A `?page=` of an account list: a whole number from 1. */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
}

/** spec §7 Profile membership: tier, balance (a list) and one page of the ledger, together. */
export async function loadMembership(context: Context, page: number) {
  const [status, balance, history] = await Promise.all([
    apiRequest(context, '/profiles/membership/status', membershipStatus),
    apiRequest(context, '/profiles/membership/balance', membershipBalance),
    apiRequest(
      context,
      `/profiles/membership/transactions?page=${page}&per_page=${HISTORY_PER_PAGE}`,
      membershipTransactions,
    ),
  ])
  return { status, balance, history, perPage: HISTORY_PER_PAGE }
}

/** spec §7 Redeemed vouchers: the member's codes of one status, one page. */
export async function loadMyVouchers(
  context: Context,
  status: RedeemedVoucherStatus,
  page: number,
) {
  const list = await apiRequest(
    context,
    `/redeemed-vouchers/all?status=${status}&page=${page}&per_page=${MY_VOUCHERS_PER_PAGE}`,
    redeemedVouchers,
  )
  return { status, list, perPage: MY_VOUCHERS_PER_PAGE }
}
