/**
 * Renders the poster picture of a seed model: opens it in <model-viewer> in headless Chromium
 * (software WebGL), takes a screenshot and writes it as WebP.
 *
 *   node apps/api/scripts/render-model-poster.ts [model.glb] [poster.webp]
 *
 * CHROMIUM_PATH overrides the browser (default /usr/bin/chromium); nothing is downloaded.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'

const assets = path.join(import.meta.dirname, '../src/db/seed/assets')
const modelPath = process.argv[2] ?? path.join(assets, 'hk-living-room.glb')
const posterPath = process.argv[3] ?? path.join(assets, 'hk-living-room-poster.webp')
const viewerScript = path.join(
  import.meta.dirname,
  '../../../node_modules/@google/model-viewer/dist/model-viewer.min.js',
)
const WIDTH = 1200
const HEIGHT = 800
/** From the entrance corner, a little above eye height, towards the bay window. */
const CAMERA = { orbit: '30deg 58deg 7.2m', target: '0m 0.8m -0.2m', fov: '36deg' }

const page = `<!doctype html>
<html><head><meta charset="utf-8"><script type="module" src="/model-viewer.js"></script>
<style>html,body{margin:0;background:#e7e2d9}model-viewer{width:${WIDTH}px;height:${HEIGHT}px;--poster-color:transparent}</style>
</head><body>
<model-viewer src="/model.glb" camera-orbit="${CAMERA.orbit}" camera-target="${CAMERA.target}"
  field-of-view="${CAMERA.fov}" max-field-of-view="45deg" max-camera-orbit="auto auto 12m" shadow-intensity="0.7" exposure="1.05" interaction-prompt="none"><div slot="progress-bar"></div></model-viewer>
</body></html>`

const server = createServer((request, response) => {
  const files: Record<string, [string, () => Buffer | string]> = {
    '/': ['text/html', () => page],
    '/model-viewer.js': ['text/javascript', () => readFileSync(viewerScript)],
    '/model.glb': ['model/gltf-binary', () => readFileSync(modelPath)],
  }
  const file = files[request.url ?? '']
  if (!file) return response.writeHead(404).end()
  response.writeHead(200, { 'content-type': file[0] }).end(file[1]())
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address() as AddressInfo

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
})
try {
  const tab = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
  tab.on('pageerror', (error) => console.error(error))
  await tab.goto(`http://127.0.0.1:${port}/`)
  await tab.waitForFunction(
    () =>
      (document.querySelector('model-viewer') as { modelIsVisible?: boolean } | null)
        ?.modelIsVisible,
    undefined,
    { timeout: 60_000 },
  )
  // let the shadow and the environment settle for a few frames
  await tab.waitForTimeout(1500)
  const png = await tab.locator('model-viewer').screenshot()
  // the lossless picture, to look at before committing the WebP
  writeFileSync(path.join(tmpdir(), 'model-poster.png'), png)
  const webp = await sharp(png).webp({ quality: 80, effort: 6 }).toBuffer()
  writeFileSync(posterPath, webp)
  console.log(`${posterPath}: ${(webp.length / 1024).toFixed(1)} KB`)
} finally {
  await browser.close()
  server.close()
}
