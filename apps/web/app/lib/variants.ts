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
