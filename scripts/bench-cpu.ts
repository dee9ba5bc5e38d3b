import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
// @ts-expect-error autocannon ships no types; the few fields used are typed below
import autocannonUntyped from 'autocannon'
import {
  firstProduct,
  productPage,
  settle,
  startProductionServer,
  stopOnSignal,
  table,
} from './bench-lib.ts'
import {
  addToCartRequests,
  type BenchRequest,
  checkoutRequests,
  prepareShop,
  shopperSessions,
} from './bench-shop.ts'

/**
 * `npm run bench:cpu`: the server's own CPU time per request of a few shopper targets, read from
 * the kernel's account of the server process (user + system) around a fixed number of requests.
 * Unlike requests per second it barely moves when other work shares the machine (issue 31). With
 * BENCH_CPU_PROF=DIR the server also writes a V8 CPU profile of the whole run there.
 *
 *   npm run bench:cpu -- --requests=1000 --connections=10 --only="cart page,add to cart"
 */
const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '200' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
})
const amount = Number(args.requests)
const warmupAmount = Number(args.warmup)
const connections = Number(args.connections)

type Result = { requests: { total: number }; latency: { p50: number }; non2xx: number }
const autocannon = autocannonUntyped as (options: {
  url: string
  connections: number
  amount: number
  headers?: Record<string, string>
  requests?: BenchRequest[]
}) => Promise<Result>

/** The process's user + system CPU time in milliseconds (Linux, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const server = await startProductionServer()
stopOnSignal(server)
const rows: string[][] = []
try {
  const pid = server.pid
  if (!pid) throw new Error('no server process id')
  const product = await firstProduct(server.base)
  const shop = await prepareShop(server.base, connections)
  const productPath = productPage(product.id, product.slug)
  const sessions = await shopperSessions(server.base, productPath, shop.variants[0] ?? '')
  const form = (cookie: string, qty: number) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({
      product_variant_id: shop.variants[0] ?? '',
      qty: String(qty),
    }).toString(),
  })
  const targets: {
    name: string
    path: string
    headers?: Record<string, string>
    requests?: () => BenchRequest[]
  }[] = [
    {
      name: 'cart page, guest with a cart',
      path: '/shop/main/cart',
      headers: { cookie: sessions.guest },
    },
    {
      // the same page reached by a link in a browser with script: its data only, no HTML
      name: 'cart page data (client navigation), guest',
      path: '/shop/main/cart.data',
      headers: { cookie: sessions.guest },
    },
    { name: 'add to cart (API)', path: '/', requests: () => addToCartRequests(shop) },
    {
      // the product page's form without script: one in, one out, the page drawn after each
      name: 'add to cart (page form), guest',
      path: productPath,
      requests: () => [form(sessions.guest, 1), form(sessions.guest, -1)],
    },
    {
      name: 'add + checkout (API)',
      path: '/',
      requests: () => checkoutRequests(shop, server.base),
    },
  ]
  const only = args.only?.split(',').filter(Boolean)
  for (const target of targets.filter((t) => !only || only.some((w) => t.name.includes(w)))) {
    const url = server.base + target.path
    await settle(server.base)
    const options = { url, connections, headers: target.headers }
    if (warmupAmount > 0)
      await autocannon({ ...options, amount: warmupAmount, requests: target.requests?.() })
    const before = cpuMs(pid)
    const result = await autocannon({ ...options, amount, requests: target.requests?.() })
    const spent = cpuMs(pid) - before
    const done = result.requests.total || 1
    rows.push([
      target.name,
      String(done),
      String(result.non2xx),
      (spent / done).toFixed(2),
      result.latency.p50.toFixed(1),
    ])
    console.log(`  measured ${target.name}`)
  }
} finally {
  await server.stop()
}
console.log(
  `\n${connections} connections, ${amount} requests per target (${warmupAmount} before, not counted)\n`,
)
console.log(table(['target', 'requests', 'non-2xx', 'CPU ms / request', 'p50 ms'], rows))
