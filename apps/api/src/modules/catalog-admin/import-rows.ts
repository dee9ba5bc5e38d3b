import {
  ADMIN_PRODUCT_STATUSES,
  CATALOGUE_CSV_COLUMNS,
  DEFAULT_LOW_STOCK_THRESHOLD,
  type LocalizedText,
  saleNotBelowPrice,
} from '@shop/contract'
import { z } from 'zod'
import type { CsvRecord } from './csv-read.ts'
import { undefuse } from './csv-read.ts'
import { fillChinese, optionalText } from './texts.ts'

export type Column = (typeof CATALOGUE_CSV_COLUMNS)[number]
export type FieldError = { field: string; message: string }

/** A variant row of the file, typed: the product's columns and the variant's. */
export type ImportRow = {
  line: number
  product: {
    slug: string
    status: (typeof ADMIN_PRODUCT_STATUSES)[number]
    title: LocalizedText
    brand: string | null
    categories: string[]
    tags: string[]
    leadTimeMinDays: number | null
    leadTimeMaxDays: number | null
  }
  variant: {
    sku: string
    size: LocalizedText | null
    colour: string | null
    price: string
    salePrice: string | null
    saleStartsAt: Date | null
    saleEndsAt: Date | null
    pointsPrice: number | null
    stock: number
    lowStockThreshold: number
  }
}

const line = (max: number) => z.string().trim().max(max, 'admin.import.errors.tooLong')
const empty = (value: string) => value.trim() === ''
const optional = <T extends z.ZodType>(schema: T) =>
  z.string().transform((v, ctx) => {
    if (empty(v)) return null
    const parsed = schema.safeParse(v.trim())
    if (parsed.success) return parsed.data as z.output<T>
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message })
    return z.NEVER
  })
const whole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'admin.import.errors.wholeNumber')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, 'admin.import.errors.wholeNumber')
        .max(max, 'admin.import.errors.tooLong'),
    )
const money = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'admin.catalog.errors.price')
  .transform((v) => Number(v).toFixed(2))
const time = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v), 'errors.invalid')
  .transform((v) => new Date(v))
const reference = z
  .string()
  .trim()
  .toLowerCase()
  .max(80, 'admin.import.errors.tooLong')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'admin.catalog.errors.slug')
const list = (max: number, item: z.ZodType<string>) =>
  z.string().transform((v, ctx) => {
    const items = v
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean)
    if (items.length > max) ctx.addIssue({ code: 'custom', message: 'admin.import.errors.tooLong' })
    return items.map((one) => {
      const parsed = item.safeParse(one)
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: 'errors.invalid' })
      return parsed.success ? parsed.data : one
    })
  })

/** How each column is read; a cell's errors are keyed by its column name. */
const COLUMN: Record<Column, z.ZodType> = {
  // checked against PRODUCT_SLUG_PATTERN by the plan: the seed's older references keep accents
  product_slug: z.string().trim().min(1, 'errors.required').max(80, 'admin.import.errors.tooLong'),
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(ADMIN_PRODUCT_STATUSES, 'admin.import.errors.status')),
  title_en: line(200).min(1, 'errors.required'),
  title_zh: line(200),
  title_cn: line(200),
  brand: optional(reference),
  categories: list(20, reference),
  tags: list(20, line(40)),
  lead_time_min_days: optional(whole(1, 365)),
  lead_time_max_days: optional(whole(1, 365)),
  sku: z
    .string()
    .trim()
    .min(1, 'errors.required')
    .max(64, 'admin.import.errors.tooLong')
    .regex(/^[A-Za-z0-9._-]+$/, 'admin.catalog.errors.sku'),
  size_en: line(80),
  size_zh: line(80),
  size_cn: line(80),
  colour: optional(reference),
  price: money,
  sale_price: optional(money),
  sale_starts_at: optional(time),
  sale_ends_at: optional(time),
  points_price: optional(whole(1, 10_000_000)),
  stock: whole(0, 1_000_000),
  low_stock_threshold: z
    .string()
    .transform((v) => (empty(v) ? String(DEFAULT_LOW_STOCK_THRESHOLD) : v))
    .pipe(whole(0, 10_000)),
}

/** The header must name every export column once; their order may differ. */
export function readHeader(
  cells: string[],
): { index: Record<Column, number> } | { missing: string[] } {
  const names = cells.map((c) => c.trim().toLowerCase())
  const missing = CATALOGUE_CSV_COLUMNS.filter((c) => !names.includes(c))
  if (missing.length) return { missing }
  const index = Object.fromEntries(CATALOGUE_CSV_COLUMNS.map((c) => [c, names.indexOf(c)]))
  return { index: index as Record<Column, number> }
}

/** One record read against the columns: typed values, or the errors of each bad cell. */
export function readRow(
  record: CsvRecord,
  index: Record<Column, number>,
  width: number,
):
  | { row: ImportRow; errors: [] }
  | { row: null; errors: FieldError[]; line: number; slug: string; sku: string } {
  const raw = (column: Column) => undefuse(record.cells[index[column]] ?? '')
  const errors: FieldError[] = []
  if (record.cells.length !== width)
    errors.push({ field: 'row', message: 'admin.import.errors.cellCount' })
  const value: Partial<Record<Column, unknown>> = {}
  for (const column of CATALOGUE_CSV_COLUMNS) {
    const parsed = COLUMN[column].safeParse(raw(column))
    if (parsed.success) value[column] = parsed.data
    else
      errors.push({ field: column, message: parsed.error.issues[0]?.message ?? 'errors.invalid' })
  }
  const v = value as Record<Column, never>
  if (!errors.length) {
    if (!v.title_zh && !v.title_cn) errors.push({ field: 'title_zh', message: 'errors.required' })
    const min = v.lead_time_min_days as number | null
    const max = v.lead_time_max_days as number | null
    if ((min === null) !== (max === null))
      errors.push({
        field: min === null ? 'lead_time_min_days' : 'lead_time_max_days',
        message: 'errors.required',
      })
    else if (min !== null && max !== null && max < min)
      errors.push({ field: 'lead_time_max_days', message: 'admin.catalog.errors.leadTime' })
    const starts = v.sale_starts_at as Date | null
    const ends = v.sale_ends_at as Date | null
    if (starts && ends && ends <= starts)
      errors.push({ field: 'sale_ends_at', message: 'errors.endsBeforeStart' })
    if (v.sale_price !== null && saleNotBelowPrice(v.sale_price, v.price))
      errors.push({ field: 'sale_price', message: 'admin.catalog.errors.saleAbovePrice' })
  }
  if (errors.length)
    return {
      row: null,
      errors,
      line: record.line,
      slug: raw('product_slug').trim(),
      sku: raw('sku').trim(),
    }
  return {
    errors: [],
    row: {
      line: record.line,
      product: {
        slug: v.product_slug,
        status: v.status,
        title: fillChinese({ en: v.title_en, zh: v.title_zh, cn: v.title_cn }),
        brand: v.brand,
        categories: v.categories,
        tags: v.tags,
        leadTimeMinDays: v.lead_time_min_days,
        leadTimeMaxDays: v.lead_time_max_days,
      },
      variant: {
        sku: v.sku,
        size: optionalText({ en: v.size_en, zh: v.size_zh, cn: v.size_cn }),
        colour: v.colour,
        price: v.price,
        salePrice: v.sale_price,
        saleStartsAt: v.sale_starts_at,
        saleEndsAt: v.sale_ends_at,
        pointsPrice: v.points_price,
        stock: v.stock,
        lowStockThreshold: v.low_stock_threshold,
      },
    },
  }
}
