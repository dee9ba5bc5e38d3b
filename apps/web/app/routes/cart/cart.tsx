import { MAIN_STORE_ID, MAX_LINE_QTY, type Warehouse, warehouseList } from '@shop/contract'
import { pickText } from '@shop/contract/client'
import { useActionData } from 'react-router'
import { CartLine } from '#web/components/cart/cart-line.tsx'
import { CART_OPTIONS_FORM, CartOptionsForm } from '#web/components/cart/cart-options-form.tsx'
import { CartSummary } from '#web/components/cart/cart-summary.tsx'
import { FreeDeliveryHint } from '#web/components/cart/free-delivery-hint.tsx'
import { CheckoutStep } from '#web/components/checkout/checkout-step.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { apiRequest } from '#web/lib/api.server.ts'
import { currentToken } from '#web/lib/auth.server.ts'
import { changeCart, loadCouriers, loadSelectedCart } from '#web/lib/cart.server.ts'
import { cartSearch, readCartOptions } from '#web/lib/cart-options.ts'
import {
  type CheckoutActionData,
  loadCheckout,
  placeOrder,
  refreshDelivery,
} from '#web/lib/checkout.server.ts'
import { text } from '#web/lib/forms.ts'
import { cartFreeDelivery } from '#web/lib/free-delivery.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { loadOrderList } from '#web/lib/orders.server.ts'
import { pageUrl } from '#web/lib/page-url.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { useResultToast } from '#web/lib/use-form-feedback.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/cart'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'pages.cart')

/** spec §4: pick-up locations are the store's warehouses marked as such. */
async function pickupPoints(context: Route.LoaderArgs['context']): Promise<Warehouse[]> {
  try {
    const list = await apiRequest(context, `/stores/${MAIN_STORE_ID}/warehouses/all`, warehouseList)
    return list.data.filter((w) => w.is_pickup_point)
  } catch {
    return []
  }
}

/** The cart priced for the choices in the address (see lib/cart-options.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const options = readCartOptions(pageUrl(request).searchParams)
  const pickups = options.method === 'PICKUP' ? await pickupPoints(context) : []
  const pickup = pickups.find((w) => w._id === options.warehouse) ?? pickups[0]
  const method = options.method === 'PICKUP' && !pickup ? 'DELIVERY' : options.method
  // issue 30: the couriers' free-delivery thresholds, asked for beside the priced cart
  const couriers =
    method === 'DELIVERY' && currentToken(context) ? loadCouriers(context, options.country) : null
  const cart = await loadSelectedCart(context, options.selected, {
    voucher_code: options.voucher || null,
    delivery_info: {
      country_code: options.country,
      method,
      warehouse_id: method === 'PICKUP' ? pickup?._id : null,
    },
  })
  const freeDelivery = couriers ? cartFreeDelivery(cart, await couriers) : null
  // spec §4 Checkout: a step of this page (ADR 014), offered once some line is selected
  const step = options.step === 'checkout' && cart.cart_items.some((i) => i.is_selected)
  const checkout = step
    ? await loadCheckout(context, {
        chosen: pageUrl(request).searchParams.get('address') ?? '',
        variantIds: cart.cart_items.filter((i) => i.is_selected).map((i) => i.product_variant_id),
      })
    : null
  const awaiting = cart.cart_items.length === 0 ? await awaitingPayment(context) : null
  return {
    cart,
    options: { ...options, method },
    pickups,
    pickup,
    checkout,
    awaiting,
    freeDelivery,
  }
}

/**
 * Issue 30: an empty cart after Back from the payment page: the lines are in an order still
 * waiting for its payment, which the page then names with a way to pay it.
 */
async function awaitingPayment(context: Route.LoaderArgs['context']) {
  if (!currentToken(context)) return null
  const orders = await loadOrderList(context, 1).catch(() => null)
  const order = orders?.data.find((o) => o.available_actions.includes('pay_again'))
  return order ? { id: order._id, reference: order.reference } : null
}

