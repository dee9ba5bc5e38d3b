/**
 * The one EXIF field we keep, read without following a single offset: libexif walks every
 * directory an EXIF block points to, so a block whose directories point back at themselves cost
 * minutes of CPU for a few hundred bytes (ADR 041). Here only IFD0's own entries are looked at.
 */

const ORIENTATION_TAG = 0x0112
const SHORT = 3

/** EXIF orientation 1–8 from a TIFF block (the payload after `Exif\0\0`); 1 when absent or odd. */
export function readOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1
  const order = tiff.toString('latin1', 0, 2)
  if (order !== 'II' && order !== 'MM') return 1
  const little = order === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  if (u16(2) !== 42) return 1
  const ifd = u32(4)
  if (ifd < 8 || ifd + 2 > tiff.length) return 1
  // at most 65,535 entries of 12 bytes, each looked at once: bounded by the block's own size
  const count = Math.min(u16(ifd), Math.floor((tiff.length - ifd - 2) / 12))
  for (let i = 0; i < count; i += 1) {
    const at = ifd + 2 + i * 12
    if (u16(at) !== ORIENTATION_TAG) continue
    if (u16(at + 2) !== SHORT || u32(at + 4) !== 1) return 1
    const value = u16(at + 8)
    return value >= 1 && value <= 8 ? value : 1
  }
  return 1
}

/** A TIFF block holding the orientation and nothing else (IFD0 with one entry, no next IFD). */
export function orientationOnlyTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26)
  tiff.write('II', 0, 'latin1')
  tiff.writeUInt16LE(42, 2)
  tiff.writeUInt32LE(8, 4)
  tiff.writeUInt16LE(1, 8)
  tiff.writeUInt16LE(ORIENTATION_TAG, 10)
  tiff.writeUInt16LE(SHORT, 12)
  tiff.writeUInt32LE(1, 14)
  tiff.writeUInt16LE(orientation, 18)
  tiff.writeUInt32LE(0, 22)
  return tiff
}

export const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1')
