import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { generateReport, type Result } from 'lighthouse'
import {
  firstProduct,
  machine,
  productListPage,
  productPage,
  startProductionServer,
  stopOnSignal,
  table,
  writeJson,
} from './bench-lib.ts'
import { root } from './build-if-needed.ts'

/**
 * `npm run bench:web`: Lighthouse (default mobile profile: Moto G Power screen, simulated slow 4G
 * and 4× CPU slowdown) on home, product list and product page of the production build, with the
 * system Chromium; plus the initial JavaScript per route, gzipped. Never downloads a browser.
 *
 *   --runs=1      Lighthouse runs per route; the run with the median performance score is kept
 *   --json=FILE   also write the summary as JSON (e.g. bench-results/web.json)
 *   --html=DIR    also write each route's full Lighthouse report as HTML
 */
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_WEB_RUNS || '1' },
    json: { type: 'string' },
    html: { type: 'string' },
  },
})
const runs = Math.max(1, Number(args.runs))
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROMIUM_PATH.`)
  process.exit(1)
}

const categories = ['performance', 'accessibility', 'seo', 'best-practices'] as const
// spec (issue 4, Speed): performance ≥ 95, accessibility 100, SEO 100, initial JS ≤ 120 kB gzip
const goals = { performance: 95, accessibility: 100, seo: 100, initialJsKb: 120 }

/**
 * What the page loads before use: module scripts and modulepreload links of the server HTML, the
 * modules its inline module scripts import (the entry too, imported with `import()`), and every
 * module those import statically, followed through the files.
 */
async function initialJs(base: string, route: string) {
  const html = await (
    await fetch(base + route, { headers: { 'accept-encoding': 'identity' } })
  ).text()
  const urls = new Set<string>()
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const source = tag[0]
    const src = /\b(?:src|href)="([^"]+)"/.exec(source)?.[1]
    if (!src) continue
    const isModule = tag[1] === 'script' && /type="module"/.test(source)
    const isPreload = tag[1] === 'link' && /rel="modulepreload"/.test(source)
    if (isModule || isPreload) urls.add(new URL(src, base + route).toString())
  }
  for (const inline of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const spec of (inline[1] ?? '').matchAll(
      /import\s*\(?\s*(?:[^'"()]*from\s*)?["']([^"']+\.js)["']/g,
    )) {
      if (spec[1]) urls.add(new URL(spec[1], base + route).toString())
    }
  }
  const bodies = new Map<string, Buffer>()
  const queue = [...urls]
  for (let url = queue.shift(); url; url = queue.shift()) {
    if (bodies.has(url)) continue
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    bodies.set(url, body)
    // static imports only (`import{…}from"./x.js"`, `import"./x.js"`): `import(…)` loads on use
    for (const spec of body
      .toString('utf8')
      .matchAll(/\bimport\s*(?:[^'"();]*?from\s*)?["']([^"']+\.js)["']/g)) {
      if (spec[1]) queue.push(new URL(spec[1], url).toString())
    }
  }
  const files: { path: string; gzipKb: number }[] = []
  let raw = 0
  for (const [url, body] of bodies) {
    raw += body.byteLength
    files.push({ path: new URL(url).pathname, gzipKb: gzipSync(body).byteLength / 1024 })
  }
  files.sort((a, b) => b.gzipKb - a.gzipKb)
  const gzipKb = files.reduce((sum, file) => sum + file.gzipKb, 0)
  return { count: files.length, rawKb: raw / 1024, gzipKb, files }
}

function failingElements(details: unknown): string[] {
  const items = (details as { items?: unknown } | undefined)?.items
  if (!Array.isArray(items)) return []
  return items.flatMap((item: { node?: { selector?: string } }) =>
    item.node?.selector ? [item.node.selector] : [],
  )
}

/** Audits of a category that lose points, worst first; performance shows metrics and insights. */
function failingAudits(lhr: Result, category: string) {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => {
      if (!audit || audit.score === null) return false
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) return false
      return audit.score < (category === 'performance' ? 0.9 : 1)
    })
    .sort((a, b) => (a.audit?.score ?? 0) - (b.audit?.score ?? 0))
    .map(({ ref, audit }) => ({
      id: ref.id,
      title: audit?.title ?? ref.id,
      score: audit?.score ?? 0,
      displayValue: audit?.displayValue ?? '',
      // where on the page, for accessibility and SEO findings
      elements: failingElements(audit?.details).slice(0, 3),
    }))
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100)

const server = await startProductionServer()
stopOnSignal(server)
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox'],
})

type RouteResult = {
  name: string
  path: string
  scores: Record<string, number>
  metrics: Record<string, string>
  js: Awaited<ReturnType<typeof initialJs>>
  failing: Record<string, ReturnType<typeof failingAudits>>
}
const results: RouteResult[] = []
try {
  const product = await firstProduct(server.base)
  const routes = [
    { name: 'home', path: '/' },
    { name: 'product list', path: productListPage },
    { name: 'product page', path: productPage(product.id, product.slug) },
  ]
  for (const route of routes) {
    const url = server.base + route.path
    const status = (await fetch(url, { redirect: 'manual' })).status
    if (status !== 200) console.warn(`  ${route.name} answers ${status}`)
    const lhrs: Result[] = []
    for (let run = 0; run < runs; run++) {
      const outcome = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      })
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (outcome.lhr.runtimeError) throw new Error(outcome.lhr.runtimeError.message)
      lhrs.push(outcome.lhr)
    }
    lhrs.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
    const lhr = lhrs[Math.floor(lhrs.length / 2)] as Result
    if (args.html) {
      const dir = path.resolve(root, args.html)
      mkdirSync(dir, { recursive: true })
      const file = path.join(dir, `${route.name.replace(/\s+/g, '-')}.html`)
      writeFileSync(file, generateReport(lhr, 'html'))
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-'
    results.push({
      name: route.name,
      path: route.path,
      scores: Object.fromEntries(categories.map((c) => [c, score(lhr, c)])),
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
      },
      js: await initialJs(server.base, route.path),
      failing: Object.fromEntries(categories.map((c) => [c, failingAudits(lhr, c)])),
    })
    console.log(`  measured ${route.name} (${status})`)
  }
} finally {
  await chrome.kill()
  await server.stop()
}

console.log(
  `\nLighthouse ${runs > 1 ? `median of ${runs} runs, ` : ''}mobile, ${server.database}\n`,
)
console.log(
  table(
    [
      'route',
      'perf',
      'a11y',
      'SEO',
      'best pr.',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'JS files',
      'JS kB gz',
    ],
    results.map((r) => [
      r.name,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores.seo),
      String(r.scores['best-practices']),
      r.metrics.FCP ?? '-',
      r.metrics.LCP ?? '-',
      r.metrics.TBT ?? '-',
      r.metrics.CLS ?? '-',
      String(r.js.count),
      r.js.gzipKb.toFixed(1),
    ]),
  ),
)

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')
for (const r of results) {
  console.log(`\n${r.name} (${r.path})`)
  const checks: [string, boolean][] = [
    [
      `performance ${r.scores.performance} ≥ ${goals.performance}`,
      (r.scores.performance ?? 0) >= goals.performance,
    ],
    [
      `accessibility ${r.scores.accessibility} = ${goals.accessibility}`,
      r.scores.accessibility === goals.accessibility,
    ],
    [`SEO ${r.scores.seo} = ${goals.seo}`, r.scores.seo === goals.seo],
    [
      `initial JS ${r.js.gzipKb.toFixed(1)} kB gzip ≤ ${goals.initialJsKb}`,
      r.js.gzipKb <= goals.initialJsKb,
    ],
  ]
  for (const [label, ok] of checks) console.log(`  ${verdict(ok)}  ${label}`)
  const largest = r.js.files
    .slice(0, 4)
    .map((f) => `${path.basename(f.path)} ${f.gzipKb.toFixed(1)}`)
  console.log(`    largest JS (kB gzip): ${largest.join(', ')}`)
  for (const category of categories) {
    for (const audit of r.failing[category] ?? []) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : ''
      console.log(`    ${category}: ${audit.id} — ${audit.title}${value}`)
      for (const element of audit.elements) console.log(`      at ${element}`)
    }
  }
}
console.log(
  '\nThe machine may be busy with other work; Lighthouse simulates throttling, so scores move less than timings.',
)

if (args.json) {
  writeJson(args.json, {
    date: new Date().toISOString(),
    machine: machine(),
    database: server.database,
    chromium: chromePath,
    runs,
    goals,
    results,
  })
}
