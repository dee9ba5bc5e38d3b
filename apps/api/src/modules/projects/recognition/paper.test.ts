import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { findPaper, type Grey, otsu, warp } from './paper.ts'
import { flattenLight } from './prepare.ts'

/** A grey picture drawn from SVG: what the reader has after decoding. */
async function grey(svg: string): Promise<Grey> {
  const { data, info } = await sharp(Buffer.from(svg))
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

const corners = [
  { x: 180, y: 120 },
  { x: 820, y: 160 },
  { x: 780, y: 1020 },
  { x: 140, y: 980 },
]
const slipOnTable = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1150">
<rect width="100%" height="100%" fill="#4a3f35"/>
<polygon points="${corners.map((p) => `${p.x},${p.y}`).join(' ')}" fill="#eeeeea"/>
<rect x="300" y="500" width="300" height="30" fill="#222"/></svg>`

describe('finding the paper in a photo', () => {
  it('finds the four corners of a slip lying turned on a table', async () => {
    const quad = await findPaper(await grey(slipOnTable))
    expect(quad).not.toBeNull()
    quad?.forEach((p, i) => {
      expect(Math.abs(p.x - (corners[i]?.x as number))).toBeLessThan(15)
      expect(Math.abs(p.y - (corners[i]?.y as number))).toBeLessThan(15)
    })
  })

  it('finds none in a screenshot that is all page', async () => {
    const screenshot = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1300"><rect width="100%" height="100%" fill="#fff"/><rect x="60" y="300" width="400" height="40" fill="#111"/></svg>`
    expect(await findPaper(await grey(screenshot))).toBeNull()
  })

  it('cuts the paper out as an upright rectangle, with no table left', async () => {
    const photo = await grey(slipOnTable)
    const quad = await findPaper(photo)
    if (!quad) throw new Error('no paper found')
    const page = warp(photo, quad)
    expect(page.width).toBeGreaterThan(600)
    expect(page.height).toBeGreaterThan(820)
    const dark = page.data.filter((v) => v < 120).length / page.data.length
    // the black bar, a little over 1 % of the page, and almost nothing of the table
    expect(dark).toBeGreaterThan(0.008)
    expect(dark).toBeLessThan(0.03)
  })
})

describe('flattening uneven light', () => {
  it('makes paper in a deep shadow as white as paper in the light, the ink still dark', async () => {
    const shadowed = await grey(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
<defs><linearGradient id="g"><stop offset="0" stop-color="#f0f0f0"/><stop offset="1" stop-color="#555"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect x="40" y="280" width="60" height="14" fill="#000" opacity="0.6"/><rect x="700" y="280" width="60" height="14" fill="#000" opacity="0.6"/></svg>`)
    const flat = await flattenLight(shadowed)
    const at = (x: number, y: number) => flat.data[y * flat.width + x] as number
    expect(Math.abs(at(60, 100) - at(740, 100))).toBeLessThan(25)
    expect(at(740, 100)).toBeGreaterThan(220)
    expect(at(730, 287)).toBeLessThan(at(730, 100) - 60)
    // without it, one threshold cannot keep both sides' paper white
    expect(shadowed.data[100 * 800 + 740]).toBeLessThan(otsu(shadowed.data))
  })
})
