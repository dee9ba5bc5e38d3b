import {
  type Cart,
  checkoutBody,
  type PaymentMethod,
  type WalletPaymentMethod,
  type Warehouse,
} from '@shop/contract'
import { type Locale, localePrefix, type MessageKey, pickText } from '@shop/contract/client'
import { Form } from 'react-router'
import { type CartOptions, cartSearch } from '#web/lib/cart-options.ts'
import {
  type CheckoutData,
  type CheckoutPrefill,
  checkoutFormBody,
} from '#web/lib/checkout-form.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { shownErrors, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import { countryName } from '../cart/cart-options-form.tsx'
import { ContactFieldset, Field, FormStatus } from '../form-field.tsx'
import { IdempotencyKeyField } from '../idempotency-key-field.tsx'
import { LocalizedLink } from '../localized-link.tsx'
import { PaymentMethodOption } from '../payment-method-option.tsx'
import { AddressFields } from './address-fields.tsx'
import { SavedAddressChoice } from './saved-address-choice.tsx'
import { SlotFields } from './slot-fields.tsx'
import { TermsField } from './terms-field.tsx'
import type { DeliveryChoice } from './use-delivery-choice.ts'

type Props = {
  cart: Cart
  options: CartOptions
  pickup: Warehouse | undefined
  checkout: CheckoutData
  result: FormResult | undefined
  locale: Locale
  /** The cart step's address (same choices, no `step`). */
  cartHref: string
  /** What the fields start with: the saved recipient, or the form as last posted. */
  values: CheckoutPrefill
  /** The delivery part as the shopper fills it (shared with the summary). */
  choice: DeliveryChoice
  /** Delivery in Hong Kong: structured address and slot (ADR 022). */
  home: boolean
}

const OFFLINE: { method: 'BANK_TRANSFER' | 'FPS' | 'PAYME'; label: MessageKey }[] = [
  { method: 'BANK_TRANSFER', label: 'checkout.methodBankTransfer' },
  { method: 'FPS', label: 'checkout.methodFps' },
  { method: 'PAYME', label: 'checkout.methodPayme' },
]

/** The e-wallets, paid on the provider's page like a card (ADR 070). */
const WALLET_LABELS: Record<WalletPaymentMethod, { label: MessageKey; hint: MessageKey }> = {
  ALIPAY_HK: { label: 'checkout.methodAlipayHk', hint: 'checkout.methodAlipayHkHint' },
  WECHAT_PAY_HK: { label: 'checkout.methodWechatPayHk', hint: 'checkout.methodWechatPayHkHint' },
}

const fieldset = 'space-y-4 rounded-md border border-stone-200 p-5 dark:border-stone-700'
const legend = 'px-1 text-lg font-semibold'

/**
 * The checkout step of the cart page (spec §4 Checkout, ADR 014): recipient, delivery (a Hong
 * Kong address and slot, ADR 022), payment and the terms in one plain POST form. The hidden
 * idempotency key makes a double submit place one order.
 */
