const SLUG_CONSTRAINTS = new Set([
  'products_store_slug_unique',
  'categories_store_slug_unique',
  'brands_slug_unique',
  'colours_slug_unique',
])

/**
 * The field a unique-constraint violation (23505) is about, when two staff save the same value at
 * once and both passed the check before the insert: mapped to the same 409 as the check's.
 */
export function uniqueField(error: unknown): 'slug' | 'sku' | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string }
    if (code !== '23505') continue
    if (constraint && SLUG_CONSTRAINTS.has(constraint)) return 'slug'
    if (constraint?.startsWith('product_variants_sku')) return 'sku'
  }
  return null
}
