import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatMoney, fromCents, MAIN_STORE_ID, toCents } from '@shop/contract'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * A manager of the shop made with the staff CLI, signed in: the headers of their calls (PostgreSQL
 * only, since the CLI opens the database next to the running server).
 */
export async function managerHeaders(base: string): Promise<Record<string, string> | null> {
  if (!process.env.DATABASE_URL) return null
  const email = `bench-manager-${Date.now().toString(36)}@example.com`
  // the staff password rule asks for a capital, a small letter and a digit: a random base64 string
  // does not always hold all three
  const password = `Bench${randomBytes(12).toString('hex')}0`
  const made = spawnSync(
    process.execPath,
    [
      'apps/api/src/cli/staff.ts',
      'create',
      '--email',
      email,
      '--role',
      'manager',
      '--name',
      'Bench manager',
      '--password-stdin',
    ],
    { cwd: root, input: `${password}\n`, encoding: 'utf8', env: process.env },
  )
  if (made.status !== 0) throw new Error(`staff create failed: ${made.stderr || made.stdout}`)

  const login = await fetch(`${base}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`staff sign-in answered ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
}

export type PriceEdit = { sku: string; before: string; after: string; seenAfterMs: number }

/**
 * A back-office edit in the middle of the bench (issue 27: "storefront figures unchanged within
 * noise after an edit; the caches still hit"). A manager is made the way an owner makes one
 * (`npm run staff -- create --role manager`), signs in through the staff API and changes the
 * price of the first listed product's first variant; the bench then measures the pages again.
 * The staff command writes to the database directly, so this runs on PostgreSQL only (the
 * embedded database belongs to the running server).
 */
export async function editPriceAsManager(
  base: string,
  product: { id: string; slug: string; path: string },
): Promise<PriceEdit | null> {
  const headers = await managerHeaders(base)
  if (!headers) return null
  const api = `${base}/api/v1`
  const details = await fetch(`${api}/admin/products/${product.id}`, { headers })
  if (!details.ok) throw new Error(`admin product answered ${details.status}`)
  const { variants } = (await details.json()) as {
    variants: { _id: string; sku: string; price: string }[]
  }
  const variant = variants[0]
  if (!variant) throw new Error('the product has no variant')
  // a price the page has never shown: HK$1 more, so the edit is visible and harmless
  const after = fromCents(toCents(variant.price) + 100)
  const started = Date.now()
  const patched = await fetch(`${api}/admin/variants/${variant._id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ price: after }),
  })
  if (!patched.ok)
    throw new Error(`variant edit answered ${patched.status}: ${await patched.text()}`)
  // the storefront must show it before the pages are measured again (caches cleared on edit):
  // the public product answer has this very variant at the new price, and the page has it too
  const publicDetails = `${api}/stores/${MAIN_STORE_ID}/product-management/products/${product.id}/details`
  const shown = formatMoney(after, 'en')
  for (;;) {
    const answer = (await (await fetch(publicDetails)).json()) as {
      variants?: { _id: string; price: string }[]
    }
    const priced = answer.variants?.find((v) => v._id === variant._id)?.price === after
    // the page carries every variant's price in its data; the one shown may be another variant's
    const page = priced ? await (await fetch(base + product.path)).text() : ''
    if (priced && (page.includes(`"${after}"`) || page.includes(shown))) break
    if (Date.now() - started > 10_000)
      throw new Error(`the storefront did not show ${shown} within 10 s of the edit`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { sku: variant.sku, before: variant.price, after, seenAfterMs: Date.now() - started }
}
