import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { catalogueRows } from './catalog.ts'
import type { ImageSpec } from './catalog-build.ts'
import type { Shape } from './catalog-presets.ts'

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

function svg(spec: ImageSpec): string {
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
