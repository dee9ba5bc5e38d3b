/**
 * Writes the seed design model: a compact Hong Kong living room (3.6 m × 4.2 m, 2.6 m ceiling)
 * with a bay window and its sill seat, a sofa corner, a TV wall and a dining corner.
 *
 *   node apps/api/scripts/make-living-room-model.ts   (then render-model-poster.ts for the picture)
 *
 * Walls, ceiling and floor are single-sided and face into the room, so from outside the viewer
 * looks in through the near walls (a doll's-house view) and from inside sees every wall.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { type Material, Piece, type Vec3, writeGlb } from './gltf-builder.ts'

export const MODEL_PATH = path.join(import.meta.dirname, '../src/db/seed/assets/hk-living-room.glb')

const W = 3.6 // x: left wall to right wall
const D = 4.2 // z: bay-window wall to entrance wall
const H = 2.6
const BAY = { x0: 0.8, x1: 2.8, depth: 0.5, sill: 0.5, head: 2.2 }

const m = (name: string, color: string, roughness: number, extra: Partial<Material> = {}) =>
  ({ name, color, roughness, ...extra }) satisfies Material

const mat = {
  wall: m('Off-white paint', '#eeeae3', 0.9),
  ceiling: m('Ceiling paint', '#f6f4f0', 0.95),
  skirting: m('Skirting', '#f4f2ee', 0.5),
  oak: [
    m('Light oak A', '#d2b48c', 0.6),
    m('Light oak B', '#c9a97e', 0.62),
    m('Light oak C', '#d8bd98', 0.58),
  ] as const,
  marble: m('Sill marble', '#e2ddd5', 0.25),
  glass: m('Window glass', '#bcd6e4', 0.05, { alpha: 0.18, doubleSided: true }),
  sky: m('Daylight', '#dbe9f2', 1, { emissive: '#dbe9f2', emissiveStrength: 1 }),
  skyline: m('Far towers', '#a9b9c6', 1, { emissive: '#a9b9c6', emissiveStrength: 0.9 }),
  aluminium: m('Window frame', '#5b5f63', 0.4, { metallic: 0.8 }),
  fabric: m('Sofa fabric', '#6f8189', 0.95),
  fabricDark: m('Sofa base', '#5d6d74', 0.95),
  mustard: m('Mustard cushion', '#d0a23b', 0.9),
  terracotta: m('Terracotta', '#b9694c', 0.85),
  linen: m('Linen', '#e7dfd0', 0.95),
  walnut: m('Walnut', '#6e4b33', 0.5),
  black: m('Black metal', '#1e1f21', 0.45, { metallic: 0.6 }),
  cabinet: m('Cabinet oak', '#c8a47a', 0.55),
  cabinetFront: m('Cabinet front', '#f0ede7', 0.5),
  screen: m('TV screen', '#10151b', 0.12),
  tvFrame: m('TV frame', '#16171a', 0.4),
  rug: m('Rug border', '#cfc3ae', 1),
  rugInner: m('Rug', '#e6dccb', 1),
  lampShade: m('Lamp shade', '#f3e8d2', 0.9, {
    emissive: '#ffd8a1',
    emissiveStrength: 1.2,
    doubleSided: true,
  }),
  bulb: m('Light', '#fff6e6', 0.5, { emissive: '#fff3df', emissiveStrength: 2 }),
  pot: m('Ceramic pot', '#ebe6de', 0.4),
  soil: m('Soil', '#3b2c22', 1),
  leaves: [
    m('Leaf dark', '#3e6b3a', 0.7),
    m('Leaf', '#5a8a4c', 0.7),
    m('Leaf light', '#79a561', 0.7),
  ] as const,
  stem: m('Stem', '#6b5640', 0.8),
  tableTop: m('Marble top', '#eeebe6', 0.22),
  door: m('Door', '#b08c66', 0.55),
  art: [
    m('Canvas', '#f2ece1', 0.9),
    m('Paint ochre', '#c98a4b', 0.9),
    m('Paint teal', '#4f7d80', 0.9),
  ] as const,
  books: [
    m('Book blue', '#35506b', 0.8),
    m('Book red', '#9c4a3c', 0.8),
    m('Book sand', '#d9c8a6', 0.8),
  ] as const,
}

/** The i-th of a few alternating materials (floor boards, leaves). */
const cycle = (list: readonly Material[], i: number) => list[i % list.length] as Material

