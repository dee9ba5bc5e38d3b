/**
 * A small glTF 2.0 scene builder and GLB writer for the seed models: boxes, cylinders and
 * spheres with PBR factor materials (no textures), one node per piece of furniture.
 */

export type Vec3 = [number, number, number]

export type Material = {
  name: string
  /** sRGB hex, as a designer would give it; glTF wants linear factors (spec §3.9.2). */
  color: string
  roughness: number
  metallic?: number
  alpha?: number
  emissive?: string
  emissiveStrength?: number
  doubleSided?: boolean
}

type Geometry = { positions: number[]; normals: number[]; indices: number[] }

const srgbToLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
const round = (n: number) => Math.round(n * 1e4) / 1e4
function linear(hex: string): Vec3 {
  const n = Number.parseInt(hex.replace('#', ''), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => round(srgbToLinear(c / 255))) as Vec3
}

const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const normalize = (a: Vec3): Vec3 => {
  const l = Math.hypot(...a) || 1
  return [a[0] / l, a[1] / l, a[2] / l]
}

/** One named object (a node with one mesh); its geometry is grouped by material. */
export class Piece {
  readonly parts = new Map<Material, Geometry>()
  readonly name: string
  constructor(name: string) {
    this.name = name
  }

  private geometry(material: Material): Geometry {
    let g = this.parts.get(material)
    if (!g) {
      g = { positions: [], normals: [], indices: [] }
      this.parts.set(material, g)
    }
    return g
  }

  /** A rectangle p, p+u, p+u+v, p+v seen from the side `normal` points to (single-sided). */
  quad(material: Material, p: Vec3, u: Vec3, v: Vec3, normal?: Vec3): this {
    const n = normalize(normal ?? cross(u, v))
    const g = this.geometry(material)
    const base = g.positions.length / 3
    for (const corner of [p, add(p, u), add(add(p, u), v), add(p, v)]) {
      g.positions.push(...corner)
      g.normals.push(...n)
    }
    const ccw = dot(cross(u, v), n) > 0
    g.indices.push(
      ...(ccw
        ? [base, base + 1, base + 2, base, base + 2, base + 3]
        : [base, base + 2, base + 1, base, base + 3, base + 2]),
    )
    return this
  }

  /** An axis-aligned box from corner `a` to corner `b`; `open` leaves faces out (e.g. the bottom). */
  box(material: Material, a: Vec3, b: Vec3, open: ('top' | 'bottom')[] = []): this {
    const [x0, y0, z0] = a.map((c, i) => Math.min(c, b[i] as number)) as Vec3
    const [x1, y1, z1] = a.map((c, i) => Math.max(c, b[i] as number)) as Vec3
    const dx = x1 - x0
    const dy = y1 - y0
    const dz = z1 - z0
    this.quad(material, [x0, y0, z1], [dx, 0, 0], [0, dy, 0], [0, 0, 1])
    this.quad(material, [x0, y0, z0], [dx, 0, 0], [0, dy, 0], [0, 0, -1])
    this.quad(material, [x1, y0, z0], [0, 0, dz], [0, dy, 0], [1, 0, 0])
    this.quad(material, [x0, y0, z0], [0, 0, dz], [0, dy, 0], [-1, 0, 0])
    if (!open.includes('top')) this.quad(material, [x0, y1, z0], [dx, 0, 0], [0, 0, dz], [0, 1, 0])
    // a face on the floor is never seen
    if (!open.includes('bottom') && y0 > 0)
      this.quad(material, [x0, y0, z0], [dx, 0, 0], [0, 0, dz], [0, -1, 0])
    return this
  }

