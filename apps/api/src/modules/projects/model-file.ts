import { DomainError } from '#api/lib/errors.ts'
import { checkGltfJson, modelInvalid } from './model-gltf.ts'

/** A design model upload is at most 25 MB. */
export const MODEL_MAX_BYTES = 25 * 1024 * 1024
/** The JSON part of a GLB (the scene description without its binary data). */
const GLB_JSON_MAX_BYTES = 4 * 1024 * 1024

export type ModelChecked = {
  ext: 'glb' | 'gltf'
  contentType: 'model/gltf-binary' | 'model/gltf+json'
  bytes: Buffer
  meshes: number
  /** Estimated from the index (or position) accessors of triangle primitives. */
  triangles: number
  nodes: number
}

export const modelTypeNotAllowed = () =>
  new DomainError(
    415,
    'FILE_TYPE_NOT_ALLOWED',
    'Only glTF 2.0 models (.glb, or .gltf with embedded data) can be uploaded',
  )
export const modelTooLarge = () =>
  new DomainError(413, 'FILE_TOO_LARGE', 'This model is too large (at most 25 MB)')

// GLB container, glTF 2.0 spec §4.4
const GLB_MAGIC = 0x46546c67 // 'glTF'
const CHUNK_JSON = 0x4e4f534a
const CHUNK_BIN = 0x004e4942

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Checks a design model by its content (never its name): a binary GLB or a JSON glTF whose
 * buffers are embedded. Throws 413, 415 (not a glTF at all) or 422 MODEL_INVALID (a broken one).
 */
export function checkModel(bytes: Buffer): ModelChecked {
  if (bytes.length > MODEL_MAX_BYTES) throw modelTooLarge()
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === GLB_MAGIC) return checkGlb(bytes)
  if (looksLikeJson(bytes)) return checkGltf(bytes)
  throw modelTypeNotAllowed()
}

function checkGlb(bytes: Buffer): ModelChecked {
  if (bytes.length < 12) throw modelInvalid('The file ends inside the GLB header')
  const version = bytes.readUInt32LE(4)
  if (version === 1) throw modelInvalid('glTF 1.0 is not supported; export as glTF 2.0')
  // "glTF" followed by text, or anything else that only borrowed the magic
  if (version !== 2) throw modelTypeNotAllowed()
  if (bytes.readUInt32LE(8) !== bytes.length) {
    throw modelInvalid('The length in the GLB header does not match the file (truncated?)')
  }

  const chunks: { type: number; data: Buffer }[] = []
  let offset = 12
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) throw modelInvalid('The file ends inside a chunk header')
    const length = bytes.readUInt32LE(offset)
    const type = bytes.readUInt32LE(offset + 4)
    if (length % 4 !== 0) throw modelInvalid('A GLB chunk is not 4-byte aligned')
    if (offset + 8 + length > bytes.length) throw modelInvalid('A GLB chunk runs past the file')
    chunks.push({ type, data: bytes.subarray(offset + 8, offset + 8 + length) })
    offset += 8 + length
  }
  const [json, bin, ...rest] = chunks
  if (json?.type !== CHUNK_JSON) throw modelInvalid('The first GLB chunk must be JSON')
  if (bin && bin.type !== CHUNK_BIN) throw modelInvalid('The second GLB chunk must be BIN')
  if (rest.length > 0) throw modelInvalid('The GLB has more than a JSON and a BIN chunk')
  if (json.data.length > GLB_JSON_MAX_BYTES) throw modelInvalid('The JSON chunk is too large')

  const stats = checkGltfJson(parseJson(json.data, modelInvalid), {
    glbBinLength: bin ? bin.data.length : null,
  })
  return { ext: 'glb', contentType: 'model/gltf-binary', bytes, ...stats }
}

function checkGltf(bytes: Buffer): ModelChecked {
  // JSON that is not a glTF (an export of something else) is the wrong kind of file
  const root = parseJson(bytes, modelTypeNotAllowed)
  if (typeof root !== 'object' || root === null || !('asset' in root)) throw modelTypeNotAllowed()
  const stats = checkGltfJson(root, { glbBinLength: undefined })
  return { ext: 'gltf', contentType: 'model/gltf+json', bytes, ...stats }
}

function looksLikeJson(bytes: Buffer): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  while (i < bytes.length && i < 1024 && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[i] as number)) i++
  return bytes[i] === 0x7b // '{'
}

function parseJson(data: Buffer, refuse: (reason: string) => DomainError): unknown {
  try {
    return JSON.parse(utf8.decode(data).replace(/^\uFEFF/, ''))
  } catch {
    throw refuse('The glTF JSON cannot be read')
  }
}
