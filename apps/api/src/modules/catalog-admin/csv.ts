import { CATALOGUE_CSV_COLUMNS } from '@shop/contract'
import { csvField } from '#api/lib/csv-field.ts'
import type { catalogAdminRepository } from './repository.ts'

export type ExportRow = Awaited<ReturnType<typeof catalogAdminRepository.exportRows>>[number]
type Column = (typeof CATALOGUE_CSV_COLUMNS)[number]

export { csvField }

const iso = (value: Date | null) => (value ? value.toISOString() : '')

export function exportCells({
  product,
  variant,
  brand,
  colour,
  categories,
}: ExportRow): Record<Column, string | number | null> {
  return {
    product_slug: product.slug,
    status:
      product.status === 'ACTIVE' ? 'active' : product.status === 'ARCHIVED' ? 'archived' : 'draft',
    title_en: product.title.en,
    title_zh: product.title.zh,
    title_cn: product.title.cn,
    brand,
    categories: categories.join('|'),
    tags: product.tags.join('|'),
    lead_time_min_days: product.leadTimeMinDays,
    lead_time_max_days: product.leadTimeMaxDays,
    sku: variant.sku,
    size_en: variant.size?.en ?? '',
    size_zh: variant.size?.zh ?? '',
    size_cn: variant.size?.cn ?? '',
    colour,
    price: variant.price,
    sale_price: variant.salePrice,
    sale_starts_at: iso(variant.saleStartsAt),
    sale_ends_at: iso(variant.saleEndsAt),
    points_price: variant.pointsPrice,
    stock: variant.stock,
    low_stock_threshold: variant.lowStockThreshold,
  }
}

/**
 * The catalogue as CSV (issue 27): UTF-8 with a byte-order mark so Excel reads Chinese, CRLF
 * line ends, one row per variant, the columns of CATALOGUE_CSV_COLUMNS (the import reads the same).
 */
export function exportCsv(rows: ExportRow[]): string {
  const lines = [CATALOGUE_CSV_COLUMNS.join(',')]
  for (const row of rows) {
    const values = exportCells(row)
    lines.push(CATALOGUE_CSV_COLUMNS.map((column) => csvField(values[column])).join(','))
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
