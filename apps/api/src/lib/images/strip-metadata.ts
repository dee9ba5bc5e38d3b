import { crc32 } from 'node:zlib'
import { EXIF_HEADER, orientationOnlyTiff, readOrientation } from './exif.ts'

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heif'

/** The bytes are not the container they claim to be (cut short, lengths pointing outside). */
export class MalformedImage extends Error {
  constructor(kind: ImageKind) {
    super(`malformed ${kind}`)
    this.name = 'MalformedImage'
  }
}

/**
 * The same picture with its EXIF (and XMP, text) blocks removed before any decoder sees them, and
 * the orientation put back as a 26-byte block of our own, so sharp still turns the photo upright
 * but libexif never walks a directory a stranger wrote (ADR 041). One pass over the container's
 * segments or chunks, never into them: linear in the file's size.
 */
export function stripMetadata(kind: ImageKind, bytes: Buffer): Buffer {
  switch (kind) {
    case 'jpeg':
      return stripJpeg(bytes)
    case 'png':
      return stripPng(bytes)
    case 'webp':
      return stripWebp(bytes)
    case 'heif':
      return hideHeifExif(bytes)
  }
}

function stripJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)]
  let orientation = 1
  let at = 2
  for (;;) {
    if (at + 4 > bytes.length || bytes[at] !== 0xff) throw new MalformedImage('jpeg')
    let marker = bytes[at + 1] as number
    // fill bytes (0xFF 0xFF …) before a marker
    while (marker === 0xff && at + 2 < bytes.length) {
      at += 1
      marker = bytes[at + 1] as number
    }
    // start of scan: the entropy-coded data and everything after it are kept as they are
    if (marker === 0xda) {
      kept.push(bytes.subarray(at))
      break
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2))
      at += 2
      continue
    }
    const length = bytes.readUInt16BE(at + 2)
    const end = at + 2 + length
    if (length < 2 || end > bytes.length) throw new MalformedImage('jpeg')
    if (marker === 0xe1) {
      const payload = bytes.subarray(at + 4, end)
      if (payload.subarray(0, 6).equals(EXIF_HEADER)) {
        orientation = readOrientation(payload.subarray(6))
      }
    } else {
      kept.push(bytes.subarray(at, end))
    }
    at = end
  }
  if (orientation !== 1) {
    const payload = Buffer.concat([EXIF_HEADER, orientationOnlyTiff(orientation)])
    const head = Buffer.from([0xff, 0xe1, 0, 0])
    head.writeUInt16BE(payload.length + 2, 2)
    kept.splice(1, 0, head, payload)
  }
  return Buffer.concat(kept)
}

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt'])

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0)
  return Buffer.concat([head, data, crc])
}

function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 8)]
  let orientation = 1
  let at = 8
  let ihdrEnd = -1
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw new MalformedImage('png')
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    const end = at + 12 + length
    if (end > bytes.length) throw new MalformedImage('png')
    if (at === 8 && (type !== 'IHDR' || length !== 13)) throw new MalformedImage('png')
    if (type === 'eXIf') orientation = readOrientation(bytes.subarray(at + 8, at + 8 + length))
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end))
    if (type === 'IHDR') ihdrEnd = kept.length
    at = end
    if (type === 'IEND') break
  }
  if (orientation !== 1) kept.splice(ihdrEnd, 0, pngChunk('eXIf', orientationOnlyTiff(orientation)))
  return Buffer.concat(kept)
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.write(type, 0, 'latin1')
  head.writeUInt32LE(data.length, 4)
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)])
}

const VP8X_EXIF = 0x08
const VP8X_XMP = 0x04

function stripWebp(bytes: Buffer): Buffer {
  if (bytes.length < 12) throw new MalformedImage('webp')
  const chunks: Buffer[] = []
  let orientation = 1
  let vp8x: Buffer | null = null
  let at = 12
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at, at + 4)
    const length = bytes.readUInt32LE(at + 4)
    const end = at + 8 + length + (length % 2)
    if (at + 8 + length > bytes.length) throw new MalformedImage('webp')
    if (type === 'EXIF') {
      const payload = bytes.subarray(at + 8, at + 8 + length)
      const tiff = payload.subarray(0, 6).equals(EXIF_HEADER) ? payload.subarray(6) : payload
      orientation = readOrientation(tiff)
    } else if (type !== 'XMP ') {
      // a copy: the flags of VP8X are rewritten below, never the caller's buffer
      const chunk = Buffer.from(bytes.subarray(at, Math.min(end, bytes.length)))
      if (type === 'VP8X') vp8x = chunk
      chunks.push(chunk)
    }
    at = end
  }
  if (vp8x && vp8x.length > 8) {
    const flags = vp8x[8] as number
    vp8x[8] = (flags & ~(VP8X_EXIF | VP8X_XMP)) | (orientation !== 1 ? VP8X_EXIF : 0)
    if (orientation !== 1) chunks.push(riffChunk('EXIF', orientationOnlyTiff(orientation)))
  }
  const body = Buffer.concat(chunks)
  const head = Buffer.alloc(12)
  head.write('RIFF', 0, 'latin1')
  head.writeUInt32LE(body.length + 4, 4)
  head.write('WEBP', 8, 'latin1')
  return Buffer.concat([head, body])
}

/**
 * HEIF keeps EXIF as an item of type `Exif`; its orientation is not used (HEIF turns pictures
 * with its own `irot`/`imir` properties), so the item's type is renamed in place and libheif
 * passes it by as an unknown item. Only the boxes on the path meta → iinf → infe are read.
 */
function hideHeifExif(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes)
  const meta = findBox(out, 0, out.length, 'meta')
  if (!meta) return out
  // meta and iinf are full boxes: 4 bytes of version and flags before their children
  const iinf = findBox(out, meta.start + 4, meta.end, 'iinf')
  if (!iinf) return out
  const version = out[iinf.start] as number
  let at = iinf.start + 4 + (version === 0 ? 2 : 4)
  while (at + 8 <= iinf.end) {
    const box = boxAt(out, at, iinf.end)
    if (!box) throw new MalformedImage('heif')
    if (box.type === 'infe') {
      const infeVersion = out[box.start] as number
      if (infeVersion >= 2) {
        const typeAt = box.start + 4 + (infeVersion === 2 ? 2 : 4) + 2
        if (typeAt + 4 <= box.end && out.toString('latin1', typeAt, typeAt + 4) === 'Exif') {
          out.write('xExf', typeAt, 'latin1')
        }
      }
    }
    at = box.end
  }
  return out
}

type Box = { type: string; start: number; end: number }

/** The box at `at` (its content from `start` to `end`); null when its size points outside. */
function boxAt(bytes: Buffer, at: number, limit: number): Box | null {
  if (at + 8 > limit) return null
  let size = bytes.readUInt32BE(at)
  const type = bytes.toString('latin1', at + 4, at + 8)
  let start = at + 8
  if (size === 1) {
    if (at + 16 > limit) return null
    size = Number(bytes.readBigUInt64BE(at + 8))
    start = at + 16
  } else if (size === 0) {
    size = limit - at
  }
  const end = at + size
  if (size < start - at || end > limit) return null
  return { type, start, end }
}

function findBox(bytes: Buffer, from: number, limit: number, type: string): Box | null {
  let at = from
  while (at + 8 <= limit) {
    const box = boxAt(bytes, at, limit)
    if (!box) throw new MalformedImage('heif')
    if (box.type === type) return box
    at = box.end
  }
  return null
}
