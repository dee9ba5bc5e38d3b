import type { CartItem } from '@shop/contract'
import { compareMoney, formatMoney, type Locale, pickText } from '@shop/contract/client'
import { Form, useNavigation, useSubmit } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import { CART_OPTIONS_FORM } from './cart-options-form.tsx'

type Props = { item: CartItem; locale: Locale }

const stepButton =
  'size-9 rounded border border-stone-300 disabled:opacity-40 dark:border-stone-600 hover:bg-stone-100 dark:hover:bg-stone-800'

/**
 * One cart line (spec §3 Cart item): picture, title, variant, unit price (sale struck through),
 * quantity steps and remove as plain POST forms, and the tick that puts it in the totals.
 */
export function CartLine({ item, locale }: Props) {
  const { t } = useTranslation()
  const submit = useSubmit()
  const busy = useNavigation().state === 'submitting'
  const title = pickText(item.product_title, locale)
  const variant = pickText(item.product_variant_title, locale)
  const unit = item.discounted_price_per_unit
  const original = item.original_price_per_unit
  const step = (
    intent: 'increase' | 'decrease',
    label: string,
    sign: string,
    disabled: boolean,
  ) => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="product_variant_id" value={item.product_variant_id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={label}
        disabled={disabled || busy}
        className={stepButton}
      >
        {sign}
      </button>
    </Form>
  )
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <input
        type="checkbox"
        name="selected"
        value={item.product_variant_id}
        form={CART_OPTIONS_FORM}
        defaultChecked={item.is_selected}
        aria-label={t('cart.select', { title })}
        onChange={(event) => event.currentTarget.form && submit(event.currentTarget.form)}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <div className="size-24 shrink-0 overflow-hidden rounded bg-stone-100 dark:bg-stone-800">
        {item.image && (
          <img
            src={`${item.image}?width=160`}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap justify-between gap-2">
          <div>
            <h2 className="font-semibold">{title}</h2>
            {variant && (
              <p dir="auto" className="text-sm text-stone-600 dark:text-stone-300">
                {variant}
              </p>
            )}
            {!item.is_available && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {t('cart.unavailable')}
              </p>
            )}
          </div>
          <p className="text-end">
            <span className="sr-only">{t('cart.unitPrice')}: </span>
            <span dir="ltr" className="font-medium">
              {formatMoney(unit, locale)}
            </span>
            {compareMoney(original, unit) > 0 && (
              <>
                <span className="sr-only">
                  {t('cart.was', { price: formatMoney(original, locale) })}
                </span>
                <s
                  aria-hidden
                  dir="ltr"
                  className="ms-2 text-sm text-stone-500 dark:text-stone-400"
                >
                  {formatMoney(original, locale)}
                </s>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            {step('decrease', t('cart.decrease', { title }), '−', false)}
            <output
              aria-label={t('cart.quantityOf', { title })}
              data-testid="line-qty"
              className="min-w-8 text-center"
            >
              {item.qty}
            </output>
            {step('increase', t('cart.increase', { title }), '+', item.qty >= item.stock)}
            <Form method="post" preventScrollReset className="ms-2">
              <input type="hidden" name="product_variant_id" value={item.product_variant_id} />
              <button
                type="submit"
                name="intent"
                value="remove"
                aria-label={t('cart.remove', { title })}
                disabled={busy}
                className="text-sm underline hover:text-brand-700"
              >
                {t('cart.removeShort')}
              </button>
            </Form>
          </div>
          <p className="font-semibold">
            <span className="sr-only">{t('cart.lineTotal')}: </span>
            <bdi dir="ltr">{formatMoney(item.subtotal_price, locale)}</bdi>
          </p>
        </div>
      </div>
    </li>
  )
}
