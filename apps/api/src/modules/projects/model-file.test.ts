import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkModel, MODEL_MAX_BYTES } from './model-file.ts'

const seed = readFileSync(path.join(import.meta.dirname, '../../db/seed/assets/hk-living-room.glb'))

type Gltf = {
  asset: { version: string }
  buffers: { byteLength: number; uri?: string }[]
  bufferViews: { byteOffset?: number; byteLength: number }[]
  accessors: { count: number }[]
  meshes: { primitives: { attributes: Record<string, number>; indices?: number }[] }[]
  images?: { uri: string }[]
}

/** The seed's JSON and BIN chunks, to change and put back together. */
function unpack(bytes: Buffer): { json: Gltf; bin: Buffer } {
  const jsonLength = bytes.readUInt32LE(12)
  const json = JSON.parse(bytes.subarray(20, 20 + jsonLength).toString('utf8'))
  const binStart = 20 + jsonLength
  const bin = bytes.subarray(binStart + 8, binStart + 8 + bytes.readUInt32LE(binStart))
  return { json, bin }
}

function chunk(type: string, data: Buffer, pad: number): Buffer {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4, pad)])
  const header = Buffer.alloc(8)
  header.writeUInt32LE(padded.length, 0)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, padded])
}

function pack(json: unknown, bin: Buffer | null, jsonText = JSON.stringify(json)): Buffer {
  const body = Buffer.concat([
    chunk('JSON', Buffer.from(jsonText), 0x20),
    ...(bin ? [chunk('BIN\0', bin, 0)] : []),
  ])
  const header = Buffer.alloc(12)
  header.write('glTF', 0, 'latin1')
  header.writeUInt32LE(2, 4)
  header.writeUInt32LE(12 + body.length, 8)
  return Buffer.concat([header, body])
}

/** The seed with one change to its JSON. */
function changed(change: (json: Gltf) => void): Buffer {
  const { json, bin } = unpack(seed)
  change(json)
  return pack(json, bin)
}

/** The seed as a .gltf file with its buffer embedded as a data URI. */
function asGltf(change: (json: Gltf) => void = () => {}): Buffer {
  const { json, bin } = unpack(seed)
  json.buffers = [
    {
      byteLength: bin.length,
      uri: `data:application/octet-stream;base64,${bin.toString('base64')}`,
    },
  ]
  change(json)
  return Buffer.from(JSON.stringify(json, null, 2))
}

function refusal(bytes: Buffer): { statusCode: number; code: string; message: string } {
  try {
    checkModel(bytes)
  } catch (error) {
    return error as { statusCode: number; code: string; message: string }
  }
  throw new Error('the model was accepted')
}

const invalid = (bytes: Buffer, reason: RegExp) => {
  const error = refusal(bytes)
  expect(error).toMatchObject({ statusCode: 422, code: 'MODEL_INVALID' })
  expect(error.message).toMatch(reason)
}
const notGltf = (bytes: Buffer) =>
  expect(refusal(bytes)).toMatchObject({ statusCode: 415, code: 'FILE_TYPE_NOT_ALLOWED' })

