import { z } from 'zod'
import { adminSlug, adminTitleInput } from './admin-catalog.ts'
import { pagedList, pagingQuery } from './http.ts'
import { UUID_PATTERN } from './ids.ts'
import { localizedText } from './text.ts'

/**
 * Categories, brands and colours in the back office (issue 27, ADR 044) under
 * `/admin/categories`, `/admin/brands` and `/admin/colours`. Names are trilingual like product
 * titles (English required; Traditional or Simplified, the other filled with OpenCC).
 */

/**
 * Levels of the category tree: the storefront's tree (`categories/all/hierachy`) and its filters
 * show parents with their children, so a child cannot have children of its own.
 */
export const MAX_CATEGORY_DEPTH = 2
export const MOVE_DIRECTIONS = ['up', 'down'] as const
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number]

const uuid = z.string().regex(UUID_PATTERN, 'errors.invalid')
/** A colour as the swatch shows it: `#rrggbb`, stored lower-case. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i
const hex = z
  .string()
  .trim()
  .regex(HEX_COLOUR_PATTERN, 'admin.taxonomy.errors.hex')
  .transform((v) => v.toLowerCase())

export const adminCategoryBody = z.strictObject({
  title: adminTitleInput,
  /** Made from the English title when left out. */
  slug: adminSlug.optional(),
  /** A top-level category's id, or null for a top-level category. */
  parent_id: uuid.nullable().default(null),
  /** Inactive categories are hidden from the storefront's tree and filters. */
  active: z.boolean().default(true),
})
export type AdminCategoryBody = z.input<typeof adminCategoryBody>
export const adminCategoryPatch = z.strictObject({
  title: adminTitleInput.optional(),
  slug: adminSlug.optional(),
  parent_id: uuid.nullable().optional(),
  active: z.boolean().optional(),
})
export type AdminCategoryPatch = z.input<typeof adminCategoryPatch>
/** One step up or down among its siblings. */
export const adminCategoryMove = z.strictObject({ direction: z.enum(MOVE_DIRECTIONS) })

export const adminBrandBody = z.strictObject({ name: adminTitleInput, slug: adminSlug.optional() })
export type AdminBrandBody = z.input<typeof adminBrandBody>
export const adminBrandPatch = z.strictObject({
  name: adminTitleInput.optional(),
  slug: adminSlug.optional(),
})
export type AdminBrandPatch = z.input<typeof adminBrandPatch>

export const adminColourBody = z.strictObject({
  name: adminTitleInput,
  slug: adminSlug.optional(),
  hex,
})
export type AdminColourBody = z.input<typeof adminColourBody>
export const adminColourPatch = z.strictObject({
  name: adminTitleInput.optional(),
  slug: adminSlug.optional(),
  hex: hex.optional(),
})
export type AdminColourPatch = z.input<typeof adminColourPatch>

export const adminTaxonomyQuery = pagingQuery(100, 500).extend({
  /** Any language's name or the slug. */
  search: z.string().trim().max(100).optional(),
})
export const adminTaxonomyParams = z.object({ id: z.string().max(64) })

export const adminCategory = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: localizedText,
    parent_id: z.string().nullable(),
    /** Place among its siblings, from 0. */
    sequence: z.number().int(),
    active: z.boolean(),
    /** Products filed under it (a category in use cannot be deleted). */
    products_count: z.number().int(),
    children_count: z.number().int(),
  })
  .meta({ id: 'AdminCategory' })
export type AdminCategory = z.infer<typeof adminCategory>
/** The whole tree in order: each top-level category followed by its children. */
export const adminCategories = pagedList(adminCategory).meta({ id: 'AdminCategories' })

export const adminBrand = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: localizedText,
    products_count: z.number().int(),
  })
  .meta({ id: 'AdminBrand' })
export type AdminBrand = z.infer<typeof adminBrand>
export const adminBrands = pagedList(adminBrand).meta({ id: 'AdminBrands' })

export const adminColour = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: localizedText,
    hex: z.string(),
    /** Products with a variant in this colour. */
    products_count: z.number().int(),
  })
  .meta({ id: 'AdminColour' })
export type AdminColour = z.infer<typeof adminColour>
export const adminColours = pagedList(adminColour).meta({ id: 'AdminColours' })