const pieces: Piece[] = []
const piece = (name: string) => {
  const p = new Piece(name)
  pieces.push(p)
  return p
}

// ---- shell -------------------------------------------------------------------------------
const floor = piece('Floor')
const plank = 0.18
for (let i = 0; i * plank < W; i++) {
  const x0 = i * plank
  const x1 = Math.min(W, x0 + plank)
  // boards of 1.2 m, staggered row by row
  let z = -((i * 0.45) % 1.2)
  let k = i
  while (z < D) {
    const z0 = Math.max(0, z)
    const z1 = Math.min(D, z + 1.2)
    floor.quad(cycle(mat.oak, k++), [x0, 0, z0], [x1 - x0, 0, 0], [0, 0, z1 - z0], [0, 1, 0])
    z += 1.2
  }
}

const walls = piece('Walls')
const wallQuad = (p: Vec3, u: Vec3, v: Vec3, n: Vec3) => walls.quad(mat.wall, p, u, v, n)
wallQuad([0, 0, 0], [0, 0, D], [0, H, 0], [1, 0, 0]) // left
wallQuad([W, 0, 0], [0, 0, D], [0, H, 0], [-1, 0, 0]) // right
wallQuad([0, 0, D], [W, 0, 0], [0, H, 0], [0, 0, -1]) // entrance
// bay-window wall: around the opening; the sill's front face below it
wallQuad([0, 0, 0], [BAY.x0, 0, 0], [0, H, 0], [0, 0, 1])
wallQuad([BAY.x1, 0, 0], [W - BAY.x1, 0, 0], [0, H, 0], [0, 0, 1])
wallQuad([BAY.x0, BAY.head, 0], [BAY.x1 - BAY.x0, 0, 0], [0, H - BAY.head, 0], [0, 0, 1])
wallQuad([BAY.x0, 0, 0], [BAY.x1 - BAY.x0, 0, 0], [0, BAY.sill, 0], [0, 0, 1])
// the recess: sides and head
const bayH = BAY.head - BAY.sill
wallQuad([BAY.x0, BAY.sill, -BAY.depth], [0, 0, BAY.depth], [0, bayH, 0], [1, 0, 0])
wallQuad([BAY.x1, BAY.sill, -BAY.depth], [0, 0, BAY.depth], [0, bayH, 0], [-1, 0, 0])
wallQuad([BAY.x0, BAY.head, -BAY.depth], [BAY.x1 - BAY.x0, 0, 0], [0, 0, BAY.depth], [0, -1, 0])

piece('Ceiling').quad(mat.ceiling, [0, H, 0], [W, 0, 0], [0, 0, D], [0, -1, 0])

const skirting = piece('Skirting')
const sk = 0.08
const t = 0.012
skirting.box(mat.skirting, [0, 0, 0], [t, sk, D])
skirting.box(mat.skirting, [W - t, 0, 0], [W, sk, D])
skirting.box(mat.skirting, [0, 0, D - t], [W, sk, D])
skirting.box(mat.skirting, [0, 0, 0], [W, sk, t])

const door = piece('Entrance door')
// flat and facing in, like the wall it sits on, so the doll's-house view looks past it
door.quad(mat.door, [0.3, 0, D - 0.004], [0.9, 0, 0], [0, 2.1, 0], [0, 0, -1])
door.quad(mat.black, [0.36, 1.0, D - 0.008], [0.12, 0, 0], [0, 0.03, 0], [0, 0, -1])

