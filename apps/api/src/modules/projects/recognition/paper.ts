import sharp from 'sharp'

/**
 * The paper in a photo of a slip (issue 28): the largest bright region, its four corners, and
 * the page cut out of the photo and squared again. Plain arithmetic on grey pixels, as no image
 * library on npm does perspective without bringing a whole computer-vision build (ADR 056).
 */
export type Grey = { data: Buffer; width: number; height: number }
export type Point = { x: number; y: number }
/** Corners in order: top left, top right, bottom right, bottom left. */
export type Quad = [Point, Point, Point, Point]

const searchSide = 320

/** Otsu's threshold: the grey level that best splits dark from light (ink from paper, paper from table). */
export function otsu(data: Uint8Array) {
  const histogram = new Array<number>(256).fill(0)
  for (const v of data) histogram[v] = (histogram[v] as number) + 1
  let sum = 0
  for (let v = 0; v < 256; v++) sum += v * (histogram[v] as number)
  let below = 0
  let sumBelow = 0
  let best = -1
  let threshold = 128
  for (let t = 0; t < 255; t++) {
    below += histogram[t] as number
    sumBelow += t * (histogram[t] as number)
    if (below === 0 || below === data.length) continue
    const m0 = sumBelow / below
    const m1 = (sum - sumBelow) / (data.length - below)
    const between = below * (data.length - below) * (m0 - m1) ** 2
    if (between > best) {
      best = between
      threshold = t
    }
  }
  return threshold
}

/** The pixels of the largest 4-connected region of `mask`, as indexes. */
function largestRegion(mask: Uint8Array, width: number): Int32Array {
  const seen = new Uint8Array(mask.length)
  const stack = new Int32Array(mask.length)
  const region = new Int32Array(mask.length)
  let best = new Int32Array(0)
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue
    let top = 0
    let size = 0
    stack[top++] = start
    seen[start] = 1
    while (top > 0) {
      const i = stack[--top] as number
      region[size++] = i
      const x = i % width
      const neighbours = [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        i >= width ? i - width : -1,
        i + width < mask.length ? i + width : -1,
      ]
      for (const n of neighbours) {
        if (n >= 0 && mask[n] && !seen[n]) {
          seen[n] = 1
          stack[top++] = n
        }
      }
    }
    if (size > best.length) best = region.slice(0, size)
    if (best.length > mask.length / 2) break
  }
  return best
}

type Line = { slope: number; offset: number }

/** Least squares for v = slope·u + offset. */
function fit(points: [number, number][]): Line | null {
  const n = points.length
  if (n < 5) return null
  let su = 0
  let sv = 0
  let suu = 0
  let suv = 0
  for (const [u, v] of points) {
    su += u
    sv += v
    suu += u * u
    suv += u * v
  }
  const det = n * suu - su * su
  if (det === 0) return null
  const slope = (n * suv - su * sv) / det
  return { slope, offset: (sv - slope * su) / n }
}

/**
 * The four sides of a region as lines fitted through the middle of each edge (a corner lost to a
 * shadow or a thumb does not bend them), and the corners where they meet.
 */
function cornersOf(region: Int32Array, width: number): Quad | null {
  const left = new Map<number, number>()
  const right = new Map<number, number>()
  const top = new Map<number, number>()
  const bottom = new Map<number, number>()
  for (const i of region) {
    const x = i % width
    const y = Math.floor(i / width)
    if (x < (left.get(y) ?? Infinity)) left.set(y, x)
    if (x > (right.get(y) ?? -Infinity)) right.set(y, x)
    if (y < (top.get(x) ?? Infinity)) top.set(x, y)
    if (y > (bottom.get(x) ?? -Infinity)) bottom.set(x, y)
  }
  const middle = (edge: Map<number, number>) => {
    const keys = [...edge.keys()].sort((a, b) => a - b)
    const from = keys[Math.floor(keys.length * 0.2)] ?? 0
    const to = keys[Math.floor(keys.length * 0.8)] ?? 0
    return [...edge].filter(([k]) => k >= from && k <= to)
  }
  // sides as x = f(y) (left, right) and y = f(x) (top, bottom)
  const [l, r, t, b] = [left, right, top, bottom].map((edge) => fit(middle(edge)))
  if (!l || !r || !t || !b) return null
  const meet = (side: Line, across: Line): Point => {
    const x = (side.slope * across.offset + side.offset) / (1 - side.slope * across.slope)
    return { x, y: across.slope * x + across.offset }
  }
  return [meet(l, t), meet(r, t), meet(r, b), meet(l, b)]
}