describe('checkModel', () => {
  it('accepts the seed living room as a GLB and counts what it holds', () => {
    const checked = checkModel(seed)
    expect(checked).toMatchObject({ ext: 'glb', contentType: 'model/gltf-binary', bytes: seed })
    expect(checked.meshes).toBe(unpack(seed).json.meshes.length)
    expect(checked.nodes).toBe(checked.meshes + 1)
    expect(checked.triangles).toBeGreaterThan(2000)
    expect(checked.triangles).toBeLessThan(20_000)
  })

  it('accepts the same model as a .gltf with its buffer embedded, with the same counts', () => {
    const checked = checkModel(asGltf())
    expect(checked).toMatchObject({ ext: 'gltf', contentType: 'model/gltf+json' })
    expect(checked.triangles).toBe(checkModel(seed).triangles)
  })

  it('refuses a file over 25 MB before reading it', () => {
    const big = Buffer.alloc(MODEL_MAX_BYTES + 1)
    seed.copy(big)
    expect(refusal(big)).toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE' })
  })

  it('refuses pictures, markup and text that are not glTF at all', async () => {
    notGltf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))
    notGltf(Buffer.from('<!doctype html><html><body>model</body></html>'))
    notGltf(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
    )
    notGltf(Buffer.from('glTF is a format for 3D scenes, this file only talks about it.'))
    notGltf(Buffer.from('{"name": "a JSON file, but not a glTF"}'))
    notGltf(Buffer.from('{ not json at all'))
    notGltf(Buffer.alloc(0))
  })

  it('refuses a truncated GLB', () => {
    invalid(seed.subarray(0, seed.length - 1000), /header does not match/)
    invalid(seed.subarray(0, 10), /GLB header/)
    // a header that was fixed up to the shorter length still leaves the BIN chunk cut off
    const cut = Buffer.from(seed.subarray(0, seed.length - 1000))
    cut.writeUInt32LE(cut.length, 8)
    invalid(cut, /runs past the file/)
  })

  it('refuses a GLB whose JSON chunk is corrupt, misaligned or missing', () => {
    const corrupt = Buffer.from(seed)
    corrupt.write('\u0000\u00ff#!', 40, 'latin1')
    invalid(corrupt, /JSON cannot be read/)

    const misaligned = Buffer.from(seed)
    misaligned.writeUInt32LE(misaligned.readUInt32LE(12) - 1, 12)
    invalid(misaligned, /4-byte aligned/)

    const { bin } = unpack(seed)
    const binOnly = Buffer.concat([Buffer.alloc(12), chunk('BIN\0', bin, 0)])
    binOnly.write('glTF', 0, 'latin1')
    binOnly.writeUInt32LE(2, 4)
    binOnly.writeUInt32LE(binOnly.length, 8)
    invalid(binOnly, /first GLB chunk must be JSON/)

    const extra = Buffer.concat([seed, chunk('XTRA', Buffer.from('payload'), 0)])
    extra.writeUInt32LE(extra.length, 8)
    invalid(extra, /more than a JSON and a BIN chunk/)
  })

  it('refuses glTF 1.0 and any other asset version', () => {
    const v1 = Buffer.from(seed)
    v1.writeUInt32LE(1, 4)
    invalid(v1, /glTF 1\.0/)
    invalid(
      changed((json) => {
        json.asset.version = '1.0'
      }),
      /glTF 2\.0/,
    )
  })

  it('refuses a GLB whose buffer needs more bytes than the BIN chunk has', () => {
    invalid(
      changed((json) => {
        json.buffers[0] = { byteLength: (json.buffers[0]?.byteLength ?? 0) + 64 }
      }),
      /BIN chunk does not match/,
    )
    invalid(pack(unpack(seed).json, null), /no BIN chunk/)
  })

  it('refuses a buffer view outside its buffer', () => {
    invalid(
      changed((json) => {
        const view = json.bufferViews[1]
        if (view) view.byteLength += 8
      }),
      /Buffer view 1 reaches past the end of its buffer/,
    )
  })

  it('refuses an accessor outside its buffer view', () => {
    invalid(
      changed((json) => {
        const last = json.accessors[json.accessors.length - 1]
        if (last) last.count += 2
      }),
      /reaches past the end of its buffer view/,
    )
  })

  it('refuses a mesh that refers to an accessor that does not exist', () => {
    invalid(
      changed((json) => {
        const primitive = json.meshes[0]?.primitives[0]
        if (primitive) primitive.attributes.POSITION = 99_999
      }),
      /does not exist/,
    )
  })

  it('refuses buffers and images that point to other files or URLs', () => {
    invalid(
      asGltf((json) => {
        json.buffers = [{ byteLength: json.buffers[0]?.byteLength ?? 0, uri: 'room.bin' }]
      }),
      /external file/,
    )
    invalid(
      asGltf((json) => {
        json.images = [{ uri: 'https://example.com/texture.png' }]
      }),
      /external file/,
    )
    invalid(
      changed((json) => {
        json.images = [{ uri: '../../etc/passwd' }]
      }),
      /external file/,
    )
    invalid(
      asGltf((json) => {
        json.buffers = [{ byteLength: json.buffers[0]?.byteLength ?? 0 }]
      }),
      /Buffer 0 has no data/,
    )
  })
})
