import type { LocalizedText } from '@shop/contract'
import type { ProductDef } from './catalog-presets.ts'

const t = (en: string, zh: string, cn: string): LocalizedText => ({ en, zh, cn })

/** Materials named in the specification tab. */
export const M = {
  linen: t(
    'Washed linen blend, solid beech frame',
    '水洗亞麻混紡，實心櫸木框架',
    '水洗亚麻混纺，实心榉木框架',
  ),
  boucle: t(
    'Bouclé upholstery, kiln-dried pine frame',
    '圈圈絨布面，窯乾松木框架',
    '圈圈绒布面，窑干松木框架',
  ),
  velvet: t('Cotton velvet, hardwood frame', '棉絨布面，硬木框架', '棉绒布面，硬木框架'),
  leather: t(
    'Semi-aniline leather, hardwood frame',
    '半苯胺真皮，硬木框架',
    '半苯胺真皮，硬木框架',
  ),
  oak: t('Solid oak, oil finish', '實心橡木，木油塗層', '实心橡木，木油涂层'),
  walnut: t('Walnut veneer on plywood', '胡桃木皮夾板', '胡桃木皮夹板'),
  ash: t('Solid ash, lacquered', '實心白蠟木，噴漆', '实心白蜡木，喷漆'),
  teak: t('Grade-A reclaimed teak', 'A級回收柚木', 'A级回收柚木'),
  marble: t(
    'Honed marble top, powder-coated steel base',
    '啞光雲石面，粉末噴塗鋼腳',
    '哑光云石面，粉末喷涂钢脚',
  ),
  rattan: t('Hand-woven rattan, ash frame', '手工編織藤，白蠟木框架', '手工编织藤，白蜡木框架'),
  aluminium: t(
    'Powder-coated aluminium, all-weather rope',
    '粉末噴塗鋁，全天候編織繩',
    '粉末喷涂铝，全天候编织绳',
  ),
  wool: t('Hand-tufted New Zealand wool', '新西蘭羊毛手工簇絨', '新西兰羊毛手工簇绒'),
  jute: t('Hand-woven jute and cotton', '手工編織黃麻及棉', '手工编织黄麻及棉'),
  cotton: t('Stonewashed cotton, feather inner', '石洗純棉，羽毛內芯', '石洗纯棉，羽毛内芯'),
  ceramic: t('Hand-thrown stoneware, reactive glaze', '手拉坯炻器，窯變釉', '手拉坯炻器，窑变釉'),
  glass: t('Mouth-blown glass, brass fittings', '人手吹製玻璃，黃銅配件', '人手吹制玻璃，黄铜配件'),
  paper: t('Washi paper shade, bamboo ribs', '和紙燈罩，竹骨', '和纸灯罩，竹骨'),
  laminate: t(
    'Melamine-faced board, soft-close hinges',
    '三聚氰胺飾面板，緩衝鉸鏈',
    '三聚氰胺饰面板，缓冲铰链',
  ),
  service: t(
    'Delivered by our interior designers',
    '由本公司室內設計師提供',
    '由本公司室内设计师提供',
  ),
}

type MaterialKey = keyof typeof M

/**
 * Parses a catalogue table, one product a line:
 * `key | category | brand | English | 繁體 | 简体 | material | HKD | colours | tags | flags`.
 * Flags: `sale=0.15` (fraction off), `points` (redeemable), `sold-out`, `service=appointment`,
 * `sizes=preset`, `made-to-order=42-56` (days from order to delivery), `stock=500` (every variant). Lines starting with # are
 * comments. A table keeps eighty products readable.
 */
export function parseCatalogue(table: string): ProductDef[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [key, category, brand, en, zh, cn, material, price, colours, tags, flags = ''] = line
        .split('|')
        .map((cell) => cell.trim())
      if (!key || !category || !brand || !en || !zh || !cn || !material || !price || !tags) {
        throw new Error(`Incomplete catalogue line: ${line}`)
      }
      const product: ProductDef = {
        key,
        category,
        brand,
        title: t(en, zh, cn),
        material: M[material as MaterialKey] ?? M.service,
        // whole dollars in the table
        price: Number.parseInt(price, 10),
        colours: colours ? colours.split(',') : [],
        tags: tags.split(','),
      }
      for (const flag of flags.split(' ').filter(Boolean)) {
        const [name, value] = flag.split('=')
        if (name === 'sale') product.sale = Number(value)
        else if (name === 'points') product.points = true
        else if (name === 'sold-out') product.soldOut = true
        else if (name === 'made-to-order') {
          const [min, max] = (value ?? '').split('-').map(Number)
          if (!min || !max || max < min) throw new Error(`Bad lead time ${flag}`)
          product.madeToOrder = [min, max]
        } else if (name === 'service') product.serviceType = value as ProductDef['serviceType']
        else if (name === 'sizes') product.sizesPreset = value
        else if (name === 'stock' && /^\d+$/.test(value ?? '')) product.stock = Number(value)
        else throw new Error(`Unknown catalogue flag ${flag}`)
      }
      return product
    })
}
