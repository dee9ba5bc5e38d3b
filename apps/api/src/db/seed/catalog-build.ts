import { createHash } from 'node:crypto'
import { fromCents, type Locale, type LocalizedText, slugify, toCents } from '@shop/contract'
import { productSearchFields } from '#api/modules/catalog/search.ts'
import type {
  productCategories,
  productImages,
  products,
  productVariants,
} from '../schema/index.ts'
import { describe, specify } from './catalog-copy.ts'
import { seedId } from './catalog-ids.ts'
import {
  type Dimensions,
  dimensionsOf,
  ONE_SIZE,
  type ProductDef,
  type Shape,
  shapeOf,
  sizePresets,
} from './catalog-presets.ts'
import { brandSeed, categoryTree, colourSeed, parentOf } from './catalog-taxonomy.ts'
import { MAIN_STORE_ID } from './stores.ts'

/** What the image renderer draws for one seeded image file. */
export type ImageSpec = {
  file: string
  shape: Shape
  hex: string
  detail: boolean
  /** A dimensions drawing: the piece in outline with its measurements, not a photo. */
  dimensions?: Dimensions
}

export type CatalogueRows = {
  products: (typeof products.$inferInsert)[]
  productCategories: (typeof productCategories.$inferInsert)[]
  variants: (typeof productVariants.$inferInsert)[]
  images: (typeof productImages.$inferInsert)[]
  imageSpecs: ImageSpec[]
}

/** A stable number in [0, n) for a key: fixed stock levels and review counts, not random. */
export const pick = (key: string, n: number) =>
  createHash('md5').update(key).digest().readUInt32BE(0) % n

const roundTo10 = (value: number) => Math.round(value / 10) * 10
const categoryTitle = new Map(
  categoryTree.flatMap((p) => [
    [p.slug, p.title] as const,
    ...p.children.map((c) => [c.slug, c.title] as const),
  ]),
)
const brandBySlug = new Map(brandSeed.map((b) => [b.slug, b]))
const colourBySlug = new Map(colourSeed.map((c) => [c.slug, c]))
// listings appear over a year, in an order unlike the recommended one, so "newest" differs
const FIRST_LISTED = Date.parse('2025-03-01T02:00:00Z')
const DAY = 86_400_000

export function buildCatalogue(defs: ProductDef[]): CatalogueRows {
  const rows: CatalogueRows = {
    products: [],
    productCategories: [],
    variants: [],
    images: [],
    imageSpecs: [],
  }
  defs.forEach((def, index) => {
    const productId = seedId(`product:${def.key}`)
    const room = parentOf.get(def.category)
    if (!room) throw new Error(`Unknown category ${def.category} for ${def.key}`)
    const brand = brandBySlug.get(def.brand)
    if (!brand) throw new Error(`Unknown brand ${def.brand} for ${def.key}`)
    const sizes = sizePresets[def.sizesPreset ?? def.category] ?? ONE_SIZE
    const colours = def.colours.map((slug) => {
      const colour = colourBySlug.get(slug)
      if (!colour) throw new Error(`Unknown colour ${slug} for ${def.key}`)
      return colour
    })

    const variants = sizes.flatMap((size, s) =>
      (colours.length ? colours : [null]).map((colour, c) => {
        const price = roundTo10(def.price * size.factor)
        return {
          id: seedId(`variant:${def.key}:${s}:${colour?.slug ?? '-'}`),
          productId,
          sku: `${def.key}-${s + 1}${colour ? `-${colour.slug.toUpperCase()}` : ''}`,
          size: size.label,
          colourId: colour ? seedId(`colour:${colour.slug}`) : null,
          price: price.toFixed(2),
          salePrice: def.sale ? roundTo10(price * (1 - def.sale)).toFixed(2) : null,
          // 1 point = HKD 0.10
          pointsPrice: def.points ? price * 10 : null,
          stock: def.soldOut
            ? 0
            : (def.stock ?? (def.serviceType ? 20 : pick(`${def.key}${s}${c}`, 5) * 6)),
          sequence: s * 10 + c,
        }
      }),
    )
    const effective = variants.map((v) => toCents(v.salePrice ?? v.price))

    rows.products.push({
      id: productId,
      storeId: MAIN_STORE_ID,
      slug: slugify(def.title.en),
      title: def.title,
      description: describe(def, room),
      specification: specify(
        def,
        sizes.map((s) => s.label),
        colours.map((c) => c.name),
      ),
      brandId: seedId(`brand:${brand.slug}`),
      kind: def.serviceType ? 'service' : 'goods',
      serviceType: def.serviceType ?? null,
      tags: def.tags,
      sequence: index + 1,
      status: 'ACTIVE',
      priceFrom: fromCents(Math.min(...effective)),
      leadTimeMinDays: def.madeToOrder?.[0] ?? null,
      leadTimeMaxDays: def.madeToOrder?.[1] ?? null,
      createdAt: new Date(FIRST_LISTED + ((index * 29) % defs.length) * 4 * DAY),
      ...productSearchFields({
        title: def.title,
        brand: brand.name,
        categories: [def.category, room].map((slug) => categoryTitle.get(slug) as LocalizedText),
        tags: def.tags,
      }),
    })
    for (const slug of [def.category, room]) {
      rows.productCategories.push({ productId, categoryId: seedId(`category:${slug}`) })
    }
    rows.variants.push(...variants)

    // two pictures per colour (naming the colour and its first variant): the whole piece, then a
    // close-up of it in the same colour, shown after every colour's first; single colours get a
    // shared close-up below
    const shots = colours.length ? colours : [null]
    const shape = shapeOf[def.category] ?? 'vase'
    shots.forEach((colour, n) => {
      const file = `${def.key.toLowerCase()}-${n + 1}.webp`
      const variant = variants.find(
        (v) => v.colourId === (colour ? seedId(`colour:${colour.slug}`) : null),
      )
      const picture = {
        productId,
        variantId: colour ? (variant?.id ?? null) : null,
        colourId: colour ? seedId(`colour:${colour.slug}`) : null,
      }
      const alt = colour ? withColour(def.title, colour.name) : def.title
      rows.images.push({ id: seedId(`image:${file}`), ...picture, file, alt, sequence: n })
      rows.imageSpecs.push({ file, shape, hex: colour?.hex ?? '#c9a27a', detail: false })
      if (!colour) return
      const closeUpFile = `${def.key.toLowerCase()}-${n + 1}-detail.webp`
      rows.images.push({
        id: seedId(`image:${closeUpFile}`),
        ...picture,
        file: closeUpFile,
        alt: closeUp(alt),
        sequence: 10 + n,
      })
      rows.imageSpecs.push({ file: closeUpFile, shape, hex: colour.hex, detail: true })
    })
    if (shots.length === 1) {
      const file = `${def.key.toLowerCase()}-detail.webp`
      rows.images.push({
        id: seedId(`image:${file}`),
        productId,
        variantId: null,
        file,
        alt: def.title,
        sequence: 9,
      })
      rows.imageSpecs.push({ file, shape, hex: shots[0]?.hex ?? '#9caf88', detail: true })
    }
    // furniture ends with its dimensions drawing (issue 30), shown whatever the colour
    const dimensions = def.serviceType ? undefined : dimensionsOf[def.category]
    if (dimensions) {
      const file = `${def.key.toLowerCase()}-dimensions.webp`
      rows.images.push({
        id: seedId(`image:${file}`),
        productId,
        variantId: null,
        file,
        alt: dimensionsAlt(def.title, dimensions),
        sequence: 30,
      })
      rows.imageSpecs.push({ file, shape, hex: '#d9d3ca', detail: false, dimensions })
    }
  })
  return rows
}