  /** An upright cylinder or cone frustum standing on `base`, smooth sides and flat caps. */
  cylinder(
    material: Material,
    base: Vec3,
    radius: number,
    height: number,
    options: { top?: number; segments?: number; caps?: boolean } = {},
  ): this {
    const top = options.top ?? radius
    const segments = options.segments ?? 16
    const g = this.geometry(material)
    const slope = (radius - top) / height
    const start = g.positions.length / 3
    for (let i = 0; i <= segments; i++) {
      const angle = (i / segments) * Math.PI * 2
      const c = Math.cos(angle)
      const s = Math.sin(angle)
      const n = normalize([c, slope, s])
      g.positions.push(base[0] + c * radius, base[1], base[2] + s * radius)
      g.positions.push(base[0] + c * top, base[1] + height, base[2] + s * top)
      g.normals.push(...n, ...n)
    }
    for (let i = 0; i < segments; i++) {
      const a = start + i * 2
      g.indices.push(a, a + 1, a + 3, a, a + 3, a + 2)
    }
    if (options.caps !== false) {
      for (const [y, r, up] of [
        [base[1] + height, top, 1],
        [base[1], radius, -1],
      ] as const) {
        if (r <= 0 || (up < 0 && y <= 0)) continue
        const centre = g.positions.length / 3
        g.positions.push(base[0], y, base[2])
        g.normals.push(0, up, 0)
        for (let i = 0; i < segments; i++) {
          const angle = (i / segments) * Math.PI * 2
          g.positions.push(base[0] + Math.cos(angle) * r, y, base[2] + Math.sin(angle) * r)
          g.normals.push(0, up, 0)
        }
        for (let i = 0; i < segments; i++) {
          const a = centre + 1 + i
          const b = centre + 1 + ((i + 1) % segments)
          g.indices.push(...(up > 0 ? [centre, b, a] : [centre, a, b]))
        }
      }
    }
    return this
  }

  /** An ellipsoid (a sphere scaled by `radii`), for foliage and soft shapes. */
  sphere(material: Material, centre: Vec3, radii: Vec3, segments = 10, rings = 6): this {
    const g = this.geometry(material)
    const start = g.positions.length / 3
    for (let r = 0; r <= rings; r++) {
      const phi = (r / rings) * Math.PI
      for (let s = 0; s <= segments; s++) {
        const theta = (s / segments) * Math.PI * 2
        const unit: Vec3 = [
          Math.sin(phi) * Math.cos(theta),
          Math.cos(phi),
          Math.sin(phi) * Math.sin(theta),
        ]
        g.positions.push(
          ...add(centre, [unit[0] * radii[0], unit[1] * radii[1], unit[2] * radii[2]]),
        )
        g.normals.push(...normalize([unit[0] / radii[0], unit[1] / radii[1], unit[2] / radii[2]]))
      }
    }
    for (let r = 0; r < rings; r++) {
      for (let s = 0; s < segments; s++) {
        const a = start + r * (segments + 1) + s
        const b = a + segments + 1
        g.indices.push(a, a + 1, b, a + 1, b + 1, b)
      }
    }
    return this
  }
}

type Json = Record<string, unknown>

