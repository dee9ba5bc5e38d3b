import type { ProductDetails } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { initialSelection, picturesOf, soldOutOption } from './variants.ts'

const text = (en: string) => ({ en, zh: en, cn: en })
const colour = (slug: string) => ({ _id: `c-${slug}`, slug, name: text(slug), hex: '#000' })
const variant = (size: string, slug: string, stock: number) => ({
  _id: `${size}-${slug}`,
  sku: `${size}-${slug}`,
  size: text(size),
  colour: colour(slug),
  price: '100.00',
  sale_price: null,
  points_price: null,
  stock,
  consultation_format: null,
  duration_minutes: null,
})
const picture = (id: string, colourSlug: string | null) => ({
  _id: id,
  url: `/api/v1/images/${id}.webp`,
  alt: text(id),
  variant_id: null,
  colour_id: colourSlug ? `c-${colourSlug}` : null,
})

// two sizes in oatmeal and charcoal; the large one is sold out in oatmeal, the small one in both
const variants: ProductDetails['variants'] = [
  variant('Small', 'oatmeal', 0),
  variant('Small', 'charcoal', 0),
  variant('Large', 'oatmeal', 0),
  variant('Large', 'charcoal', 6),
]
const images = [picture('oat', 'oatmeal'), picture('char', 'charcoal'), picture('detail', null)]

describe('variant choice', () => {
  it('opens on a variant in stock unless the address asks for another', () => {
    expect(initialSelection(variants, new URLSearchParams())).toEqual({
      size: 'large',
      colour: 'charcoal',
    })
    expect(initialSelection(variants, new URLSearchParams('size=small&colour=oatmeal'))).toEqual({
      size: 'small',
      colour: 'oatmeal',
    })
  })

  it('marks a colour sold out in the chosen size, and a size sold out in the chosen colour', () => {
    const large = { size: 'large', colour: 'charcoal' }
    expect(soldOutOption(variants, large, { colour: 'oatmeal' })).toBe(true)
    expect(soldOutOption(variants, large, { colour: 'charcoal' })).toBe(false)
    expect(soldOutOption(variants, large, { size: 'small' })).toBe(true)
    expect(soldOutOption(variants, large, { size: 'large' })).toBe(false)
  })

  it('shows the chosen colour first with the pictures of every colour, never other colours', () => {
    const product = { images, variants }
    expect(picturesOf(product, 'charcoal').map((i) => i._id)).toEqual(['char', 'detail'])
    expect(picturesOf(product, 'oatmeal').map((i) => i._id)).toEqual(['oat', 'detail'])
    // no colour chosen, or a colour without its own picture: everything
    expect(picturesOf(product, undefined)).toEqual(images)
    expect(picturesOf({ images: images.slice(2), variants }, 'charcoal')).toEqual(images.slice(2))
  })
})