export function CheckoutForm(props: Props) {
  const { cart, options, pickup, checkout, result, locale, cartHref, values, choice, home } = props
  const { t } = useTranslation()
  const placing = useIntentPending('checkout')
  const prefix = localePrefix(locale)
  const { onSubmit, clientErrors } = useValidatedSubmit(checkoutBody, (form) =>
    checkoutFormBody(form, { origin: window.location.origin, prefix }),
  )
  const errors = shownErrors(clientErrors, result)
  const selected = cart.cart_items.filter((item) => item.is_selected)
  const { cards, instructions } = checkout
  const defaultCard = cards.find((card) => card.is_default) ?? cards[0]
  const defaultMethod: PaymentMethod =
    (values.payment_method as PaymentMethod) || (defaultCard ? 'SAVED_CARD' : 'ONLINE')
  const delivery = options.method === 'DELIVERY'
  const cardLabel = (card: (typeof cards)[number]) =>
    t('checkout.savedCard', {
      brand: card.brand.toUpperCase(),
      last4: card.last4,
      month: String(card.exp_month).padStart(2, '0'),
      year: card.exp_year,
    })
  const radio = (method: PaymentMethod, label: string, hint?: string) => (
    <PaymentMethodOption
      key={method}
      method={method}
      label={label}
      hint={hint}
      checked={method === defaultMethod}
    />
  )
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-6"
      aria-label={t('checkout.title')}
      data-testid="checkout-form"
    >
      <FormStatus result={result && !result.ok ? result : undefined} />
      {checkout.kept && !result && (
        <p
          role="status"
          className="rounded bg-brand-50 p-3 text-sm dark:bg-stone-800"
          data-testid="checkout-kept"
        >
          {t('checkout.detailsKept')}
        </p>
      )}
      <input type="hidden" name="intent" value="checkout" />
      {checkout.owner && <input type="hidden" name="owner" value={checkout.owner} />}
      <IdempotencyKeyField value={checkout.idempotencyKey} />
      <input
        type="hidden"
        name="selected"
        value={selected.map((item) => item.product_variant_id).join(',')}
      />
      <input type="hidden" name="voucher" value={cart.is_voucher_applied ? options.voucher : ''} />
      <input type="hidden" name="country" value={options.country} />
      <input type="hidden" name="method" value={options.method} />
      <input type="hidden" name="warehouse" value={pickup?._id ?? ''} />

      <ContactFieldset
        legend={{ text: t('checkout.recipient'), className: legend, fieldsetClassName: fieldset }}
        texts="checkout"
        values={values}
        errors={errors}
        nameAutoComplete="shipping name"
        phoneFirst
      />

      <fieldset className={fieldset}>
        <legend className={legend}>{t('checkout.delivery')}</legend>
        <p data-testid="checkout-delivery">
          {delivery
            ? t('checkout.deliveryTo', { country: countryName(options.country, t) })
            : t('checkout.pickupAt', {
                place: pickup
                  ? `${pickText(pickup.name, locale)} — ${pickText(pickup.address, locale)}`
                  : '',
              })}{' '}
          <LocalizedLink to={cartHref} className="text-sm underline">
            {t('checkout.change')}
          </LocalizedLink>
        </p>
        {home && (
          <>
            {checkout.member && (
              <SavedAddressChoice
                addresses={checkout.addresses}
                chosen={checkout.chosenAddress}
                from={checkout.prefillFrom}
                locale={locale}
                hrefOf={(id) =>
                  `/shop/main/cart${cartSearch({ ...options, step: 'checkout' })}&address=${id}`
                }
              />
            )}
            <h3 className="font-semibold">{t('checkout.deliveryAddress')}</h3>
            <AddressFields
              choice={choice}
              values={values}
              errors={errors}
              locale={locale}
              feePerFloor={cart.carrying.fee_per_floor}
            />
            {checkout.member && (
              <div className="flex gap-3">
                <input
                  type="checkbox"
                  id="save_address"
                  name="save_address"
                  value="yes"
                  defaultChecked={values.save_address === 'yes'}
                  aria-describedby="save_address-hint"
                  className="mt-1 size-4 accent-brand-700"
                  data-testid="save-address"
                />
                <div>
                  <label htmlFor="save_address">{t('checkout.saveAddress')}</label>
                  <p id="save_address-hint" className="text-sm text-stone-600 dark:text-stone-300">
                    {t('checkout.saveAddressHint')}
                  </p>
                </div>
              </div>
            )}
            <SlotFields choice={choice} errors={errors} locale={locale} />
          </>
        )}
        {delivery && !home && (
          <Field
            name="address"
            maxLength={500}
            label={t('checkout.address')}
            defaultValue={values.address}
            autoComplete="shipping street-address"
            required
            error={errors.address}
          />
        )}
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('checkout.payment')}</legend>
        {checkout.testPayments && (
          <p
            role="note"
            data-testid="test-payments"
            className="rounded border border-amber-500 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            {t('checkout.testPayments')}
          </p>
        )}
        {radio('ONLINE', t('checkout.methodOnline'), t('checkout.methodOnlineHint'))}
        {checkout.wallets.map((wallet) => {
          const { label, hint } = WALLET_LABELS[wallet]
          return radio(wallet, t(label), t(hint))
        })}
        {defaultCard && (
          <div className="space-y-2">
            {radio('SAVED_CARD', t('checkout.methodSavedCard'))}
            <div className="ms-7">
              <label htmlFor="card_id" className="mb-1 block text-sm">
                {t('checkout.chooseCard')}
              </label>
              <select
                id="card_id"
                name="card_id"
                defaultValue={values.card_id || defaultCard._id}
                className="w-full rounded border border-stone-300 bg-transparent px-3 py-2 dark:border-stone-600"
              >
                {cards.map((card) => (
                  <option key={card._id} value={card._id}>
                    {cardLabel(card)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        {OFFLINE.map(({ method, label }) => {
          const howTo = instructions[method]
          return radio(method, t(label), howTo ? pickText(howTo, locale) : undefined)
        })}
        {errors.payment_method && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t(errors.payment_method)}
          </p>
        )}
      </fieldset>

      <TermsField checked={values.terms_accepted === 'yes'} error={errors.terms_accepted} />

      <button
        type="submit"
        disabled={placing}
        aria-busy={placing || undefined}
        className="rounded bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {placing ? t('checkout.placing') : t('checkout.placeOrder')}
      </button>
      <LocalizedLink to={cartHref} className="self-start text-sm underline">
        {t('checkout.backToCart')}
      </LocalizedLink>
    </Form>
  )
}
