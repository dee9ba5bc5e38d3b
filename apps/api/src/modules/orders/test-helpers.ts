import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { memoryStore } from '#api/lib/rate-limit.ts'
import {
  addToCart,
  auth,
  checkout,
  checkoutBody,
  findVariant,
  GATEWAY_SECRET,
} from '#api/testing/shop.ts'
import { outboxTransport } from '../outbox/delivery.ts'
import type { PaymentProvider } from '../payments/provider.ts'
import { staffSignIn } from '../staff/test-helpers.ts'

export const API = '/api/v1'

/** The API with uploads in a fresh temporary directory, and the tests' staff login. */
export async function ordersApp(
  database: Database,
  paymentProvider?: PaymentProvider,
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'shop-uploads-')),
) {
  return buildApi(
    database,
    {},
    {
      rateLimitStore: memoryStore(),
      transports: { email: outboxTransport, sms: outboxTransport },
      publicUrl: 'https://shop.test',
      testGatewaySecret: GATEWAY_SECRET,
      uploadsDir,
      ...(paymentProvider ? { paymentProvider } : {}),
    },
  )
}

/** A back-office owner's token (the staff routes need one). */
export function staffToken(app: FastifyInstance): Promise<string> {
  return staffSignIn(app, 'owner')
}

/** Places an order of `qty` of the n-th matching seeded variant; answers the order JSON. */
export async function placeOrder(
  app: FastifyInstance,
  database: Database,
  token: string,
  options: { qty?: number; index?: number; extra?: Record<string, unknown> } = {},
) {
  const rows = await findVariant(database, {
    sale: false,
    points: false,
    minStock: 20,
    maxPrice: 3000,
  })
  const variant = rows[options.index ?? 0]
  if (!variant) throw new Error('no seeded variant')
  await addToCart(app, token, { product_variant_id: variant.id, qty: options.qty ?? 2 })
  const response = await checkout(app, token, checkoutBody([variant.id], options.extra))
  if (response.statusCode !== 201)
    throw new Error(`checkout ${response.statusCode} ${response.body}`)
  return {
    order: response.json().order,
    variant,
    access: response.json().order_access as { token: string; expires_at: string },
  }
}

/** A multipart body with one part per file, as a browser form sends it. */
export function multipart(files: { field?: string; name: string; type: string; bytes: Buffer }[]) {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export const pngBytes = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer()

/** Uploads a file; answers the response. */
export function upload(
  app: FastifyInstance,
  token: string,
  file: { name: string; type: string; bytes: Buffer; field?: string },
  purpose = 'payment_proof',
) {
  const body = multipart([file])
  return app.inject({
    method: 'POST',
    url: `${API}/files?purpose=${purpose}`,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  })
}

export async function uploadPng(app: FastifyInstance, token: string, purpose = 'payment_proof') {
  const response = await upload(
    app,
    token,
    { name: 'proof.png', type: 'image/png', bytes: await pngBytes() },
    purpose,
  )
  if (response.statusCode !== 201) throw new Error(`upload ${response.statusCode} ${response.body}`)
  return response.json().data.name as string
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `${API}${url}`,
    headers: token ? auth(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })
}
