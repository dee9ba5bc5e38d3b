import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { headWithoutModulePreloads } from './head-without-module-preloads.server.ts'

const through = (chunks: string[]) =>
  text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(headWithoutModulePreloads()))

const preload = '<link rel="modulepreload" href="/assets/framework-1.js" nonce="n"/>'

describe('headWithoutModulePreloads', () => {
  it('drops module preloads from the head and keeps everything else', async () => {
    const html = await through([
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${preload}<title>Sofas</title>`,
      `${preload}</head><body><h1>Sofas</h1><script type="module">import "/assets/root-1.js"</script></body></html>`,
    ])
    expect(html).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Sofas</title></head><body><h1>Sofas</h1><script type="module">import "/assets/root-1.js"</script></body></html>',
    )
  })

  it('finds a tag split across chunks', async () => {
    const html = await through([
      '<html><head><link rel="module',
      'preload" href="/a.js"/></he',
      'ad><body>x</body>',
    ])
    expect(html).toBe('<html><head></head><body>x</body>')
  })

  it('leaves the body untouched', async () => {
    const body = `<body><pre>${preload}</pre></body>`
    expect(await through(['<head></head>', body])).toBe(`<head></head>${body}`)
  })
})

describe('the document’s chunks', () => {
  it('leave as one chunk per burst of writes, in order, and a later burst on its own', async () => {
    const stream = headWithoutModulePreloads()
    const seen: string[] = []
    stream.on('data', (chunk: Buffer) => seen.push(chunk.toString('utf8')))
    const ended = new Promise((resolve) => stream.on('end', resolve))
    for (const part of ['<html><head>', '</head><body>', '<p>a</p>', '<p>b</p>'])
      stream.write(Buffer.from(part))
    await new Promise((resolve) => setImmediate(resolve))
    stream.write(Buffer.from('<p>later</p>'))
    stream.end(Buffer.from('</body></html>'))
    await ended
    expect(seen).toEqual([
      '<html><head></head><body><p>a</p><p>b</p>',
      '<p>later</p></body></html>',
    ])
  })
})
