import { z } from 'zod'
import { UUID_PATTERN } from './ids.ts'
import { localizedText } from './text.ts'
import { tooLong } from './validators.ts'

/**
 * A product's pictures in the back office (issue 27): uploaded one file per request
 * (`POST /admin/products/{id}/images`, multipart field `file`), then described, linked to a colour,
 * moved and deleted. The storefront's gallery shows them in `sequence` order and follows colours
 * through `colour_id`.
 */

/** Pictures one product may have: a gallery, not an archive. */
export const MAX_PRODUCT_IMAGES = 40
/** What the file input offers; `image/*` lets a phone offer its camera. */
export const PRODUCT_IMAGE_ACCEPT = 'image/*'

const uuid = z.string().regex(UUID_PATTERN, 'errors.invalid')
const alt = z.string().trim().max(200, tooLong(200)).default('')

export const adminImageParams = z.object({ id: z.string().max(64) })

/** Only the fields sent change; an empty zh or cn alt text is filled from the other (OpenCC). */
export const adminImagePatch = z.strictObject({
  alt: z.strictObject({ en: alt, zh: alt, cn: alt }).optional(),
  colour_id: uuid.nullable().optional(),
  /** The picture's new place, 0 first; the others move to make room. */
  sequence: z.number().int().min(0).max(MAX_PRODUCT_IMAGES).optional(),
})
export type AdminImagePatch = z.input<typeof adminImagePatch>

/** Every picture of the product, in the order wanted. */
export const adminImageOrderBody = z.strictObject({
  ids: z.array(uuid).min(1, 'errors.required').max(MAX_PRODUCT_IMAGES),
})
export type AdminImageOrderBody = z.input<typeof adminImageOrderBody>

export const adminProductImage = z
  .object({
    _id: z.string(),
    product_id: z.string(),
    /** File name under DATA_DIR/images, served resized by `GET /images/{file}`. */
    file: z.string(),
    alt: localizedText,
    colour_id: z.string().nullable(),
    sequence: z.number().int(),
  })
  .meta({ id: 'AdminProductImage' })
export type AdminProductImage = z.infer<typeof adminProductImage>
export const adminProductImages = z
  .object({ data: z.array(adminProductImage) })
  .meta({ id: 'AdminProductImages' })
