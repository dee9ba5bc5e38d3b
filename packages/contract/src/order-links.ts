/** Private order links (issue 14): shared by the API, its e-mails and the storefront. */

/** How long a private order link opens its order. */
export const ORDER_LINK_TTL_DAYS = 60
/** The request header that carries a private order link's token to the API. */
export const ORDER_LINK_HEADER = 'x-order-link'
/** A link token: 32 random bytes, base64url. Anything else is refused before a lookup. */
export const ORDER_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The storefront page a private order link opens (e-mails and the success page). */
export function orderAccessPath(prefix: string, orderId: string, token: string): string {
  return `${prefix}/shop/main/order/${orderId}/access/${token}`
}
