import { describe, expect, it } from 'vitest'
import { catalogueRows } from './catalog.ts'
import { dimensionsAlt } from './catalog-build.ts'

describe('dimensions drawing alt text', () => {
  it('reads as recorded for every seeded product, in the three languages', async () => {
    const alts = catalogueRows.images
      .filter((image) => image.file.endsWith('-dimensions.webp'))
      .map((image) => `${image.file}\n${image.alt.en}\n${image.alt.zh}\n${image.alt.cn}\n`)
    expect(alts.length).toBeGreaterThan(20)
    await expect(alts.join('\n')).toMatchFileSnapshot('./__snapshots__/dimensions-alt.txt')
  })

  it('names a diameter, a length, one width and no depth as each language says them', () => {
    const title = { en: 'Table', zh: '枱', cn: '桌' }
    expect(dimensionsAlt(title, { widths: [90], round: true, depth: 0, height: 75 })).toEqual({
      en: 'Table, dimensions drawing: diameter 90 cm, height 75 cm',
      zh: '枱尺寸圖：直徑90厘米，高75厘米',
      cn: '桌尺寸图：直径90厘米，高75厘米',
    })
    expect(
      dimensionsAlt(title, { widths: [90, 120, 150], depth: 200, long: true, height: 40 }),
    ).toEqual({
      en: 'Table, dimensions drawing: width 90, 120 or 150 cm, length 200 cm, height 40 cm',
      zh: '枱尺寸圖：闊90、120或150厘米，長200厘米，高40厘米',
      cn: '桌尺寸图：宽90、120或150厘米，长200厘米，高40厘米',
    })
  })
})
