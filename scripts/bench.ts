import { parseArgs } from 'node:util'
// @ts-expect-error autocannon ships no types; the few fields used are typed below
import autocannonUntyped from 'autocannon'
import {
  firstProduct,
  machine,
  productDetailsApi,
  productListApi,
  productListPage,
  productPage,
  settle,
  startProductionServer,
  stopOnSignal,
  table,
  writeJson,
} from './bench-lib.ts'

/**
 * `npm run bench`: load test of the production build with autocannon, in one run: the product list
 * and a product's details (API call and page), and a bare route replaying the product list's bytes
 * as the floor to compare with. Embedded database by default, PostgreSQL when DATABASE_URL is set.
 * Timing lives here, never in tests.
 *
 *   --duration=10 --warmup=3 --connections=50   (or BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS)
 *   --gzip        send accept-encoding: gzip, as browsers do (default: identity, raw bytes)
 *   --json=FILE   also write the results as JSON (e.g. bench-results/api-pglite.json)
 */
type Histogram = { average: number; p50: number; p99: number; total: number; max: number }
type Result = {
  requests: Histogram
  latency: Histogram
  throughput: Histogram
  errors: number
  timeouts: number
  non2xx: number
}
type Options = {
  url: string
  connections: number
  duration: number
  headers: Record<string, string>
}
const autocannon = autocannonUntyped as (options: Options) => Promise<Result>

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION || '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP || '3' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS || '50' },
    gzip: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
})
const duration = Number(args.duration)
const warmup = Number(args.warmup)
const connections = Number(args.connections)
const headers: Record<string, string> = { 'accept-encoding': args.gzip ? 'gzip' : 'identity' }

// spec (issue 4, Speed): product list on PostgreSQL ≥ 0.3× the bare route, p99 ≤ 50 ms at 50 connections
const goal = { ratio: 0.3, p99: 50 }

const server = await startProductionServer({ BENCH_BARE_ROUTE: productListApi })
stopOnSignal(server)

type Row = {
  name: string
  path: string
  status: number
  bytes: number
  rps: number
  p50: number
  p99: number
  max: number
  errors: number
  non2xx: number
}
const rows: Row[] = []
try {
  const product = await firstProduct(server.base)
  const targets = [
    { name: 'bare route (same bytes as list API)', path: '/__bench/bare' },
    { name: 'product list API (24)', path: productListApi },
    { name: 'product list page (24)', path: productListPage },
    { name: 'product details API', path: productDetailsApi(product.id) },
    { name: 'product page', path: productPage(product.id, product.slug) },
  ]
  console.log(
    `\n${server.database}, ${connections} connections, ${warmup} s warm-up + ${duration} s per target` +
      `, accept-encoding: ${headers['accept-encoding']}\n`,
  )
  for (const target of targets) {
    const url = server.base + target.path
    await settle(server.base)
    const probe = await fetch(url, { headers, redirect: 'manual' })
    const bytes = (await probe.arrayBuffer()).byteLength
    if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers })
    const result = await autocannon({ url, connections, duration, headers })
    rows.push({
      name: target.name,
      path: target.path,
      status: probe.status,
      bytes,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors, // timeouts included
      non2xx: result.non2xx,
    })
    console.log(`  measured ${target.name}: ${Math.round(result.requests.average)} req/s`)
  }
} finally {
  await server.stop()
}

const bare = rows[0]?.rps || 1
console.log(
  `\n${table(
    ['target', 'status', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'bytes', '× bare', 'failed'],
    rows.map((row) => [
      row.name,
      String(row.status),
      row.rps.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      row.max.toFixed(0),
      String(row.bytes),
      (row.rps / bare).toFixed(2),
      String(row.errors + row.non2xx),
    ]),
  )}`,
)

const list = rows[1]
if (list) {
  const ratio = list.rps / bare
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')
  console.log(`\nGoal (on PostgreSQL; this run: ${server.database}), product list API:`)
  console.log(
    `  ${verdict(ratio >= goal.ratio)}  ≥ ${goal.ratio}× bare route: ${ratio.toFixed(2)}×`,
  )
  console.log(`  ${verdict(list.p99 <= goal.p99)}  p99 ≤ ${goal.p99} ms: ${list.p99.toFixed(1)} ms`)
}
console.log('\nThe machine may be busy with other work; compare figures from the same run only.')

if (args.json) {
  writeJson(args.json, {
    date: new Date().toISOString(),
    machine: machine(),
    database: server.database,
    connections,
    duration,
    warmup,
    acceptEncoding: headers['accept-encoding'],
    goal,
    results: rows.map((row) => ({ ...row, ratioToBare: row.rps / bare })),
  })
}
