/** Error codes of the shop calls and the catalogue key the web shows for each (spec §8). */
export const SHOP_ERROR_MESSAGE_KEYS = {
  OUT_OF_STOCK: 'shopErrors.outOfStock',
  VARIANT_NOT_FOUND: 'shopErrors.variantNotFound',
  CART_ITEM_NOT_FOUND: 'shopErrors.cartItemNotFound',
  NOT_PURCHASABLE: 'shopErrors.notPurchasable',
  POINTS_NOT_ACCEPTED: 'shopErrors.pointsNotAccepted',
  VOUCHER_INVALID: 'shopErrors.voucherInvalid',
  VOUCHER_MIN_SPEND: 'shopErrors.voucherMinSpend',
  VOUCHER_NOT_STARTED: 'shopErrors.voucherNotStarted',
  VOUCHER_EXPIRED: 'shopErrors.voucherExpired',
  VOUCHER_USED_UP: 'shopErrors.voucherUsedUp',
  VOUCHER_PERSON_LIMIT: 'shopErrors.voucherPersonLimit',
  VOUCHER_FIRST_ORDER: 'shopErrors.voucherFirstOrder',
  NOT_ENOUGH_POINTS: 'shopErrors.notEnoughPoints',
  DELIVERY_UNAVAILABLE: 'shopErrors.deliveryUnavailable',
  PICKUP_LOCATION_NOT_FOUND: 'shopErrors.pickupLocationNotFound',
  COURIER_NOT_FOUND: 'shopErrors.courierNotFound',
  NOTHING_SELECTED: 'shopErrors.nothingSelected',
  CARD_NOT_FOUND: 'shopErrors.cardNotFound',
  PAYMENT_METHOD_UNAVAILABLE: 'shopErrors.paymentMethodUnavailable',
  IDEMPOTENCY_KEY_REUSED: 'shopErrors.idempotencyKeyReused',
  ORDER_CONFLICT: 'shopErrors.orderConflict',
  REDIRECT_NOT_ALLOWED: 'shopErrors.redirectNotAllowed',
  WISHLIST_ADD_FAIL: 'shopErrors.wishlistAddFail',
  DELIVERY_SLOT_UNAVAILABLE: 'shopErrors.deliverySlotUnavailable',
  VARIANT_IN_STOCK: 'shopErrors.variantInStock',
} as const
export type ShopErrorCode = keyof typeof SHOP_ERROR_MESSAGE_KEYS

/** Error codes of the consultation calls (issue 17) and the catalogue key the web shows for each. */
export const BOOKING_ERROR_MESSAGE_KEYS = {
  SLOT_UNAVAILABLE: 'booking.errors.slotUnavailable',
  CHANGE_WINDOW_CLOSED: 'booking.errors.windowClosed',
  BOOKING_NOT_CHANGEABLE: 'booking.errors.notChangeable',
  SHOWROOM_REQUIRED: 'booking.errors.showroomRequired',
  DISTRICT_REQUIRED: 'booking.errors.districtRequired',
  CONSULTATION_NOT_FOUND: 'booking.errors.notFound',
  BOOKING_NOT_FOUND: 'booking.errors.bookingNotFound',
} as const
