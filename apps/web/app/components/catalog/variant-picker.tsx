import type { ProductDetails } from '@shop/contract'
import { type Locale, pickText } from '@shop/contract/client'
import { useId, useState } from 'react'
import { Form } from 'react-router'
import { deliveryText } from '#web/lib/delivery.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import {
  coloursOf,
  isSoldOut,
  resolveVariant,
  type Selection,
  sizeKey,
  sizesOf,
  soldOutOption,
} from '#web/lib/variants.ts'
import { TruckIcon } from '../icons.tsx'
import { EarnPoints } from '../membership/earn-points.tsx'
import { AddToCartForm } from './add-to-cart-form.tsx'
import { Price } from './price.tsx'
import { StockAlertForm } from './stock-alert-form.tsx'
import { StockBar } from './stock-bar.tsx'

type Props = {
  product: ProductDetails
  selection: Selection
  onSelect(selection: Selection): void
  locale: Locale
  /** Where the choice (GET, without script) and the posts go: the product page. */
  action: string
  /** The posts go to `action` from another page (the quick view); else to the page itself. */
  remote?: boolean
  /** The signed-in shopper's e-mail, offered in the back-in-stock form. */
  email?: string | null
}

/**
 * Size and colour pickers that resolve the variant (spec §2), its price, stock, delivery and a
 * quantity box bounded by stock. Sold-out options say so and stay selectable: choosing one shows
 * the back-in-stock form instead of quantity and "Add to cart". A GET form: without script "Show
 * this option" reloads the page with the choice in the URL; with script the choice applies at
 * once (the page holds it, so the gallery follows the colour).
 */
