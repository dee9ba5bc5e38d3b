import type { LocalizedText } from '@shop/contract'

const t = (en: string, zh: string, cn: string): LocalizedText => ({ en, zh, cn })

/** A size a product comes in; its price is the product's base price times `factor`. */
export type SizeOption = { label: LocalizedText; factor: number }

/** What the seed image of a product draws. */
export type Shape =
  | 'sofa'
  | 'chair'
  | 'table'
  | 'cabinet'
  | 'bed'
  | 'lamp'
  | 'rug'
  | 'cushion'
  | 'vase'
  | 'lounger'
  | 'service'

export type ProductDef = {
  /** Stable natural key: seeds ids, the SKU prefix and image names. */
  key: string
  category: string
  brand: string
  title: LocalizedText
  material: LocalizedText
  /** HKD for the first size. */
  price: number
  colours: string[]
  tags: string[]
  /** Key of sizePresets when not the category's own sizes (services). */
  sizesPreset?: string
  /** Fraction off every variant (a sale). */
  sale?: number
  /** Redeemable with membership points as well as money. */
  points?: boolean
  soldOut?: boolean
  /** The same stock for every variant (the gift the shop hands out keeps a box of them). */
  stock?: number
  /** Made to order: calendar days from order to delivery, [min, max]. */
  madeToOrder?: [number, number]
  serviceType?: 'appointment' | 'quotation' | 'project'
}

const size = (en: string, zh: string, cn: string, factor = 1): SizeOption => ({
  label: t(en, zh, cn),
  factor,
})

/** Sizes by leaf category, as Hong Kong shops list them. */
export const sizePresets: Record<string, SizeOption[]> = {
  sofas: [
    size('2-seater · W170 cm', '兩座位 · 闊170厘米', '两座位 · 宽170厘米', 0.8),
    size('3-seater · W215 cm', '三座位 · 闊215厘米', '三座位 · 宽215厘米'),
    size('Corner · W280 cm', '轉角 · 闊280厘米', '转角 · 宽280厘米', 1.4),
  ],
  'coffee-tables': [
    size('Ø80 cm', '直徑80厘米', '直径80厘米'),
    size('Ø100 cm', '直徑100厘米', '直径100厘米', 1.25),
  ],
  'tv-cabinets': [
    size('W160 cm', '闊160厘米', '宽160厘米'),
    size('W200 cm', '闊200厘米', '宽200厘米', 1.2),
  ],
  'dining-tables': [
    size('4 seats · W140 cm', '四人 · 闊140厘米', '四人 · 宽140厘米'),
    size('6 seats · W180 cm', '六人 · 闊180厘米', '六人 · 宽180厘米', 1.25),
  ],
  sideboards: [
    size('W150 cm', '闊150厘米', '宽150厘米'),
    size('W180 cm', '闊180厘米', '宽180厘米', 1.15),
  ],
  beds: [
    size('Double 4\'6"', '雙人 4呎6', '双人 4尺6', 0.85),
    size("Queen 5'", '雙人 5呎', '双人 5尺'),
    size("King 6'", '特大 6呎', '特大 6尺', 1.2),
  ],
  wardrobes: [
    size('2 doors · W100 cm', '兩門 · 闊100厘米', '两门 · 宽100厘米'),
    size('3 doors · W150 cm', '三門 · 闊150厘米', '三门 · 宽150厘米', 1.4),
  ],
  'balcony-sets': [
    size('2-seat set', '兩人套裝', '两人套装'),
    size('4-seat set', '四人套裝', '四人套装', 1.6),
  ],
  rugs: [
    size('160 × 230 cm', '160 × 230厘米', '160 × 230厘米'),
    size('200 × 300 cm', '200 × 300厘米', '200 × 300厘米', 1.6),
  ],
  objects: [size('Small', '細', '小'), size('Large', '大', '大', 1.6)],
  consultation: [
    size('Showroom · 1 hour', '陳列室 · 1小時', '陈列室 · 1小时'),
    size('Video call · 1 hour', '視像 · 1小時', '视频 · 1小时', 0.75),
    size('Home visit · 2 hours', '上門 · 2小時', '上门 · 2小时', 2.5),
  ],
  survey: [
    size('Flat up to 500 sq ft', '500呎或以下單位', '500尺或以下单位'),
    size('Flat 500–900 sq ft', '500至900呎單位', '500至900尺单位', 1.6),
    size('Flat over 900 sq ft', '900呎以上單位', '900尺以上单位', 2.4),
  ],
  project: [
    size('Up to 400 sq ft', '400呎或以下', '400尺或以下'),
    size('400–700 sq ft', '400至700呎', '400至700尺', 1.3),
    size('700–1,000 sq ft', '700至1,000呎', '700至1,000尺', 1.55),
  ],
}

/** Goods and services without listed sizes come in one. */
export const ONE_SIZE: SizeOption[] = [size('One size', '單一尺寸', '单一尺寸')]

/** The shape drawn for each leaf category's seed images. */
export const shapeOf: Record<string, Shape> = {
  sofas: 'sofa',
  armchairs: 'chair',
  'coffee-tables': 'table',
  'tv-cabinets': 'cabinet',
  'dining-tables': 'table',
  'dining-chairs': 'chair',
  sideboards: 'cabinet',
  beds: 'bed',
  wardrobes: 'cabinet',
  'bedside-tables': 'cabinet',
  'balcony-sets': 'table',
  loungers: 'lounger',
  lighting: 'lamp',
  rugs: 'rug',
  textiles: 'cushion',
  objects: 'vase',
  'design-consultation': 'service',
  'renovation-quotation': 'service',
  projects: 'service',
}

export { size }

/**
 * Measurements drawn on each piece's dimensions drawing (cm): the widths of its sizes in order
 * (a diameter for round tables), its depth (or length) and height. Categories not here (rugs and
 * sets, whose sizes say it all; loungers, drawn from the side; lighting, textiles, objects,
 * services) have none.
 */
export type Dimensions = {
  widths: number[]
  /** The width is a diameter. */
  round?: boolean
  /** Depth front to back (length for beds); 0 for round pieces. */
  depth: number
  long?: boolean
  height: number
}

export const dimensionsOf: Record<string, Dimensions> = {
  sofas: { widths: [170, 215, 280], depth: 95, height: 82 },
  armchairs: { widths: [82], depth: 85, height: 88 },
  'coffee-tables': { widths: [80, 100], round: true, depth: 0, height: 42 },
  'tv-cabinets': { widths: [160, 200], depth: 40, height: 50 },
  'dining-tables': { widths: [140, 180], depth: 85, height: 75 },
  'dining-chairs': { widths: [48], depth: 54, height: 80 },
  sideboards: { widths: [150, 180], depth: 45, height: 78 },
  beds: { widths: [137, 152, 183], depth: 203, long: true, height: 105 },
  wardrobes: { widths: [100, 150], depth: 60, height: 210 },
  'bedside-tables': { widths: [50], depth: 40, height: 55 },
}
