/**
 * Back-office texts of a customer's membership (issue 16), English; `membership.zh.ts` has the
 * same keys. Messages an action answers are named `admin.membership.…`.
 */
export const membershipEn = {
  title: 'Membership',
  tier: 'Tier',
  qualifyingSpend: 'Qualifying spend',
  spendWindow: '{{amount}} in the last {{months}} months',
  nextTier: 'Next tier',
  toNextTier: '{{amount}} more to {{tier}}',
  topTier: 'Top tier',
  memberSince: 'Member since',
  available: 'Available points',
  pending: 'Pending points',
  byExpiry: 'Points by expiry date',
  expiresOn: '{{points}} points expire on {{date}}',
  neverExpire: '{{points}} points without expiry',
  availableOn: '{{points}} points become available on {{date}}',
  noPoints: 'No points held.',
  transactions: 'Points history',
  noTransactions: 'No points moved yet.',
  pendingUntil: 'pending until {{date}}',
  shortfall: '{{points}} could not be taken back (already spent)',
  reasons: {
    EARNED: 'Earned',
    ORDER_DEBIT: 'Spent at checkout',
    ORDER_RELEASE: 'Given back (order released)',
    ORDER_REFUND: 'Given back (refund)',
    VOUCHER_REDEEM: 'Spent on vouchers',
    REVERSED: 'Taken back (refund)',
    EXPIRED: 'Expired',
    ADJUSTMENT: 'Adjusted by staff',
  },
  adjust: {
    title: 'Adjust points',
    points: 'Points',
    pointsHint: 'A positive number adds points, a negative one takes them (e.g. -200)',
    reason: 'Reason',
    reasonHint: 'Kept in the audit log and shown in the points history',
    submit: 'Adjust points',
    submitting: 'Adjusting…',
    done: '{{points}} points adjusted. Available now: {{available}}.',
  },
  errors: {
    notEnoughPoints: 'The customer does not have that many available points to take',
    pointsNotZero: 'Enter a whole number of points other than 0',
  },
}
