import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { postSeeds } from './content.ts'
import { type PostSeed, type PostShape, postCoverFile } from './content-build.ts'

const W = 1200
const H = 675

/** A furniture silhouette per post, drawn on the room's floor line. */
const pieces: Record<PostShape, (c: string) => string> = {
  sofa: (c) =>
    `<rect x="380" y="380" width="440" height="130" rx="30" fill="${c}"/><rect x="350" y="430" width="80" height="120" rx="24" fill="${c}"/><rect x="770" y="430" width="80" height="120" rx="24" fill="${c}"/><rect x="410" y="450" width="380" height="90" rx="18" fill="${c}" opacity="0.85"/>`,
  chair: (c) =>
    `<rect x="520" y="330" width="160" height="190" rx="40" fill="${c}"/><rect x="495" y="480" width="210" height="80" rx="22" fill="${c}" opacity="0.85"/><rect x="515" y="560" width="12" height="50" fill="#4a3a2c"/><rect x="673" y="560" width="12" height="50" fill="#4a3a2c"/>`,
  table: (c) =>
    `<rect x="360" y="430" width="480" height="26" rx="6" fill="${c}"/><rect x="390" y="456" width="18" height="150" fill="${c}" opacity="0.8"/><rect x="792" y="456" width="18" height="150" fill="${c}" opacity="0.8"/><ellipse cx="600" cy="410" rx="40" ry="22" fill="#ffffff" opacity="0.7"/>`,
  cabinet: (c) =>
    `<rect x="380" y="330" width="440" height="270" rx="8" fill="${c}"/><line x1="600" y1="340" x2="600" y2="590" stroke="#00000033" stroke-width="5"/><circle cx="585" cy="465" r="7" fill="#d4b06a"/><circle cx="615" cy="465" r="7" fill="#d4b06a"/>`,
  lamp: (c) =>
    `<path d="M540 230 L660 230 L700 320 L500 320 Z" fill="${c}"/><rect x="594" y="320" width="12" height="270" fill="#1e2326"/><ellipse cx="600" cy="600" rx="80" ry="16" fill="#1e2326"/><circle cx="600" cy="340" r="140" fill="${c}" opacity="0.18"/>`,
  vase: (c) =>
    `<path d="M570 330 L630 330 L624 370 Q700 420 676 540 Q664 600 600 600 Q536 600 524 540 Q500 420 576 370 Z" fill="${c}"/><path d="M600 330 Q590 250 540 210 M600 330 Q620 240 680 220" stroke="#5d7a55" stroke-width="8" fill="none"/>`,
}

export function coverSvg(seed: Pick<PostSeed, 'palette'>): string {
  const { wall, floor, accent, shape } = seed.palette
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${wall}"/><rect x="120" y="90" width="220" height="300" fill="#ffffff" opacity="0.55"/><line x1="230" y1="90" x2="230" y2="390" stroke="${wall}" stroke-width="8"/><rect y="560" width="${W}" height="${H - 560}" fill="${floor}"/><ellipse cx="600" cy="600" rx="330" ry="22" fill="#00000018"/>${pieces[shape](accent)}<rect x="940" y="420" width="70" height="170" rx="10" fill="#ffffff" opacity="0.6"/><circle cx="975" cy="380" r="60" fill="#6f8f63" opacity="0.85"/></svg>`
}

/** Draws the seeded posts' covers into `dir` (WebP, 1200 × 675), skipping files already there. */
export async function renderPostImages(dir: string, seeds: PostSeed[] = postSeeds) {
  await mkdir(dir, { recursive: true })
  const missing = seeds.filter((seed) => !existsSync(path.join(dir, postCoverFile(seed.slug))))
  for (const seed of missing) {
    await sharp(Buffer.from(coverSvg(seed)))
      .webp({ quality: 80 })
      .toFile(path.join(dir, postCoverFile(seed.slug)))
  }
  return missing.length
}
