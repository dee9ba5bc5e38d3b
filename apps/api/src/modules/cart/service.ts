import type { addToCartBody, Cart, Courier, cartBody, ProductSummary } from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { NotFoundError } from '#api/lib/errors.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import type { RateLimiter } from '#api/lib/rate-limit.ts'
import { sha256 } from '#api/lib/secrets.ts'
import type { CatalogService, PageOf } from '../catalog/index.ts'
import { catalogRepository, storeNotFound } from '../catalog/index.ts'
import { pleaseSignIn } from '../identity/index.ts'
import { membershipService } from '../membership/index.ts'
import { quoteCart, shopError, termsCountry } from './quote.ts'
import { cartRepository as repo } from './repository.ts'
import { accountContact, voucherAttemptBlocked } from './vouchers.ts'

export type ShopDeps = { db: Db; limiter: RateLimiter; catalog: CatalogService }
type CartRequest = z.output<typeof cartBody>
type AddRequest = z.output<typeof addToCartBody>

export const variantNotFound = () =>
  new NotFoundError('This item is no longer available', 'VARIANT_NOT_FOUND')

/** The cart of a shopper (registered or temporary guest) in one store (spec §7 Shop). */
export function cartService({ db, limiter, catalog }: ShopDeps) {
  const stores = catalogRepository(db)
  const members = membershipService(db)
  async function requireStore(storeId: string) {
    if (!(await stores.locate(storeId)).store) throw storeNotFound()
  }

  return {
    requireStore,

    /**
     * The priced cart of the token's caller. The caller is read in the statement that reads the
     * lines and their terms (ADR 072): a guest's cart is one statement.
     */
    async view(token: string, storeId: string, body: CartRequest, ip: string): Promise<Cart> {
      const now = new Date()
      const read = await repo.linesAndTermsOfToken(
        db,
        sha256(token),
        storeId,
        termsCountry(body.delivery_info),
        now,
      )
      if (!read) throw pleaseSignIn()
      const account = read.caller
      await requireStore(storeId)
      // voucher codes are guessable: every lookup counts, as it does at checkout
      const voucherBlocked = body.voucher_code?.trim()
        ? await voucherAttemptBlocked(limiter, account.id, ip)
        : false
      const quote = await quoteCart(db, account.id, storeId, {
        read: { ...read, now },
        variantIds: body.select_all ? 'all' : body.checkout_product_variant_ids,
        voucherCode: body.voucher_code,
        delivery: body.delivery_info,
        voucherBlocked,
        person: accountContact(account),
        stairsFloors: body.stairs_floors,
        holdsPoints: account.kind === 'REGISTERED',
      })
      // a member sees what the order will earn (issue 16); guests earn nothing
      const pointsToEarn = await members.pointsToEarn(account, quote.priced.spend)
      return { ...quote.cart, points_to_earn: pointsToEarn, wishlist_total: account.wishlistTotal }
    },

    /**
     * qty is added to the line: negative reduces, reaching 0 removes; never beyond stock. Raising
     * a line checks stock; lowering is always allowed (stock may have dropped). A refused change
     * writes nothing. One statement reads the token's caller and the variant and changes the line
     * (ADR 072); the refusals then say why. The store is looked up only to tell a missing store
     * from a missing item.
     */
    async add(token: string, storeId: string, body: AddRequest) {
      const variantId = body.product_variant_id
      const change = await repo.changeLineOfToken(
        db,
        { tokenHash: sha256(token), storeId, variantId },
        body.qty,
        body.use_points,
      )
      if (!change.accountId) throw pleaseSignIn()
      const { variant, line } = change
      if (!variant || variant.storeId !== storeId || variant.productStatus !== 'ACTIVE') {
        await requireStore(storeId)
        throw variantNotFound()
      }
      if (variant.productKind !== 'goods')
        throw shopError(400, 'NOT_PURCHASABLE', 'This item cannot be bought online')
      if (body.use_points && variant.pointsPrice === null)
        throw shopError(400, 'POINTS_NOT_ACCEPTED', 'This item cannot be paid with points')
      if (!line && body.qty < 0)
        throw new NotFoundError('This item is not in your cart', 'CART_ITEM_NOT_FOUND')
      if (!line)
        throw shopError(409, 'OUT_OF_STOCK', 'Sorry, there is not enough stock for this item')
      return { product_variant_id: variantId, qty: line.qty, total_qty: line.total }
    },

    /**
     * The header badge's count (issue 31): one sum, no pricing, in the statement that reads the
     * token's caller (ADR 072).
     */
    async count(token: string, storeId: string) {
      const units = await repo.countOfToken(db, sha256(token), storeId)
      if (units === null) throw pleaseSignIn()
      await requireStore(storeId)
      return { total_qty: units }
    },

    async clear(accountId: string, storeId: string) {
      await requireStore(storeId)
      await repo.removeLines(db, accountId, storeId)
      return { total_qty: 0 as const }
    },

    async couriers(storeId: string, countryCode: string): Promise<Courier[]> {
      await requireStore(storeId)
      const rows = await repo.couriers(db, storeId, countryCode)
      return rows.map((c) => ({
        _id: c.id,
        code: c.code,
        country_code: c.countryCode,
        name: c.name,
        fee: fromCents(toCents(c.fee)),
        free_threshold: c.freeThreshold === null ? null : fromCents(toCents(c.freeThreshold)),
        estimated_days: c.estimatedDays,
      }))
    },

    async related(
      accountId: string,
      storeId: string,
      paging: { page: number; perPage: number },
    ): Promise<PageOf<ProductSummary>> {
      const lines = await repo.lines(db, accountId, storeId)
      const productIds = [...new Set(lines.map((l) => l.productId))]
      return catalog.relatedToProducts(storeId, productIds, paging)
    },
  }
}
export type CartService = ReturnType<typeof cartService>