/** Quantity steps and remove, and placing the order (plain POST forms with an intent). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const intent = text(form, 'intent')
  // "show delivery dates and fees" posts the checkout form without placing it (no script)
  if (intent === 'checkout' && text(form, 'refresh') === 'delivery')
    return refreshDelivery(context, form)
  if (intent === 'checkout') return placeOrder(request, context, form)
  const qty = intent === 'increase' ? 1 : intent === 'decrease' ? -1 : -MAX_LINE_QTY
  return changeCart(
    request,
    context,
    { product_variant_id: text(form, 'product_variant_id'), qty },
    intent === 'remove' ? 'cart.removed' : 'cart.updated',
  )
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, options, pickups, pickup, checkout, awaiting, freeDelivery } = loaderData
  const { t } = useTranslation()
  const locale = useLocale()
  const result = useActionData<CheckoutActionData>()
  useResultToast(result?.refreshed ? undefined : result)
  return (
    <div className="container-shop py-8">
      <h1 className="mb-6 text-3xl font-semibold">
        {checkout ? t('checkout.title') : t('pages.cart')}
      </h1>
      {result && !result.ok && (
        <noscript>
          <p role="alert" className="mb-4 text-red-700">
            {t(result.error)}
          </p>
        </noscript>
      )}
      {checkout ? (
        <CheckoutStep
          // another saved address chosen: the fields start again from it
          key={checkout.chosenAddress}
          cart={cart}
          options={options}
          pickup={pickup}
          checkout={checkout}
          result={result}
          locale={locale}
          cartHref={`/shop/main/cart${cartSearch({ ...options, step: '' })}`}
        />
      ) : cart.cart_items.length === 0 ? (
        <div className="py-12 text-center" data-testid="cart-empty">
          <p className="text-lg">{t('cart.empty')}</p>
          {awaiting && (
            <p
              role="status"
              className="mx-auto mt-6 max-w-lg rounded border border-amber-500 p-4"
              data-testid="cart-awaiting-payment"
            >
              {t('cart.pendingOrder', { reference: awaiting.reference })}{' '}
              <LocalizedLink
                to={`/shop/main/order/${awaiting.id}`}
                className="font-medium text-brand-700 underline dark:text-brand-100"
              >
                {t('cart.pendingOrderLink')}
              </LocalizedLink>
            </p>
          )}
          <LocalizedLink
            to="/shop/main/product"
            className="mt-6 inline-block rounded bg-brand-700 px-5 py-3 text-white hover:bg-brand-900"
          >
            {t('cart.browse')}
          </LocalizedLink>
          {/* spec §8: a cart that failed to load reads as empty, with zero totals in HKD */}
          <div className="mx-auto mt-10 max-w-sm text-start">
            <CartSummary cart={cart} locale={locale} />
          </div>
        </div>
      ) : (
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            <ul className="divide-y divide-stone-200 dark:divide-stone-700">
              {cart.cart_items.map((item) => (
                <CartLine
                  key={`${item.product_variant_id}:${item.is_selected}`}
                  item={item}
                  locale={locale}
                />
              ))}
            </ul>
            {cart.gift_items.length > 0 && (
              <ul className="mt-4 text-sm text-stone-600 dark:text-stone-300">
                {cart.gift_items.map((gift) => (
                  <li key={gift.product_variant_id}>
                    {pickText(gift.rule_title, locale)}: {pickText(gift.product_title, locale)} ×{' '}
                    {gift.qty}
                  </li>
                ))}
              </ul>
            )}
            {cart.cart_items.every((item) => !item.is_selected) && (
              <p role="status" className="mt-4 text-sm">
                {t('cart.nothingSelected')}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-6">
            <CartOptionsForm cart={cart} options={options} pickups={pickups} locale={locale} />
            <CartSummary cart={cart} locale={locale} />
            <FreeDeliveryHint hint={freeDelivery} locale={locale} />
            {cart.cart_items.some((item) => item.is_selected) && (
              // joins the GET options form, so the checkout step keeps every choice
              <button
                type="submit"
                form={CART_OPTIONS_FORM}
                name="step"
                value="checkout"
                className="rounded bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-900"
              >
                {t('checkout.proceed')}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
