import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { catalogueRows } from './catalog.ts'
import type { ImageSpec } from './catalog-build.ts'
import type { Dimensions, Shape } from './catalog-presets.ts'

const SIZE = 800

/** Flat drawings of each kind of product in its colour: enough for a believable demo grid. */
const shapes: Record<Shape, (fill: string) => string> = {
  sofa: (f) =>
    `<rect x="130" y="330" width="540" height="170" rx="40" fill="${f}"/><rect x="100" y="400" width="90" height="170" rx="30" fill="${f}"/><rect x="610" y="400" width="90" height="170" rx="30" fill="${f}"/><rect x="170" y="440" width="460" height="110" rx="20" fill="${f}" opacity="0.85"/><rect x="150" y="570" width="16" height="50" fill="#5a4636"/><rect x="634" y="570" width="16" height="50" fill="#5a4636"/>`,
  chair: (f) =>
    `<rect x="280" y="220" width="240" height="260" rx="50" fill="${f}"/><rect x="250" y="440" width="300" height="110" rx="30" fill="${f}" opacity="0.85"/><rect x="275" y="550" width="16" height="90" fill="#5a4636"/><rect x="509" y="550" width="16" height="90" fill="#5a4636"/>`,
  table: (f) =>
    `<ellipse cx="400" cy="400" rx="270" ry="60" fill="${f}"/><rect x="250" y="420" width="22" height="200" fill="${f}" opacity="0.8"/><rect x="528" y="420" width="22" height="200" fill="${f}" opacity="0.8"/>`,
  cabinet: (f) =>
    `<rect x="160" y="300" width="480" height="280" rx="10" fill="${f}"/><line x1="400" y1="310" x2="400" y2="570" stroke="#00000033" stroke-width="6"/><circle cx="380" cy="440" r="8" fill="#b58d3d"/><circle cx="420" cy="440" r="8" fill="#b58d3d"/><rect x="180" y="580" width="14" height="40" fill="#5a4636"/><rect x="606" y="580" width="14" height="40" fill="#5a4636"/>`,
  bed: (f) =>
    `<rect x="140" y="250" width="520" height="200" rx="30" fill="${f}"/><rect x="120" y="430" width="560" height="150" rx="20" fill="${f}" opacity="0.8"/><rect x="170" y="400" width="460" height="60" rx="20" fill="#f7f3ea"/>`,
  lamp: (f) =>
    `<path d="M300 200 L500 200 L560 340 L240 340 Z" fill="${f}"/><rect x="392" y="340" width="16" height="250" fill="#3b3d40"/><ellipse cx="400" cy="600" rx="110" ry="24" fill="#3b3d40"/>`,
  rug: (f) =>
    `<rect x="150" y="220" width="500" height="380" rx="12" fill="${f}" transform="skewX(-12) translate(80 0)"/><rect x="210" y="270" width="380" height="280" rx="8" fill="none" stroke="#ffffff88" stroke-width="10" transform="skewX(-12) translate(80 0)"/>`,
  cushion: (f) =>
    `<rect x="220" y="240" width="360" height="320" rx="80" fill="${f}"/><path d="M240 400 Q400 360 560 400" stroke="#00000022" stroke-width="8" fill="none"/>`,
  vase: (f) =>
    `<path d="M350 200 L450 200 L440 260 Q560 340 520 520 Q500 600 400 600 Q300 600 280 520 Q240 340 360 260 Z" fill="${f}"/>`,
  lounger: (f) =>
    `<path d="M140 480 L520 480 L660 300 L700 320 L560 520 L140 520 Z" fill="${f}"/><rect x="170" y="520" width="14" height="70" fill="#5a4636"/><rect x="520" y="520" width="14" height="70" fill="#5a4636"/>`,
  service: (f) =>
    `<rect x="170" y="200" width="460" height="400" fill="#ffffff" stroke="${f}" stroke-width="12"/><path d="M170 420 L360 420 L360 600 M360 300 L630 300 M480 300 L480 600" stroke="${f}" stroke-width="10" fill="none"/><circle cx="560" cy="520" r="40" fill="${f}" opacity="0.5"/>`,
}

