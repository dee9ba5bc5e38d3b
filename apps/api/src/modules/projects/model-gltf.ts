import { DomainError } from '#api/lib/errors.ts'

/** A glTF that is broken or points outside itself; the reason is shown to staff. */
export const modelInvalid = (reason: string) => new DomainError(422, 'MODEL_INVALID', reason)

type Json = Record<string, unknown>
type Stats = { meshes: number; triangles: number; nodes: number }

/** Limits that keep a hostile JSON from making the checks themselves expensive. */
const MAX_ITEMS = 100_000
const MAX_DEPTH = 64

// spec §3.6.2.2: component types and their sizes; element types and their component counts
const COMPONENT_SIZE: Record<number, number> = {
  5120: 1,
  5121: 1,
  5122: 2,
  5123: 2,
  5125: 4,
  5126: 4,
}
const COMPONENTS: Record<string, number> = {
  SCALAR: 1,
  VEC2: 2,
  VEC3: 3,
  VEC4: 4,
  MAT2: 4,
  MAT3: 9,
  MAT4: 16,
}
const BASE64_DATA_URI = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

function list(root: Json, key: string): Json[] {
  const value = root[key]
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every(isObject)) {
    throw modelInvalid(`"${key}" must be a list of objects`)
  }
  if (value.length > MAX_ITEMS) throw modelInvalid(`The model has too many ${key}`)
  return value
}

function integer(value: unknown, what: string, min = 0, fallback?: number): number {
  const v = value === undefined ? fallback : value
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) {
    throw modelInvalid(`${what} is not a valid number`)
  }
  return v
}

function index(value: unknown, length: number, what: string): number {
  const i = integer(value, what)
  if (i >= length) throw modelInvalid(`${what} refers to something that does not exist`)
  return i
}

/** Size of one element, with the column padding of small matrices (spec §3.6.2.4). */
function elementSize(componentType: number, type: string): number {
  const size = COMPONENT_SIZE[componentType] as number
  if (type === 'MAT2' && size === 1) return 8
  if (type === 'MAT3' && size === 1) return 12
  if (type === 'MAT3' && size === 2) return 24
  return size * (COMPONENTS[type] as number)
}

/** Every `uri` in the document, extensions included, must be an embedded `data:` URI. */
function refuseExternalUris(node: unknown, depth = 0): void {
  if (depth > MAX_DEPTH) throw modelInvalid('The glTF JSON is nested too deeply')
  if (Array.isArray(node)) {
    for (const item of node) refuseExternalUris(item, depth + 1)
  } else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'uri' && !(typeof value === 'string' && value.startsWith('data:'))) {
        throw modelInvalid('The model points to an external file; embed all data (export as .glb)')
      }
      refuseExternalUris(value, depth + 1)
    }
  }
}

/**
 * The checks of a glTF 2.0 document that keep a viewer from reading outside its data: buffers
 * present, buffer views inside their buffers, accessors inside their buffer views, and every
 * reference pointing at something that exists. `glbBinLength` is the BIN chunk's length (null:
 * none), or undefined for a .gltf file, whose buffers must all be embedded.
 */