/** The scene as one GLB: a JSON chunk and a BIN chunk, both padded to 4 bytes (spec §4.4). */
export function writeGlb(sceneName: string, pieces: Piece[], offset: Vec3 = [0, 0, 0]): Buffer {
  // all vertex data in one buffer view and all indices in another, so the JSON stays short
  const vertexData: Buffer[] = []
  const indexData: Buffer[] = []
  let vertexLength = 0
  let indexLength = 0
  const accessors: Json[] = []
  const materials: Material[] = []
  const meshes: Json[] = []

  const vec3Accessor = (values: number[], withBounds: boolean) => {
    const data = Buffer.from(new Float32Array(values).buffer)
    const accessor: Json = {
      bufferView: 0,
      byteOffset: vertexLength,
      componentType: 5126,
      count: values.length / 3,
      type: 'VEC3',
    }
    vertexData.push(data)
    vertexLength += data.length
    if (withBounds) {
      // the values are rounded to 0.1 mm, so these bounds equal the stored float32 values
      accessor.min = [0, 1, 2].map((k) => Math.min(...values.filter((_, i) => i % 3 === k)))
      accessor.max = [0, 1, 2].map((k) => Math.max(...values.filter((_, i) => i % 3 === k)))
    }
    accessors.push(accessor)
    return accessors.length - 1
  }
  const indexAccessor = (indices: number[], vertexCount: number) => {
    const wide = vertexCount > 65535
    const data = Buffer.from(
      wide ? new Uint32Array(indices).buffer : new Uint16Array(indices).buffer,
    )
    // each accessor's offset a multiple of its component size (spec §3.6.2.4): pad to 4
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)])
    accessors.push({
      bufferView: 1,
      byteOffset: indexLength,
      componentType: wide ? 5125 : 5123,
      count: indices.length,
      type: 'SCALAR',
    })
    indexData.push(padded)
    indexLength += padded.length
    return accessors.length - 1
  }

  for (const piece of pieces) {
    const primitives: Json[] = []
    for (const [material, g] of piece.parts) {
      if (!materials.includes(material)) materials.push(material)
      const positions = g.positions.map(
        (v, i) => Math.round((v - (offset[i % 3] ?? 0)) * 1e4) / 1e4,
      )
      primitives.push({
        attributes: {
          POSITION: vec3Accessor(positions, true),
          NORMAL: vec3Accessor(
            g.normals.map((n) => Math.round(n * 1e4) / 1e4),
            false,
          ),
        },
        indices: indexAccessor(g.indices, g.positions.length / 3),
        material: materials.indexOf(material),
      })
    }
    meshes.push({ name: piece.name, primitives })
  }

  const glowing = materials.some((m) => m.emissiveStrength)
  const json = {
    asset: { version: '2.0', generator: 'make-living-room-model' },
    ...(glowing ? { extensionsUsed: ['KHR_materials_emissive_strength'] } : {}),
    scene: 0,
    scenes: [{ name: sceneName, nodes: [0] }],
    nodes: [
      { name: sceneName, children: pieces.map((_, i) => i + 1) },
      ...pieces.map((piece, i) => ({ name: piece.name, mesh: i })),
    ],
    meshes,
    materials: materials.map((m) => materialJson(m)),
    accessors,
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: vertexLength, byteStride: 12, target: 34962 },
      { buffer: 0, byteOffset: vertexLength, byteLength: indexLength, target: 34963 },
    ],
    buffers: [{ byteLength: vertexLength + indexLength }],
  }
  const bin = Buffer.concat([...vertexData, ...indexData])
  const jsonText = Buffer.from(JSON.stringify(json), 'utf8')
  const jsonChunk = Buffer.concat([jsonText, Buffer.alloc((4 - (jsonText.length % 4)) % 4, 0x20)])

  const header = Buffer.alloc(12)
  const total = 12 + 8 + jsonChunk.length + 8 + bin.length
  header.write('glTF', 0, 'latin1')
  header.writeUInt32LE(2, 4)
  header.writeUInt32LE(total, 8)
  const chunkHeader = (length: number, type: string) => {
    const h = Buffer.alloc(8)
    h.writeUInt32LE(length, 0)
    h.write(type, 4, 'latin1')
    return h
  }
  return Buffer.concat([
    header,
    chunkHeader(jsonChunk.length, 'JSON'),
    jsonChunk,
    chunkHeader(bin.length, 'BIN\0'),
    bin,
  ])
}

function materialJson(m: Material): Json {
  const json: Json = {
    name: m.name,
    pbrMetallicRoughness: {
      baseColorFactor: [...linear(m.color), m.alpha ?? 1],
      metallicFactor: m.metallic ?? 0,
      roughnessFactor: m.roughness,
    },
  }
  if (m.alpha !== undefined && m.alpha < 1) json.alphaMode = 'BLEND'
  if (m.doubleSided) json.doubleSided = true
  if (m.emissive) {
    json.emissiveFactor = linear(m.emissive)
    if (m.emissiveStrength) {
      json.extensions = {
        KHR_materials_emissive_strength: { emissiveStrength: m.emissiveStrength },
      }
    }
  }
  return json
}
