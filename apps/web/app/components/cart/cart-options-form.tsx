import type { Cart, Warehouse } from '@shop/contract'
import {
  type Locale,
  type MessageKey,
  pickText,
  SHOP_ERROR_MESSAGE_KEYS,
} from '@shop/contract/client'
import { Form, useSubmit } from 'react-router'
import { type CartOptions, DELIVERY_COUNTRIES } from '#web/lib/cart-options.ts'
import { type TFunction, useTranslation } from '#web/lib/i18n.tsx'

/** The GET form the line ticks join (`form=`), so every choice lands in the address. */
export const CART_OPTIONS_FORM = 'cart-options'

type Props = { cart: Cart; options: CartOptions; pickups: Warehouse[]; locale: Locale }

const field =
  'w-full rounded border border-stone-300 bg-transparent px-3 py-2 dark:border-stone-600'

/**
 * A delivery country's name from the page's catalogue: one source for the server and the
 * browser (Intl.DisplayNames differs between ICU versions: "Hong Kong SAR China" on the server,
 * "Hong Kong" in Chromium, a hydration mismatch). Unknown codes show as the code.
 */
export function countryName(code: string, t: TFunction) {
  const key = `countries.${code}` as MessageKey
  const name = t(key)
  return name === key ? code : name
}

/** spec §4 Cart: voucher code, delivery country (HK by default), method and pick-up location. */
export function CartOptionsForm({ cart, options, pickups, locale }: Props) {
  const { t } = useTranslation()
  const submit = useSubmit()
  const voucherProblem = cart.voucher_error
  const problemKey =
    voucherProblem && voucherProblem.code in SHOP_ERROR_MESSAGE_KEYS
      ? SHOP_ERROR_MESSAGE_KEYS[voucherProblem.code as keyof typeof SHOP_ERROR_MESSAGE_KEYS]
      : null
  const countries = DELIVERY_COUNTRIES.includes(options.country)
    ? DELIVERY_COUNTRIES
    : [options.country, ...DELIVERY_COUNTRIES]
  const resubmit = (event: React.ChangeEvent<HTMLSelectElement>) =>
    event.currentTarget.form && submit(event.currentTarget.form, { preventScrollReset: true })
  return (
    <Form
      id={CART_OPTIONS_FORM}
      method="get"
      preventScrollReset
      replace
      className="flex flex-col gap-4"
      aria-label={t('cart.options')}
    >
      {/* present even when every line is unticked, so "none" differs from "all" (the default) */}
      <input type="hidden" name="selected" value="" />
      <div>
        <label htmlFor="voucher" className="mb-1 block text-sm font-medium">
          {t('cart.voucher')}
        </label>
        <div className="flex gap-2">
          <input
            id="voucher"
            name="voucher"
            defaultValue={options.voucher}
            maxLength={40}
            autoComplete="off"
            aria-invalid={voucherProblem ? true : undefined}
            aria-describedby={voucherProblem ? 'voucher-problem' : undefined}
            className={field}
          />
          <button
            type="submit"
            className="shrink-0 rounded border border-brand-700 px-4 py-2 whitespace-nowrap text-brand-700 hover:bg-brand-100 dark:text-brand-100"
          >
            {t('cart.applyVoucher')}
          </button>
        </div>
        {voucherProblem && (
          <p
            id="voucher-problem"
            role="alert"
            className="mt-1 text-sm text-red-700 dark:text-red-400"
          >
            {problemKey ? t(problemKey) : voucherProblem.message}
          </p>
        )}
        {cart.is_voucher_applied && (
          <p role="status" className="mt-1 text-sm text-green-800 dark:text-green-300">
            {t('cart.voucherApplied', { code: options.voucher.toUpperCase() })}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="country" className="mb-1 block text-sm font-medium">
          {t('cart.country')}
        </label>
        <select
          id="country"
          name="country"
          defaultValue={options.country}
          onChange={resubmit}
          className={field}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code, t)}
            </option>
          ))}
        </select>
        {!cart.delivery.is_available && options.method === 'DELIVERY' && (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {t('shopErrors.deliveryUnavailable')}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="method" className="mb-1 block text-sm font-medium">
          {t('cart.method')}
        </label>
        <select
          id="method"
          name="method"
          defaultValue={options.method}
          onChange={resubmit}
          className={field}
        >
          <option value="DELIVERY">{t('cart.methodDelivery')}</option>
          <option value="PICKUP">{t('cart.methodPickup')}</option>
        </select>
      </div>
      {options.method === 'PICKUP' && pickups.length > 0 && (
        <div>
          <label htmlFor="warehouse" className="mb-1 block text-sm font-medium">
            {t('cart.pickupPoint')}
          </label>
          <select
            id="warehouse"
            name="warehouse"
            defaultValue={cart.delivery.warehouse_id ?? options.warehouse}
            onChange={resubmit}
            className={field}
          >
            {pickups.map((point) => (
              <option key={point._id} value={point._id}>
                {pickText(point.name, locale)} — {pickText(point.address, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className="self-start text-sm underline">
        {t('cart.update')}
      </button>
    </Form>
  )
}