/** How each language words a dimensions drawing's measurements. */
const DIMENSION_WORDS: Record<
  Locale,
  {
    width: string
    diameter: string
    depth: string
    length: string
    height: string
    /** Between the word and the number. */
    space: string
    unit: string
    or: string
    /** Between widths but the last, and between measurements. */
    listSeparator: string
    separator: string
    drawing: string
  }
> = {
  en: {
    width: 'width',
    diameter: 'diameter',
    depth: 'depth',
    length: 'length',
    height: 'height',
    space: ' ',
    unit: ' cm',
    or: ' or ',
    listSeparator: ', ',
    separator: ', ',
    drawing: ', dimensions drawing: ',
  },
  zh: {
    width: '闊',
    diameter: '直徑',
    depth: '深',
    length: '長',
    height: '高',
    space: '',
    unit: '厘米',
    or: '或',
    listSeparator: '、',
    separator: '，',
    drawing: '尺寸圖：',
  },
  cn: {
    width: '宽',
    diameter: '直径',
    depth: '深',
    length: '长',
    height: '高',
    space: '',
    unit: '厘米',
    or: '或',
    listSeparator: '、',
    separator: '，',
    drawing: '尺寸图：',
  },
}

/** "Sofa, dimensions drawing: width 170, 215 or 280 cm, depth 95 cm, height 82 cm". */
export function dimensionsAlt(title: LocalizedText, d: Dimensions): LocalizedText {
  const alt = (locale: Locale) => {
    const w = DIMENSION_WORDS[locale]
    const measure = (word: string, value: string | number) => `${word}${w.space}${value}${w.unit}`
    const widths =
      d.widths.length === 1
        ? String(d.widths[0])
        : `${d.widths.slice(0, -1).join(w.listSeparator)}${w.or}${d.widths.at(-1)}`
    const parts = [
      measure(d.round ? w.diameter : w.width, widths),
      ...(d.depth ? [measure(d.long ? w.length : w.depth, d.depth)] : []),
      measure(w.height, d.height),
    ]
    return `${title[locale]}${w.drawing}${parts.join(w.separator)}`
  }
  return { en: alt('en'), zh: alt('zh'), cn: alt('cn') }
}

const closeUp = (alt: LocalizedText): LocalizedText => ({
  en: `${alt.en}, close-up`,
  zh: `${alt.zh}細節`,
  cn: `${alt.cn}细节`,
})

const withColour = (title: LocalizedText, colour: LocalizedText): LocalizedText => ({
  en: `${title.en} in ${colour.en.toLowerCase()}`,
  zh: `${title.zh}（${colour.zh}）`,
  cn: `${title.cn}（${colour.cn}）`,
})
