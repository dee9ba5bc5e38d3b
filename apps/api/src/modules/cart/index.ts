/** The cart module's door (ADR 067): what other modules may use of it. */

export { type Quote, quoteCart, shopError, variantTitle } from './quote.ts'
export { cartRepository, cartUnits } from './repository.ts'
export type { CartService } from './service.ts'
export { voucherRedemptionsRepository } from './voucher-redemptions.ts'
export { orderContact, voucherAttemptBlocked, voucherRateLimited } from './vouchers.ts'
