import { loopingExifJpeg, stripPng } from '../apps/api/src/testing/hostile-images.ts'

/**
 * ADR 041: customer sign-in (a password check, scrypt on libuv's thread pool, where sharp decodes
 * too) measured alone and then while four hostile uploads are always in flight: the looping-EXIF
 * JPEG and the 45,000,000 × 1 PNG, each from a guest of its own. Every call carries its own
 * address (`x-forwarded-for`, trusted from loopback) so the per-IP limits measure nothing here.
 */
export type SignInUnderUploads = {
  alone: Latency
  underUploads: Latency
  uploads: Latency & { statuses: Record<string, number> }
}
type Latency = { count: number; p50: number; p99: number; max: number }

let address = 0
const nextAddress = () => {
  address += 1
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

function summary(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 }
}

async function post(base: string, path: string, body: BodyInit, headers: Record<string, string>) {
  const start = performance.now()
  const response = await fetch(base + path, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': nextAddress(), ...headers },
  })
  const json = (await response.json().catch(() => null)) as { token?: string } | null
  return { status: response.status, json, ms: performance.now() - start }
}

const asJson = { 'content-type': 'application/json' }

async function guestToken(base: string): Promise<string> {
  const answer = await post(base, '/api/v1/auth/login', JSON.stringify({ type: 'TEMP' }), asJson)
  if (!answer.json?.token) throw new Error(`guest login answered ${answer.status}`)
  return answer.json.token
}

function multipart(bytes: Buffer) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, type: `multipart/form-data; boundary=${boundary}` }
}

export async function signInUnderHostileUploads(
  base: string,
  seconds: number,
): Promise<SignInUnderUploads> {
  const account = {
    type: 'EMAIL',
    username: 'Bench Shopper',
    email: `bench-${Date.now()}@example.com`,
    password: 'BenchPass2024',
  }
  const registered = await post(base, '/api/v1/auth/register', JSON.stringify(account), asJson)
  if (registered.status >= 400) {
    throw new Error(`register answered ${registered.status} ${JSON.stringify(registered.json)}`)
  }
  const signIn = JSON.stringify({
    type: 'EMAIL',
    login_id: account.email,
    password: account.password,
  })
  const signInFor = async (ms: number) => {
    const samples: number[] = []
    for (const until = Date.now() + ms; Date.now() < until; ) {
      const answer = await post(base, '/api/v1/auth/login', signIn, asJson)
      if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`)
      samples.push(answer.ms)
    }
    return samples
  }

  const alone = await signInFor(seconds * 1000)

  // an account may upload 30 in 10 minutes: enough guests made beforehand
  const guests = await Promise.all(Array.from({ length: 80 }, () => guestToken(base)))
  const hostile = [await loopingExifJpeg(), stripPng()].map(multipart)
  const uploads: number[] = []
  const statuses: Record<string, number> = {}
  let sent = 0
  let running = true
  const uploader = async () => {
    while (running) {
      const body = hostile[sent % hostile.length] as ReturnType<typeof multipart>
      const token = guests[Math.floor(sent / 25) % guests.length] as string
      sent += 1
      const answer = await post(base, '/api/v1/files?purpose=review', body.payload, {
        'content-type': body.type,
        authorization: `Bearer ${token}`,
      })
      uploads.push(answer.ms)
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
    }
  }
  const lanes = Array.from({ length: 4 }, uploader)
  const underUploads = await signInFor(seconds * 1000)
  running = false
  await Promise.all(lanes)
  return {
    alone: summary(alone),
    underUploads: summary(underUploads),
    uploads: { ...summary(uploads), statuses },
  }
}
