import type { ProductDetails } from '@shop/contract'
import { type LocalizedText, slugify } from '@shop/contract/client'

type Variant = ProductDetails['variants'][number]
type Colour = NonNullable<Variant['colour']>

/** A shopper's choice of size (its key) and colour (its slug). */
export type Selection = { size: string | undefined; colour: string | undefined }

/** Sizes travel in the URL by their English wording, slugged. */
export const sizeKey = (size: LocalizedText) => slugify(size.en)

export function sizesOf(variants: Variant[]): LocalizedText[] {
  const seen = new Map<string, LocalizedText>()
  for (const v of variants)
    if (v.size && !seen.has(sizeKey(v.size))) seen.set(sizeKey(v.size), v.size)
  return [...seen.values()]
}

export function coloursOf(variants: Variant[]): Colour[] {
  const seen = new Map<string, Colour>()
  for (const v of variants)
    if (v.colour && !seen.has(v.colour.slug)) seen.set(v.colour.slug, v.colour)
  return [...seen.values()]
}

/**
 * The variant of a selection. Unset parts match anything, in-stock variants first; with `exact`
 * both set parts must match and nothing else is offered.
 */
export function resolveVariant(
  variants: Variant[],
  { size, colour }: Selection,
  exact = false,
): Variant | undefined {
  const matches = variants.filter(
    (v) =>
      (size === undefined || (v.size ? sizeKey(v.size) === size : false)) &&
      (colour === undefined || v.colour?.slug === colour),
  )
  const best = matches.find((v) => v.stock > 0) ?? matches[0]
  if (best || exact) return best
  return variants.find((v) => v.stock > 0) ?? variants[0]
}

/** The selection a URL asks for, else the first variant in stock. */
export function initialSelection(variants: Variant[], search: URLSearchParams): Selection {
  const asked = {
    size: search.get('size') || undefined,
    colour: search.get('colour') || undefined,
  }
  const variant = resolveVariant(variants, asked)
  return {
    size: variant?.size ? sizeKey(variant.size) : undefined,
    colour: variant?.colour?.slug,
  }
}

/** A variant nobody can buy now (goods at stock 0); still shown and chosen, to ask for it. */
export const isSoldOut = (variant: Variant | undefined) =>
  variant !== undefined && variant.stock <= 0

/**
 * Whether an option is sold out beside the rest of the selection: the colour in the chosen size,
 * or the size in the chosen colour (every colour of the size, when it lacks the chosen one).
 */
export function soldOutOption(
  variants: Variant[],
  selection: Selection,
  option: Partial<Selection>,
) {
  const wanted = { ...selection, ...option }
  const exact = resolveVariant(variants, wanted, true)
  if (exact) return isSoldOut(exact)
  if (option.size === undefined) return false
  const ofSize = variants.filter((v) => v.size && sizeKey(v.size) === option.size)
  return ofSize.length > 0 && ofSize.every(isSoldOut)
}

/**
 * The pictures of a colour (by slug): its own first, then those of every colour. All pictures
 * when the colour has none of its own, or none is chosen.
 */
export function picturesOf(product: Pick<ProductDetails, 'images' | 'variants'>, colour?: string) {
  const id = coloursOf(product.variants).find((c) => c.slug === colour)?._id
  const own = id ? product.images.filter((image) => image.colour_id === id) : []
  if (!own.length) return product.images
  return [...own, ...product.images.filter((image) => image.colour_id === null)]
}
