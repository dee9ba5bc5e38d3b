import {
  CATALOGUE_CSV_COLUMNS,
  type ImportPreview,
  type ImportRowResult,
  MAX_IMPORT_ROWS,
  PRODUCT_SLUG_PATTERN,
} from '@shop/contract'
import { DomainError } from '#api/lib/errors.ts'
import { type ExportRow, exportCells } from './csv.ts'
import { readCsv } from './csv-read.ts'
import { type Column, type FieldError, type ImportRow, readHeader, readRow } from './import-rows.ts'

const PRODUCT_COLUMNS = CATALOGUE_CSV_COLUMNS.slice(0, CATALOGUE_CSV_COLUMNS.indexOf('sku'))
const fileError = (message: string) =>
  new DomainError(422, 'IMPORT_FILE_INVALID', 'This file cannot be read as the catalogue CSV', [
    { path: 'file', message },
  ])

/** The file's rows, each typed or with its errors; file-wide faults are a 422 on `file`. */
export function readImportFile(bytes: Buffer) {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw fileError('admin.import.errors.notText')
  }
  if (text.includes('\0')) throw fileError('admin.import.errors.notText')
  const records = readCsv(text)
  if (!records) throw fileError('admin.import.errors.unclosedQuote')
  const [header, ...body] = records
  if (!header || !body.length) throw fileError('admin.import.errors.empty')
  if (body.length > MAX_IMPORT_ROWS) throw fileError('admin.import.errors.tooManyRows')
  const columns = readHeader(header.cells)
  if ('missing' in columns)
    throw new DomainError(422, 'IMPORT_COLUMNS', 'The file lacks columns of the export', [
      ...columns.missing.map((c) => ({ path: c, message: 'admin.import.errors.missingColumn' })),
    ])
  return body.map((record) => readRow(record, columns.index, header.cells.length))
}

/** What the catalogue holds now, as the plan compares it. */
export type CatalogueState = {
  /** Variants of the store by lower-case SKU, as the export reads them. */
  variants: Map<string, ExportRow>
  /** Products of the store by slug (also those without variants), as export rows. */
  products: Map<string, ExportRow | Pick<ExportRow, 'product' | 'brand' | 'categories'>>
  /** SKUs (lower case) of other stores' variants. */
  foreignSkus: Set<string>
  brands: Map<string, string>
  categories: Map<string, string>
  colours: Map<string, string>
}

export type PlannedRow = { row: ImportRow; action: 'create' | 'update' | 'unchanged' }
export type ImportPlan = { preview: ImportPreview; rows: PlannedRow[] }

const text = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? value.toISOString()
      : String(value)
const set = (value: string) => value.split('|').filter(Boolean).sort().join('|')

/** The cells an imported row would export as, to compare with the catalogue's. */
function rowCells({ product, variant }: ImportRow): Record<Column, string> {
  return {
    product_slug: product.slug,
    status: product.status,
    title_en: product.title.en,
    title_zh: product.title.zh,
    title_cn: product.title.cn,
    brand: text(product.brand),
    categories: set(product.categories.join('|')),
    tags: product.tags.join('|'),
    lead_time_min_days: text(product.leadTimeMinDays),
    lead_time_max_days: text(product.leadTimeMaxDays),
    sku: variant.sku,
    size_en: variant.size?.en ?? '',
    size_zh: variant.size?.zh ?? '',
    size_cn: variant.size?.cn ?? '',
    colour: text(variant.colour),
    price: variant.price,
    sale_price: text(variant.salePrice),
    sale_starts_at: text(variant.saleStartsAt),
    sale_ends_at: text(variant.saleEndsAt),
    points_price: text(variant.pointsPrice),
    stock: text(variant.stock),
    low_stock_threshold: text(variant.lowStockThreshold),
  }
}

function storedCells(found: ExportRow): Record<Column, string> {
  const cells = exportCells(found)
  const out = Object.fromEntries(CATALOGUE_CSV_COLUMNS.map((c) => [c, text(cells[c])]))
  return { ...out, categories: set(out.categories ?? '') } as Record<Column, string>
}

/**
 * Each row of the file against the catalogue: create (a new SKU), update (what differs, by
 * column), unchanged, or error (per cell). SKUs match variants, `product_slug` products; a
 * product's columns must read the same on each of its rows. Variants the file leaves out stay.
 */