// ---- bay window ----------------------------------------------------------------------------
const bay = piece('Bay window')
bay.quad(
  mat.marble,
  [BAY.x0, BAY.sill, -BAY.depth],
  [BAY.x1 - BAY.x0, 0, 0],
  [0, 0, BAY.depth + 0.03],
  [0, 1, 0],
)
bay.box(mat.marble, [BAY.x0 - 0.02, BAY.sill - 0.03, 0], [BAY.x1 + 0.02, BAY.sill, 0.04])
const gz = -BAY.depth
bay.quad(mat.glass, [BAY.x0, BAY.sill, gz], [BAY.x1 - BAY.x0, 0, 0], [0, bayH, 0], [0, 0, 1])
// daylight and a far skyline behind the glass, seen only from inside
const sky = gz - 0.25
bay.quad(mat.sky, [BAY.x0, BAY.sill, sky], [BAY.x1 - BAY.x0, 0, 0], [0, bayH, 0], [0, 0, 1])
const towers: [number, number, number][] = [
  [0.8, 1.0, 1.3],
  [1.0, 1.25, 1.6],
  [1.25, 1.45, 1.1],
  [1.45, 1.75, 1.8],
  [1.75, 1.95, 1.35],
  [1.95, 2.3, 1.65],
  [2.3, 2.5, 1.2],
  [2.5, 2.8, 1.5],
]
for (const [x0, x1, top] of towers) {
  bay.quad(
    mat.skyline,
    [x0, BAY.sill, sky + 0.01],
    [x1 - x0, 0, 0],
    [0, top - BAY.sill, 0],
    [0, 0, 1],
  )
}
const f = 0.04
const frame = (a: Vec3, b: Vec3) => bay.box(mat.aluminium, a, b)
frame([BAY.x0, BAY.sill, gz], [BAY.x1, BAY.sill + f, gz + f])
frame([BAY.x0, BAY.head - f, gz], [BAY.x1, BAY.head, gz + f])
frame([BAY.x0, BAY.head - 0.42, gz], [BAY.x1, BAY.head - 0.42 + f * 0.8, gz + f])
for (const x of [
  BAY.x0,
  BAY.x0 + (BAY.x1 - BAY.x0) / 3,
  BAY.x0 + (2 * (BAY.x1 - BAY.x0)) / 3,
  BAY.x1 - f,
]) {
  frame([x, BAY.sill, gz], [x + f, BAY.head, gz + f])
}
// the sill seat: a long cushion, two pillows against the recess sides and a tray with a cup
const seat = piece('Bay window seat')
seat.box(
  mat.linen,
  [BAY.x0 + 0.03, BAY.sill, -BAY.depth + 0.05],
  [BAY.x1 - 0.03, BAY.sill + 0.07, -0.02],
)
seat.sphere(mat.mustard, [BAY.x0 + 0.1, BAY.sill + 0.25, -0.25], [0.07, 0.19, 0.17])
seat.sphere(mat.linen, [BAY.x0 + 0.26, BAY.sill + 0.22, -0.28], [0.07, 0.16, 0.15])
seat.sphere(mat.terracotta, [BAY.x1 - 0.1, BAY.sill + 0.25, -0.25], [0.07, 0.19, 0.17])
seat.box(mat.walnut, [1.75, BAY.sill + 0.07, -0.36], [2.15, BAY.sill + 0.09, -0.12])
seat.cylinder(mat.pot, [1.87, BAY.sill + 0.09, -0.24], 0.04, 0.08)
seat.box(mat.books[0], [2.0, BAY.sill + 0.09, -0.32], [2.12, BAY.sill + 0.12, -0.16])

// ---- living area --------------------------------------------------------------------------
const rug = piece('Rug')
rug.box(mat.rug, [0.8, 0, 1.05], [2.9, 0.008, 3.05], ['bottom'])
rug.box(mat.rugInner, [0.9, 0, 1.15], [2.8, 0.011, 2.95], ['bottom'])

const sofa = piece('Three-seat sofa')
const s = { x0: 0.06, x1: 0.96, z0: 1.0, z1: 3.1 }
for (const [x, z] of [
  [s.x0 + 0.05, s.z0 + 0.05],
  [s.x1 - 0.09, s.z0 + 0.05],
  [s.x0 + 0.05, s.z1 - 0.09],
  [s.x1 - 0.09, s.z1 - 0.09],
] as const) {
  sofa.box(mat.walnut, [x, 0, z], [x + 0.04, 0.1, z + 0.04])
}
sofa.box(mat.fabricDark, [s.x0, 0.1, s.z0], [s.x1, 0.38, s.z1])
sofa.box(mat.fabric, [s.x0, 0.1, s.z0], [s.x1, 0.62, s.z0 + 0.17])
sofa.box(mat.fabric, [s.x0, 0.1, s.z1 - 0.17], [s.x1, 0.62, s.z1])
sofa.box(mat.fabric, [s.x0, 0.38, s.z0 + 0.17], [s.x0 + 0.2, 0.86, s.z1 - 0.17])
const inner = (s.z1 - s.z0 - 0.34) / 3
for (let i = 0; i < 3; i++) {
  const z0 = s.z0 + 0.17 + i * inner + 0.006
  const z1 = z0 + inner - 0.012
  sofa.box(mat.fabric, [s.x0 + 0.2, 0.38, z0], [s.x1 - 0.02, 0.5, z1])
  sofa.box(mat.fabric, [s.x0 + 0.2, 0.5, z0], [s.x0 + 0.36, 0.82, z1])
}
sofa.sphere(mat.mustard, [s.x0 + 0.44, 0.66, s.z0 + 0.36], [0.07, 0.17, 0.17])
sofa.sphere(mat.terracotta, [s.x0 + 0.44, 0.66, s.z1 - 0.36], [0.07, 0.17, 0.17])
sofa.box(mat.linen, [s.x0 + 0.22, 0.5, 2.3], [s.x1 - 0.05, 0.52, 2.75])