/**
 * The paper's corners in `g`'s pixels, or null when the paper fills the picture (a scan, a
 * screenshot) or no paper-like region stands out. Holds for a slip turned up to about 30°.
 */
export async function findPaper(g: Grey): Promise<Quad | null> {
  const scale = Math.min(1, searchSide / Math.max(g.width, g.height))
  const { data, info } = await sharp(g.data, {
    raw: { width: g.width, height: g.height, channels: 1 },
  })
    .resize({ width: Math.max(1, Math.round(g.width * scale)) })
    .blur(1.5)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { width, height } = info
  const threshold = otsu(data)
  const mask = new Uint8Array(data.length)
  for (let i = 0; i < data.length; i++) mask[i] = (data[i] as number) > threshold ? 1 : 0
  const region = largestRegion(mask, width)
  const share = region.length / data.length
  if (share < 0.15 || share > 0.92) return null
  const quad = cornersOf(region, width)
  if (!quad) return null
  const sx = g.width / width
  const sy = g.height / height
  for (const p of quad) {
    p.x = Math.min(g.width - 1, Math.max(0, p.x * sx))
    p.y = Math.min(g.height - 1, Math.max(0, p.y * sy))
  }
  // a region touching every edge is a background, not a sheet of paper lying on one
  const margin = 0.01
  const inside = quad.filter(
    (p) =>
      p.x > g.width * margin &&
      p.x < g.width * (1 - margin) &&
      p.y > g.height * margin &&
      p.y < g.height * (1 - margin),
  ).length
  return inside >= 2 ? quad : null
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)

/** The homography taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to `quad`. */
function squareTo(quad: Quad) {
  const [p0, p1, p2, p3] = quad
  const dx1 = p1.x - p2.x
  const dx2 = p3.x - p2.x
  const dy1 = p1.y - p2.y
  const dy2 = p3.y - p2.y
  const sx = p0.x - p1.x + p2.x - p3.x
  const sy = p0.y - p1.y + p2.y - p3.y
  const det = dx1 * dy2 - dx2 * dy1
  const g = det === 0 ? 0 : (sx * dy2 - dx2 * sy) / det
  const h = det === 0 ? 0 : (dx1 * sy - sx * dy1) / det
  return {
    a: p1.x - p0.x + g * p1.x,
    b: p3.x - p0.x + h * p3.x,
    c: p0.x,
    d: p1.y - p0.y + g * p1.y,
    e: p3.y - p0.y + h * p3.y,
    f: p0.y,
    g,
    h,
  }
}

/** The paper inside `quad` as an upright rectangle, sampled bilinearly. */
export function warp(g: Grey, quad: Quad): Grey {
  const [tl, tr, br, bl] = quad
  const width = Math.max(1, Math.round(Math.max(distance(tl, tr), distance(bl, br))))
  const height = Math.max(1, Math.round(Math.max(distance(tl, bl), distance(tr, br))))
  const m = squareTo(quad)
  const data = Buffer.alloc(width * height, 255)
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5) / height
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5) / width
      const w = m.g * u + m.h * v + 1
      const sx = (m.a * u + m.b * v + m.c) / w
      const sy = (m.d * u + m.e * v + m.f) / w
      const x0 = Math.floor(sx)
      const y0 = Math.floor(sy)
      if (x0 < 0 || y0 < 0 || x0 >= g.width - 1 || y0 >= g.height - 1) continue
      const fx = sx - x0
      const fy = sy - y0
      const i = y0 * g.width + x0
      const top = (g.data[i] as number) * (1 - fx) + (g.data[i + 1] as number) * fx
      const bottom =
        (g.data[i + g.width] as number) * (1 - fx) + (g.data[i + g.width + 1] as number) * fx
      data[y * width + x] = Math.round(top * (1 - fy) + bottom * fy)
    }
  }
  return { data, width, height }
}