export function checkGltfJson(
  root: unknown,
  options: { glbBinLength: number | null | undefined },
): Stats {
  if (!isObject(root)) throw modelInvalid('The glTF JSON must be an object')
  const asset = root.asset
  if (!isObject(asset) || asset.version !== '2.0') {
    throw modelInvalid('Only glTF 2.0 models are accepted (asset.version must be "2.0")')
  }
  refuseExternalUris(root)

  const bufferLengths = list(root, 'buffers').map((buffer, i) => {
    const byteLength = integer(buffer.byteLength, `Buffer ${i} byteLength`, 1)
    if (typeof buffer.uri === 'string') {
      const base64 = BASE64_DATA_URI.exec(buffer.uri)?.[1]
      if (base64 === undefined) throw modelInvalid(`Buffer ${i} is not a base64 data URI`)
      if (Buffer.byteLength(base64, 'base64') < byteLength) {
        throw modelInvalid(`Buffer ${i} holds less data than its byteLength`)
      }
    } else {
      // spec §4.4.3.3: only the first buffer of a GLB may leave out its uri; it is the BIN chunk
      const bin = options.glbBinLength
      if (i !== 0 || bin === undefined) throw modelInvalid(`Buffer ${i} has no data`)
      if (bin === null) throw modelInvalid('The GLB has no BIN chunk for its buffer')
      if (byteLength > bin || bin - byteLength > 3) {
        throw modelInvalid('The BIN chunk does not match the byteLength of buffer 0')
      }
    }
    return byteLength
  })

  const views = list(root, 'bufferViews').map((view, i) => {
    const what = `Buffer view ${i}`
    const buffer = index(view.buffer, bufferLengths.length, `${what} buffer`)
    const byteOffset = integer(view.byteOffset, `${what} byteOffset`, 0, 0)
    const byteLength = integer(view.byteLength, `${what} byteLength`, 1)
    if (byteOffset + byteLength > (bufferLengths[buffer] as number)) {
      throw modelInvalid(`${what} reaches past the end of its buffer`)
    }
    const stride = view.byteStride === undefined ? undefined : integer(view.byteStride, what, 4)
    if (stride !== undefined && (stride > 252 || stride % 4 !== 0)) {
      throw modelInvalid(`${what} has an invalid byteStride`)
    }
    return { byteLength, stride }
  })

  const accessors = list(root, 'accessors').map((accessor, i) => {
    const what = `Accessor ${i}`
    const componentType = accessor.componentType as number
    const type = accessor.type as string
    if (!(componentType in COMPONENT_SIZE) || !(type in COMPONENTS)) {
      throw modelInvalid(`${what} has an unknown component type or type`)
    }
    const count = integer(accessor.count, `${what} count`, 1)
    const size = elementSize(componentType, type)
    if (accessor.bufferView !== undefined) {
      const view = views[index(accessor.bufferView, views.length, `${what} bufferView`)]
      const byteOffset = integer(accessor.byteOffset, `${what} byteOffset`, 0, 0)
      if (byteOffset % (COMPONENT_SIZE[componentType] as number) !== 0) {
        throw modelInvalid(`${what} is not aligned to its component size`)
      }
      // with a stride, the last element starts stride × (count − 1) bytes in
      const span = view?.stride ? view.stride * (count - 1) + size : count * size
      if (byteOffset + span > (view?.byteLength ?? 0)) {
        throw modelInvalid(`${what} reaches past the end of its buffer view`)
      }
    }
    if (accessor.sparse !== undefined) checkSparse(accessor.sparse, what, size, views)
    return { count }
  })

  const materials = list(root, 'materials').length
  const meshes = list(root, 'meshes')
  let triangles = 0
  meshes.forEach((mesh, m) => {
    const primitives = mesh.primitives
    if (!Array.isArray(primitives) || primitives.length === 0 || !primitives.every(isObject)) {
      throw modelInvalid(`Mesh ${m} has no primitives`)
    }
    primitives.forEach((primitive, p) => {
      const what = `Mesh ${m} primitive ${p}`
      if (!isObject(primitive.attributes)) throw modelInvalid(`${what} has no attributes`)
      for (const [name, ref] of Object.entries(primitive.attributes)) {
        index(ref, accessors.length, `${what} ${name}`)
      }
      if (primitive.material !== undefined) index(primitive.material, materials, `${what} material`)
      const position = primitive.attributes.POSITION
      const vertices =
        primitive.indices !== undefined
          ? accessors[index(primitive.indices, accessors.length, `${what} indices`)]?.count
          : position === undefined
            ? 0
            : accessors[position as number]?.count
      triangles += trianglesOf(integer(primitive.mode, `${what} mode`, 0, 4), vertices ?? 0)
    })
  })
  if (meshes.length === 0) throw modelInvalid('The model has no meshes')

  const nodes = list(root, 'nodes')
  nodes.forEach((node, n) => {
    if (node.mesh !== undefined) index(node.mesh, meshes.length, `Node ${n} mesh`)
    if (node.children !== undefined) {
      if (!Array.isArray(node.children)) throw modelInvalid(`Node ${n} children must be a list`)
      for (const child of node.children) index(child, nodes.length, `Node ${n} child`)
    }
  })
  list(root, 'scenes').forEach((scene, s) => {
    const sceneNodes = scene.nodes ?? []
    if (!Array.isArray(sceneNodes)) throw modelInvalid(`Scene ${s} nodes must be a list`)
    for (const node of sceneNodes) index(node, nodes.length, `Scene ${s} node`)
  })

  return { meshes: meshes.length, triangles, nodes: nodes.length }
}

/** Triangles drawn from `vertices` indices or positions (spec §3.7.2.1 primitive modes). */
function trianglesOf(mode: number, vertices: number): number {
  if (mode === 4) return Math.floor(vertices / 3)
  if (mode === 5 || mode === 6) return Math.max(0, vertices - 2)
  if (mode > 6) throw modelInvalid('A primitive has an unknown mode')
  return 0 // points and lines
}

function checkSparse(
  sparse: unknown,
  what: string,
  valueSize: number,
  views: { byteLength: number }[],
): void {
  if (!isObject(sparse) || !isObject(sparse.indices) || !isObject(sparse.values)) {
    throw modelInvalid(`${what} has an invalid sparse block`)
  }
  const count = integer(sparse.count, `${what} sparse count`, 1)
  // spec §3.6.2.3: sparse indices are unsigned byte, short or int
  const indexType = sparse.indices.componentType as number
  if (![5121, 5123, 5125].includes(indexType)) {
    throw modelInvalid(`${what} has invalid sparse indices`)
  }
  for (const [part, size] of [
    [sparse.indices, COMPONENT_SIZE[indexType] as number],
    [sparse.values, valueSize],
  ] as const) {
    const view = views[index(part.bufferView, views.length, `${what} sparse bufferView`)]
    const byteOffset = integer(part.byteOffset, `${what} sparse byteOffset`, 0, 0)
    if (byteOffset + count * size > (view?.byteLength ?? 0)) {
      throw modelInvalid(`${what} sparse data reaches past the end of its buffer view`)
    }
  }
}