/** Where each drawing stands in the 800 × 800 frame: [left, top, right, bottom]. */
const bounds: Record<Shape, [number, number, number, number]> = {
  sofa: [100, 330, 700, 620],
  chair: [250, 220, 550, 640],
  table: [130, 340, 670, 620],
  cabinet: [160, 300, 640, 620],
  bed: [120, 250, 680, 580],
  lamp: [240, 200, 560, 624],
  rug: [150, 220, 730, 600],
  cushion: [220, 240, 580, 560],
  vase: [270, 200, 530, 600],
  lounger: [140, 300, 700, 590],
  service: [170, 200, 630, 600],
}

/**
 * The dimensions drawing: the piece in flat grey with dimension lines and its measurements in
 * centimetres (numbers and W / D / H only, so one picture serves every language; the alternative
 * text says it in words).
 */
function dimensionsSvg(spec: ImageSpec & { dimensions: Dimensions }): string {
  const d = spec.dimensions
  const [left, top, right, bottom] = bounds[spec.shape]
  const line = 'stroke="#3b3d40" stroke-width="3"'
  const text = 'font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#3b3d40"'
  const wy = bottom + 50
  const hx = right + 45
  const width = `${d.round ? 'Ø' : 'W'} ${d.widths.join(' / ')} cm`
  const parts = [
    `<g opacity="0.9">${shapes[spec.shape](spec.hex)}</g>`,
    // width: a line under the piece with end ticks, the figure below it
    `<line x1="${left}" y1="${wy}" x2="${right}" y2="${wy}" ${line}/>`,
    `<line x1="${left}" y1="${wy - 14}" x2="${left}" y2="${wy + 14}" ${line}/>`,
    `<line x1="${right}" y1="${wy - 14}" x2="${right}" y2="${wy + 14}" ${line}/>`,
    `<text x="${(left + right) / 2}" y="${wy + 48}" text-anchor="middle" ${text}>${width}</text>`,
    // height: a line beside the piece, the figure turned along it
    `<line x1="${hx}" y1="${top}" x2="${hx}" y2="${bottom}" ${line}/>`,
    `<line x1="${hx - 14}" y1="${top}" x2="${hx + 14}" y2="${top}" ${line}/>`,
    `<line x1="${hx - 14}" y1="${bottom}" x2="${hx + 14}" y2="${bottom}" ${line}/>`,
    `<text transform="translate(${hx + 40} ${(top + bottom) / 2}) rotate(90)" text-anchor="middle" ${text}>H ${d.height} cm</text>`,
  ]
  if (d.depth)
    parts.push(
      // depth: a short line going back into the picture, the figure beside it
      `<path d="M${right - 150} ${top - 40} l60 -40 m-60 40 l6 -14 m-6 14 l15 -3 m45 -37 l-15 3 m15 -3 l-6 14" ${line} fill="none"/>`,
      `<text x="${right - 75}" y="${top - 62}" ${text}>${d.long ? 'L' : 'D'} ${d.depth} cm</text>`,
    )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/><g transform="translate(400 400) scale(0.82) translate(-400 -400)">${parts.join('')}</g></svg>`
}

function svg(spec: ImageSpec): string {
  if (spec.dimensions) return dimensionsSvg({ ...spec, dimensions: spec.dimensions })
  const drawing = shapes[spec.shape](spec.hex)
  // the detail shot is a close crop of the same drawing
  const body = spec.detail ? `<g transform="translate(-400 -420) scale(2)">${drawing}</g>` : drawing
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#f4f1ec"/><rect y="600" width="${SIZE}" height="200" fill="#e9e4dc"/><ellipse cx="400" cy="630" rx="300" ry="26" fill="#00000014"/>${body}</svg>`
}

/**
 * Draws the seeded product pictures into `dir` (WebP, 800 × 800), skipping files already there,
 * so only the first start pays for it and no network is needed.
 */
export async function renderCatalogueImages(dir: string, specs = catalogueRows.imageSpecs) {
  await mkdir(dir, { recursive: true })
  const missing = specs.filter((spec) => !existsSync(path.join(dir, spec.file)))
  const queue = [...missing]
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      await sharp(Buffer.from(svg(spec)))
        .webp({ quality: 80 })
        .toFile(path.join(dir, spec.file))
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  return missing.length
}