const art = piece('Wall art')
art.box(mat.black, [0, 1.3, 1.45], [0.03, 1.9, 2.65])
art.quad(mat.art[0], [0.031, 1.33, 1.48], [0, 0, 1.14], [0, 0.54, 0], [1, 0, 0])
art.quad(mat.art[1], [0.032, 1.42, 1.62], [0, 0, 0.42], [0, 0.32, 0], [1, 0, 0])
art.quad(mat.art[2], [0.033, 1.5, 2.1], [0, 0, 0.4], [0, 0.3, 0], [1, 0, 0])

const table = piece('Coffee table')
const ct = { x0: 1.4, x1: 1.95, z0: 1.5, z1: 2.6 }
table.box(mat.walnut, [ct.x0, 0.36, ct.z0], [ct.x1, 0.4, ct.z1])
table.box(mat.walnut, [ct.x0 + 0.05, 0.1, ct.z0 + 0.05], [ct.x1 - 0.05, 0.12, ct.z1 - 0.05])
for (const [x, z] of [
  [ct.x0 + 0.03, ct.z0 + 0.03],
  [ct.x1 - 0.055, ct.z0 + 0.03],
  [ct.x0 + 0.03, ct.z1 - 0.055],
  [ct.x1 - 0.055, ct.z1 - 0.055],
] as const) {
  table.box(mat.black, [x, 0, z], [x + 0.025, 0.36, z + 0.025])
}
table.box(mat.books[0], [1.5, 0.4, 1.65], [1.76, 0.43, 1.85])
table.box(mat.books[2], [1.52, 0.43, 1.67], [1.74, 0.455, 1.84])
table.cylinder(mat.pot, [1.68, 0.4, 2.35], 0.05, 0.16, { top: 0.035 })
table.sphere(mat.leaves[2], [1.68, 0.6, 2.35], [0.06, 0.07, 0.06], 8, 6)

const tv = piece('TV cabinet and TV')
const tc = { x0: 3.18, x1: W - 0.01, z0: 1.2, z1: 2.9 }
for (const z of [tc.z0 + 0.05, tc.z1 - 0.08]) {
  tv.box(mat.black, [tc.x0 + 0.05, 0, z], [tc.x0 + 0.08, 0.14, z + 0.03])
}
tv.box(mat.cabinet, [tc.x0, 0.14, tc.z0], [tc.x1, 0.52, tc.z1])
const drawer = (tc.z1 - tc.z0 - 0.04) / 3
for (let i = 0; i < 3; i++) {
  const z0 = tc.z0 + 0.02 + i * drawer + 0.005
  tv.box(mat.cabinetFront, [tc.x0 - 0.008, 0.17, z0], [tc.x0, 0.49, z0 + drawer - 0.01])
  tv.box(
    mat.black,
    [tc.x0 - 0.02, 0.42, z0 + drawer / 2 - 0.08],
    [tc.x0 - 0.008, 0.43, z0 + drawer / 2 + 0.08],
  )
}
tv.box(mat.tvFrame, [W - 0.05, 0.98, 1.43], [W - 0.01, 1.69, 2.67])
tv.quad(mat.screen, [W - 0.051, 1.0, 1.45], [0, 0, 1.2], [0, 0.67, 0], [-1, 0, 0])
tv.box(mat.tvFrame, [3.3, 0.52, 1.7], [3.4, 0.58, 2.4])
tv.box(mat.books[1], [3.3, 0.52, 2.55], [3.5, 0.56, 2.8])
tv.cylinder(mat.terracotta, [3.38, 0.52, 1.42], 0.06, 0.2, { top: 0.04 })