export function VariantPicker({
  product,
  selection,
  onSelect,
  locale,
  action,
  remote = false,
  email,
}: Props) {
  const { t } = useTranslation()
  const ids = useId()
  const [quantity, setQuantity] = useState(1)
  const sizes = sizesOf(product.variants)
  const colours = coloursOf(product.variants)
  const variant = resolveVariant(product.variants, selection)
  const stock = variant?.stock ?? 0
  const goods = product.kind === 'goods'
  const soldOut = goods && isSoldOut(variant)
  const delivery = deliveryText(product)
  const choose = (next: Selection) => {
    // keep the colour if the new size has it, else take the first colour the size comes in
    const exact = resolveVariant(product.variants, next, true)
    const fallback = resolveVariant(product.variants, { size: next.size, colour: undefined })
    const chosen = exact ?? fallback
    onSelect({
      size: chosen?.size ? sizeKey(chosen.size) : next.size,
      colour: chosen?.colour?.slug ?? next.colour,
    })
    setQuantity(1)
  }
  const available = (colour: string) =>
    resolveVariant(product.variants, { size: selection.size, colour }, true) !== undefined
  const soldOutMark = (option: Partial<Selection>) =>
    goods && soldOutOption(product.variants, selection, option)
  const bounded = (n: number) =>
    Math.max(1, Math.min(Number.isFinite(n) ? n : 1, Math.max(stock, 1)))
  const formId = `${ids}-add-to-cart`
  return (
    <div className="flex flex-col gap-5" data-testid="variant-picker">
      {variant && (
        <>
          <Price
            price={variant.sale_price ?? variant.price}
            original={variant.price}
            points={variant.points_price}
            locale={locale}
            className="text-2xl"
          />
          <EarnPoints price={variant.sale_price ?? variant.price} />
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {t('catalog.sku', { sku: variant.sku })}
          </p>
          {/* a sold-out choice says so below, with the back-in-stock form */}
          {goods && !soldOut && <StockBar stock={stock} />}
          {goods && !soldOut && delivery && (
            <p className="flex items-center gap-2 text-sm" data-testid="delivery">
              <TruckIcon
                width={20}
                height={20}
                className="shrink-0 text-brand-700 dark:text-brand-300"
              />
              {t(delivery.key, delivery.values)}
            </p>
          )}
        </>
      )}
      <Form method="get" action={action} preventScrollReset replace className="flex flex-col gap-5">
        {sizes.length > 1 && (
          <fieldset>
            <legend className="mb-2 font-semibold">
              {/* a consultation's variants are its formats (issue 17), not sizes */}
              {product.variants.some((v) => v.consultation_format)
                ? t('catalog.format')
                : t('catalog.size')}
            </legend>
            <div className="flex flex-wrap gap-2">
              {sizes.map((size) => {
                const key = sizeKey(size)
                const gone = soldOutMark({ size: key })
                return (
                  <label
                    key={key}
                    className={`cursor-pointer rounded border px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${gone ? 'border-dashed border-stone-400 text-stone-600 dark:text-stone-400' : 'border-stone-300 dark:border-stone-600'}`}
                  >
                    <input
                      type="radio"
                      name="size"
                      value={key}
                      checked={selection.size === key}
                      onChange={() => choose({ ...selection, size: key })}
                      className="sr-only"
                    />
                    {/* a Latin size in a right-to-left page keeps its order: "3-seater · W215 cm" */}
                    <bdi>{pickText(size, locale)}</bdi>
                    {gone && (
                      <span className="ms-1.5 text-xs whitespace-nowrap">
                        · {t('productPage.soldOut')}
                      </span>
                    )}
                  </label>
                )
              })}
            </div>
          </fieldset>
        )}
        {colours.length > 0 && (
          <fieldset>
            <legend className="mb-2 font-semibold">
              {t('catalog.colour')}
              {variant?.colour && (
                <span className="ms-2 font-normal">
                  {pickText(variant.colour.name, locale)}
                  {soldOut && ` · ${t('productPage.soldOut')}`}
                </span>
              )}
            </legend>
            <div className="flex flex-wrap gap-3">
              {colours.map((colour) => {
                const name = pickText(colour.name, locale)
                const gone = soldOutMark({ colour: colour.slug })
                return (
                  <label
                    key={colour._id}
                    title={gone ? t('productPage.soldOutOption', { option: name }) : name}
                    className="relative flex w-12 cursor-pointer flex-col items-center gap-1 has-disabled:cursor-not-allowed has-disabled:opacity-30"
                  >
                    <input
                      type="radio"
                      name="colour"
                      value={colour.slug}
                      checked={selection.colour === colour.slug}
                      disabled={!available(colour.slug)}
                      onChange={() => choose({ ...selection, colour: colour.slug })}
                      className="peer sr-only"
                    />
                    <span
                      aria-hidden
                      className="relative block size-8 overflow-hidden rounded-full border border-stone-300 ring-brand-700 ring-offset-2 peer-checked:ring-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-600 dark:border-stone-600 dark:ring-offset-stone-900"
                      style={{ backgroundColor: colour.hex }}
                    >
                      {gone && (
                        <span className="absolute inset-x-[-4px] top-1/2 h-0.5 -rotate-45 bg-white/90 shadow-[0_0_0_1px_rgb(0_0_0/0.35)]" />
                      )}
                    </span>
                    {gone && (
                      <span
                        aria-hidden
                        className="text-[11px] leading-tight whitespace-nowrap text-stone-600 dark:text-stone-400"
                      >
                        {t('productPage.soldOut')}
                      </span>
                    )}
                    <span className="sr-only">
                      {gone ? t('productPage.soldOutOption', { option: name }) : name}
                    </span>
                  </label>
                )
              })}
            </div>
          </fieldset>
        )}
        <noscript>
          <button type="submit" className="rounded border border-stone-400 px-3 py-1.5 text-sm">
            {t('catalog.updateSelection')}
          </button>
        </noscript>
      </Form>
      {!variant && <p role="alert">{t('catalog.unavailable')}</p>}
      {variant && soldOut && (
        <StockAlertForm
          key={variant._id}
          variantId={variant._id}
          othersInStock={product.variants.some((v) => v.stock > 0)}
          action={remote ? action : undefined}
          email={email}
        />
      )}
      {goods && variant && stock > 0 && (
        <div>
          <label htmlFor={`${ids}-quantity`} className="mb-2 block font-semibold">
            {t('catalog.quantity')}
          </label>
          <div className="inline-flex items-center rounded border border-stone-300 dark:border-stone-600">
            <button
              type="button"
              className="px-3 py-2 disabled:opacity-40"
              aria-label={t('catalog.decrease')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => bounded(q - 1))}
            >
              −
            </button>
            <input
              id={`${ids}-quantity`}
              name="qty"
              form={formId}
              type="number"
              inputMode="numeric"
              min={1}
              max={stock}
              value={quantity}
              onChange={(event) => setQuantity(bounded(Number(event.currentTarget.value)))}
              className="w-16 border-x border-stone-300 bg-transparent py-2 text-center dark:border-stone-600"
            />
            <button
              type="button"
              className="px-3 py-2 disabled:opacity-40"
              aria-label={t('catalog.increase')}
              disabled={quantity >= stock}
              onClick={() => setQuantity((q) => bounded(q + 1))}
            >
              +
            </button>
          </div>
          <input type="hidden" name="product_variant_id" form={formId} value={variant._id} />
          <AddToCartForm id={formId} action={remote ? action : undefined} />
        </div>
      )}
    </div>
  )
}