export function planImport(
  read: ReturnType<typeof readImportFile>,
  state: CatalogueState,
): ImportPlan {
  const results: ImportRowResult[] = []
  const planned: PlannedRow[] = []
  const firstOfProduct = new Map<string, Record<Column, string>>()
  const seenSkus = new Set<string>()
  const productActions = new Map<string, 'create' | 'update' | 'unchanged'>()
  read.forEach((parsed) => {
    if (!parsed.row) {
      results.push({
        row: parsed.line,
        product_slug: parsed.slug,
        sku: parsed.sku,
        action: 'error',
        changes: [],
        errors: parsed.errors,
      })
      return
    }
    const row = parsed.row
    const { product, variant } = row
    const errors: FieldError[] = []
    const cells = rowCells(row)
    const sku = variant.sku.toLowerCase()
    if (seenSkus.has(sku))
      errors.push({ field: 'sku', message: 'admin.import.errors.duplicateSku' })
    seenSkus.add(sku)
    // a new product's reference follows the form's rule; an existing one is matched as it is
    if (!state.products.has(product.slug) && !PRODUCT_SLUG_PATTERN.test(product.slug))
      errors.push({ field: 'product_slug', message: 'admin.catalog.errors.slug' })
    const existing = state.variants.get(sku)
    if (state.foreignSkus.has(sku) || (existing && existing.product.slug !== product.slug))
      errors.push({ field: 'sku', message: 'admin.import.errors.skuElsewhere' })
    if (product.brand && !state.brands.has(product.brand))
      errors.push({ field: 'brand', message: 'admin.catalog.errors.unknownBrand' })
    if (product.categories.some((c) => !state.categories.has(c)))
      errors.push({ field: 'categories', message: 'admin.catalog.errors.unknownCategory' })
    if (variant.colour && !state.colours.has(variant.colour))
      errors.push({ field: 'colour', message: 'admin.catalog.errors.unknownColour' })
    const first = firstOfProduct.get(product.slug)
    if (first) {
      for (const column of PRODUCT_COLUMNS)
        if (first[column] !== cells[column])
          errors.push({ field: column, message: 'admin.import.errors.productDiffers' })
    } else firstOfProduct.set(product.slug, cells)
    const storedProduct = state.products.get(product.slug)
    const stored = existing ? storedCells(existing) : null
    const storedProductCells = storedProduct
      ? storedCells({
          ...(storedProduct as ExportRow),
          variant: existing?.variant ?? EMPTY_VARIANT,
        })
      : null
    const changes = errors.length
      ? []
      : CATALOGUE_CSV_COLUMNS.filter((column) => {
          const isProduct = (PRODUCT_COLUMNS as readonly string[]).includes(column)
          if (isProduct)
            return storedProductCells ? storedProductCells[column] !== cells[column] : false
          return stored ? stored[column] !== cells[column] : false
        })
    const action = errors.length
      ? 'error'
      : !existing
        ? 'create'
        : changes.length
          ? 'update'
          : 'unchanged'
    results.push({
      row: row.line,
      product_slug: product.slug,
      sku: variant.sku,
      action,
      changes,
      errors,
    })
    if (action === 'error') return
    planned.push({ row, action })
    const productAction = !storedProduct
      ? 'create'
      : changes.some((c) => (PRODUCT_COLUMNS as readonly string[]).includes(c))
        ? 'update'
        : 'unchanged'
    if (productActions.get(product.slug) !== 'update')
      productActions.set(product.slug, productAction)
  })
  const count = (action: string) => results.filter((r) => r.action === action).length
  const productCount = (action: string) =>
    [...productActions.values()].filter((a) => a === action).length
  return {
    rows: planned,
    preview: {
      rows: results,
      counts: {
        create: count('create'),
        update: count('update'),
        unchanged: count('unchanged'),
        error: count('error'),
      },
      products: { create: productCount('create'), update: productCount('update') },
    },
  }
}

/** A stand-in variant so a product without one can be compared by its own columns. */
const EMPTY_VARIANT = {
  sku: '',
  size: null,
  price: '0',
  salePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
  pointsPrice: null,
  stock: 0,
  lowStockThreshold: 0,
} as unknown as ExportRow['variant']