const lamp = piece('Floor lamp')
lamp.cylinder(mat.black, [0.3, 0, 0.55], 0.15, 0.025)
lamp.cylinder(mat.black, [0.3, 0.025, 0.55], 0.012, 1.36, { segments: 8 })
lamp.cylinder(mat.lampShade, [0.3, 1.32, 0.55], 0.22, 0.3, { top: 0.16, caps: false })
lamp.sphere(mat.bulb, [0.3, 1.42, 0.55], [0.05, 0.05, 0.05], 8, 6)

const plant = piece('Plant')
const pc: Vec3 = [3.25, 0, 0.45]
plant.cylinder(mat.pot, pc, 0.16, 0.4, { top: 0.2 })
plant.cylinder(mat.soil, [pc[0], 0.37, pc[2]], 0.19, 0.01)
plant.cylinder(mat.stem, [pc[0], 0.38, pc[2]], 0.02, 0.75, { segments: 8 })
const leaves: [number, number, number, number][] = [
  [0, 1.25, 0, 0.26],
  [-0.16, 1.02, 0.1, 0.2],
  [0.15, 1.08, -0.08, 0.21],
  [0.05, 0.82, 0.16, 0.17],
  [-0.1, 0.85, -0.14, 0.17],
  [0.12, 1.4, 0.08, 0.15],
  [-0.12, 1.36, -0.05, 0.16],
]
leaves.forEach(([dx, y, dz, r], i) => {
  plant.sphere(cycle(mat.leaves, i), [pc[0] + dx, y, pc[2] + dz], [r, r * 0.8, r], 8, 6)
})

// ---- dining corner -----------------------------------------------------------------------
const dining = piece('Dining table')
const dt: Vec3 = [2.65, 0, 3.55]
dining.cylinder(mat.black, dt, 0.24, 0.04)
dining.cylinder(mat.black, [dt[0], 0.04, dt[2]], 0.045, 0.68, { segments: 12 })
dining.cylinder(mat.tableTop, [dt[0], 0.72, dt[2]], 0.45, 0.03, { segments: 32 })
dining.cylinder(mat.pot, [dt[0] + 0.1, 0.75, dt[2] - 0.05], 0.05, 0.12, { top: 0.04 })
dining.sphere(mat.mustard, [dt[0] + 0.1, 0.9, dt[2] - 0.05], [0.06, 0.05, 0.06], 8, 6)

function chair(name: string, cx: number, cz: number, facing: 1 | -1) {
  const c = piece(name)
  const h = 0.21
  for (const [dx, dz] of [
    [-h, -h],
    [h - 0.03, -h],
    [-h, h - 0.03],
    [h - 0.03, h - 0.03],
  ] as const) {
    c.box(mat.cabinet, [cx + dx, 0, cz + dz], [cx + dx + 0.03, 0.44, cz + dz + 0.03])
  }
  c.box(mat.cabinet, [cx - h, 0.44, cz - h], [cx + h, 0.47, cz + h])
  c.box(mat.terracotta, [cx - h + 0.02, 0.47, cz - h + 0.02], [cx + h - 0.02, 0.51, cz + h - 0.02])
  // back rest on the side away from the table
  const bx = facing === 1 ? cx - h : cx + h - 0.03
  for (const dz of [-h, h - 0.03])
    c.box(mat.cabinet, [bx, 0.47, cz + dz], [bx + 0.03, 0.88, cz + dz + 0.03])
  c.box(mat.cabinet, [bx, 0.7, cz - h], [bx + 0.03, 0.86, cz + h])
}
chair('Dining chair, left', dt[0] - 0.62, dt[2], 1)
chair('Dining chair, right', dt[0] + 0.64 > W - 0.25 ? W - 0.26 : dt[0] + 0.64, dt[2], -1)

const ceilingLight = piece('Ceiling light')
ceilingLight.cylinder(mat.bulb, [1.5, H - 0.05, 2.05], 0.28, 0.05, { segments: 32 })

// centred on the floor so the viewer's orbit turns around the middle of the room
const glb = writeGlb('Hong Kong living room', pieces, [W / 2, 0, D / 2])
if (process.argv[1] === import.meta.filename) {
  writeFileSync(MODEL_PATH, glb)
  console.log(`${MODEL_PATH}: ${(glb.length / 1024).toFixed(1)} KB`)
}
