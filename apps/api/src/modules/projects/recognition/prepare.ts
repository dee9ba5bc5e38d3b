import sharp, { type Sharp } from 'sharp'
import { TooManyRequestsError } from '#api/lib/errors.ts'
import { untrustedImages } from '#api/lib/images/index.ts'
import { findPaper, type Grey, otsu, warp } from './paper.ts'

/**
 * Pictures for the OCR. A receipt is decoded once (through the process's decoder, ADR 041) into
 * upright grey pixels at a size the OCR reads well; then up to three preparations are made from
 * them, cheapest first (ADR 056): the picture as it is, the paper found and flattened, and that
 * page in black and white. The reader stops at the first one that reads a whole receipt.
 */

/** Larger than a phone photo needs to be, images only slow the OCR down; tiny screenshots lose strokes. */
const minWidth = 1100
const maxSide = 2400

/** Upright, grey, at the OCR's size, as raw pixels; null when the bytes are no image. */
export async function decodeGrey(bytes: Buffer): Promise<Grey | null> {
  try {
    return await untrustedImages.decode(bytes, async (image, meta) => {
      const { width, height } = meta.autoOrient ?? meta
      const scale =
        width < minWidth
          ? Math.min(3, minWidth / width)
          : Math.min(1, maxSide / Math.max(width, height))
      const { data, info } = await image
        .rotate()
        .resize({ width: Math.round(width * scale), kernel: scale > 1 ? 'lanczos3' : 'lanczos2' })
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true })
      return { data, width: info.width, height: info.height }
    })
  } catch (error) {
    // pictures waiting their turn: the queue tries this receipt again later
    if (error instanceof TooManyRequestsError) throw error
    return null
  }
}

const raw = (g: Grey) => sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } })
const png = (g: Grey, pipeline = raw(g)) => pipeline.png({ compressionLevel: 1 }).toBuffer()

async function toGrey(pipeline: Sharp): Promise<Grey> {
  // raw output is sRGB unless told otherwise
  const { data, info } = await pipeline
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

const mean = (g: Grey) => g.data.reduce((sum, v) => sum + v, 0) / g.data.length

/** Contrast stretched, and light text on a dark screen (dark mode) turned dark on light. */
export function asItIs(g: Grey): Promise<Buffer> {
  const pipeline = raw(g).normalise()
  return png(g, mean(g) < 110 ? pipeline.negate() : pipeline)
}

/**
 * Uneven light divided out: the background is the picture with its text removed (a median over
 * an eighth-size copy) and blurred; each pixel over its background makes paper white again
 * under a shadow or a lamp's fall-off.
 */
export async function flattenLight(g: Grey): Promise<Grey> {
  // one resize per sharp pipeline: sharp applies a single resize whatever the calls
  const small = await toGrey(raw(g).resize({ width: Math.max(16, Math.round(g.width / 8)) }))
  const smooth = await toGrey(raw(small).median(9).blur(2))
  const background = await toGrey(
    raw(smooth).resize({ width: g.width, height: g.height, fit: 'fill' }),
  )
  const data = Buffer.alloc(g.data.length)
  for (let i = 0; i < data.length; i++)
    data[i] = Math.min(
      255,
      Math.round(((g.data[i] as number) * 255) / Math.max(1, background.data[i] as number)),
    )
  return { data, width: g.width, height: g.height }
}

/** The paper of a photo: cut out and squared when found, then its light flattened. */
export async function paperPage(g: Grey): Promise<Grey> {
  const quad = await findPaper(g)
  return flattenLight(quad ? warp(g, quad) : g)
}

/** A flattened page, sharpened a little against blur. */
export async function flattened(page: Grey): Promise<Buffer> {
  return png(page, raw(page).normalise().sharpen({ sigma: 1 }))
}

/** A flattened page in black and white, at its own Otsu threshold. */
export async function blackAndWhite(page: Grey): Promise<Buffer> {
  return png(page, raw(page).threshold(Math.min(250, otsu(page.data))))
}
