/**
 * The browser-safe part of the contract: no zod, so route modules that only need constants,
 * locales, catalogue lookup, money arithmetic and types stay small. Server code and forms import the
 * full index.
 */

export type {
  AdminCustomer,
  AdminCustomerDetails,
  AdminCustomerList,
  AdminEnquiry,
  AdminEnquiryDetails,
  AdminEnquiryList,
  AdminModerationItem,
  AdminModerationList,
} from './admin-people.ts'
export * from './admin-people-constants.ts'
export type {
  AdminBooking,
  AdminBookingList,
  AdminClosure,
  AdminStudio,
  AdminStudioHoursBody,
} from './admin-studio.ts'
export type {
  Configuration,
  FooterConfiguration,
  MenuItem,
  ResponseMessages,
  SiteMetadata,
  SortingList,
} from './configuration.ts'
export * from './constants.ts'
export type {
  ContentPage,
  PostCategory,
  PostDetails,
  PostReview,
  PostSummary,
} from './content.ts'
export type { DeliverySlots, HkAddress, OrderDeliverySlot } from './delivery.ts'
export * from './free-delivery.ts'
export * from './hk-delivery.ts'
export * from './hk-districts.ts'
export * from './hk-holidays.ts'
export * from './hk-time.ts'
export * from './i18n/translate-from.ts'
export * from './ids.ts'
export * from './locales.ts'
export * from './localized.ts'
export type {
  BalanceEntry,
  MembershipBalance,
  MembershipStatus,
  MembershipTransactions,
  PointsTransaction,
  RedeemedVoucher,
  RedeemedVouchers,
  RedeemVoucherResponse,
  VoucherOffer,
  VoucherOffers,
} from './membership.ts'
export * from './membership-rules.ts'
export * from './money.ts'
export * from './newsletter-constants.ts'
export * from './order-links.ts'
export * from './phone.ts'
export * from './shop-errors.ts'
export * from './slug.ts'
export * from './staff-roles.ts'
