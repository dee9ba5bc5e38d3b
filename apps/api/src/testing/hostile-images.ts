import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/**
 * Hostile pictures built in code (ADR 041), for the upload tests and `npm run bench`: each is a
 * few hundred bytes to 131 KB and used to cost seconds to minutes of CPU or gigabytes of memory.
 */

function pngChunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0)
  return Buffer.concat([head, data, crc])
}

/** A PNG declaring `width` × `height` RGB pixels, all black: 45,000,000 × 1 deflates to 131 KB. */
export function stripPng(width = 45_000_000, height = 1): Buffer {
  const row = Buffer.alloc(1 + width * 3) // filter byte, then zeros
  return declaredPng(width, height, Buffer.concat(Array.from({ length: height }, () => row)))
}

/** A PNG whose header declares `width` × `height` but whose data holds only `rows` (default: none). */
export function declaredPng(width: number, height: number, rows = Buffer.alloc(1)): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bits per sample
  ihdr[9] = 2 // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A TIFF block whose IFD0 holds `fanOut` sub-directory pointers (EXIF, GPS, interoperability),
 * each back to IFD0 itself, and whose next-IFD offset points to itself too, plus an orientation.
 * libexif follows every pointer to a fixed depth: 50 entries took 44 s to read and 2 min to
 * re-encode an 8 × 8 JPEG on sharp 0.35.
 */
export function loopingExif(fanOut = 50, orientation = 6): Buffer {
  const entries = fanOut + 1
  const tiff = Buffer.alloc(8 + 2 + 12 * entries + 4)
  tiff.write('II', 0, 'latin1')
  tiff.writeUInt16LE(42, 2)
  tiff.writeUInt32LE(8, 4)
  tiff.writeUInt16LE(entries, 8)
  const pointers = [0x8769, 0x8825, 0xa005]
  for (let i = 0; i < fanOut; i += 1) {
    const at = 10 + 12 * i
    tiff.writeUInt16LE(pointers[i % pointers.length] as number, at)
    tiff.writeUInt16LE(4, at + 2) // LONG
    tiff.writeUInt32LE(1, at + 4)
    tiff.writeUInt32LE(8, at + 8) // → IFD0
  }
  const last = 10 + 12 * fanOut
  tiff.writeUInt16LE(0x0112, last)
  tiff.writeUInt16LE(3, last + 2) // SHORT
  tiff.writeUInt32LE(1, last + 4)
  tiff.writeUInt16LE(orientation, last + 8)
  tiff.writeUInt32LE(8, 10 + 12 * entries) // next IFD: itself
  return tiff
}

/** A small JPEG (`width` × `height`, grey) carrying `tiff` as its EXIF block, right after SOI. */
export async function jpegWithExif(tiff: Buffer, width = 8, height = 4): Promise<Buffer> {
  const plain = await sharp({ create: { width, height, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer()
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
  const head = Buffer.from([0xff, 0xe1, 0, 0])
  head.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([plain.subarray(0, 2), head, payload, plain.subarray(2)])
}

/** The EXIF-loop JPEG of the field report: 8 × 4 pixels, under 1 KB. */
export const loopingExifJpeg = () => jpegWithExif(loopingExif())
