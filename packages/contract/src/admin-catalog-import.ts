import { z } from 'zod'

/**
 * The catalogue CSV import (issue 27, ADR 048): the export's columns read back, one row per
 * variant. A preview says what each row would do; the apply does it all in one transaction or
 * nothing. Messages are catalogue keys (`admin.import.errors.*`, `errors.*`).
 */

/** Largest file the import reads (bytes) and most variant rows in one file. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024
export const MAX_IMPORT_ROWS = 2000
/** The reason written to the stock history for a count set by an import. */
export const IMPORT_STOCK_REASON = 'CSV import'

export const IMPORT_ROW_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number]

export const importRowResult = z
  .object({
    /** The line of the file the row starts on (the header is line 1). */
    row: z.number().int(),
    product_slug: z.string(),
    sku: z.string(),
    action: z.enum(IMPORT_ROW_ACTIONS),
    /** Columns whose value differs from the catalogue (for an update). */
    changes: z.array(z.string()),
    errors: z.array(z.object({ field: z.string(), message: z.string() })),
  })
  .meta({ id: 'ImportRowResult' })
export type ImportRowResult = z.infer<typeof importRowResult>

const counts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
})
export const importPreview = z
  .object({
    rows: z.array(importRowResult),
    counts,
    /** Products the file would add and change (a product has one row per variant). */
    products: z.object({ create: z.number().int(), update: z.number().int() }),
  })
  .meta({ id: 'ImportPreview' })
export type ImportPreview = z.infer<typeof importPreview>

export const importResult = importPreview.extend({ applied: z.literal(true) }).meta({
  id: 'ImportResult',
})
export type ImportResult = z.infer<typeof importResult>
