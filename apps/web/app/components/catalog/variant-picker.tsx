import type { ProductDetails } from '@shop/contract'
import { type Locale, pickText } from '@shop/contract/client'
import { useState } from 'react'
import { Form } from 'react-router'
import { useTranslation } from '../../lib/i18n.tsx'
import { coloursOf, resolveVariant, type Selection, sizeKey, sizesOf } from '../../lib/variants.ts'
import { AddToCartForm } from './add-to-cart-form.tsx'
import { Price } from './price.tsx'
import { StockBar } from './stock-bar.tsx'

type Props = { product: ProductDetails; initial: Selection; locale: Locale; action: string }

/**
 * Size and colour pickers that resolve the variant (spec §2), its price, stock and a quantity box
 * bounded by stock. A GET form: without script "Show this option" reloads the page with the
 * choice in the URL; with script the choice applies at once.
 */
export function VariantPicker({ product, initial, locale, action }: Props) {
  const { t } = useTranslation()
  const [selection, setSelection] = useState(initial)
  const [quantity, setQuantity] = useState(1)
  const sizes = sizesOf(product.variants)
  const colours = coloursOf(product.variants)
  const variant = resolveVariant(product.variants, selection)
  const stock = variant?.stock ?? 0
  const goods = product.kind === 'goods'
  const choose = (next: Selection) => {
    // keep the colour if the new size has it, else take the first colour the size comes in
    const exact = resolveVariant(product.variants, next, true)
    const fallback = resolveVariant(product.variants, { size: next.size, colour: undefined })
    const chosen = exact ?? fallback
    setSelection({
      size: chosen?.size ? sizeKey(chosen.size) : next.size,
      colour: chosen?.colour?.slug ?? next.colour,
    })
    setQuantity(1)
  }
  const available = (colour: string) =>
    resolveVariant(product.variants, { size: selection.size, colour }, true) !== undefined
  const bounded = (n: number) =>
    Math.max(1, Math.min(Number.isFinite(n) ? n : 1, Math.max(stock, 1)))
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
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {t('catalog.sku', { sku: variant.sku })}
          </p>
          {goods && <StockBar stock={stock} />}
        </>
      )}
      <Form method="get" action={action} preventScrollReset replace className="flex flex-col gap-5">
        {sizes.length > 1 && (
          <fieldset>
            <legend className="mb-2 font-semibold">{t('catalog.size')}</legend>
            <div className="flex flex-wrap gap-2">
              {sizes.map((size) => {
                const key = sizeKey(size)
                return (
                  <label
                    key={key}
                    className="cursor-pointer rounded border border-stone-300 px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-stone-600"
                  >
                    <input
                      type="radio"
                      name="size"
                      value={key}
                      checked={selection.size === key}
                      onChange={() => choose({ ...selection, size: key })}
                      className="sr-only"
                    />
                    {pickText(size, locale)}
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
                <span className="ms-2 font-normal">{pickText(variant.colour.name, locale)}</span>
              )}
            </legend>
            <div className="flex flex-wrap gap-3">
              {colours.map((colour) => (
                <label
                  key={colour._id}
                  title={pickText(colour.name, locale)}
                  className="relative cursor-pointer rounded-full has-disabled:cursor-not-allowed has-disabled:opacity-30"
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
                    className="block size-8 rounded-full border border-stone-300 ring-brand-700 ring-offset-2 peer-checked:ring-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-600 dark:border-stone-600 dark:ring-offset-stone-900"
                    style={{ backgroundColor: colour.hex }}
                  />
                  <span className="sr-only">{pickText(colour.name, locale)}</span>
                </label>
              ))}
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
      {goods && variant && stock > 0 && (
        <div>
          <label htmlFor="quantity" className="mb-2 block font-semibold">
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
              id="quantity"
              name="qty"
              form="add-to-cart"
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
          <input type="hidden" name="product_variant_id" form="add-to-cart" value={variant._id} />
          <AddToCartForm />
        </div>
      )}
    </div>
  )
}
