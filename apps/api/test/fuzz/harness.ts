import { errorEnvelope } from '@shop/contract'
import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { RateLimitStore } from '#api/lib/rate-limit.ts'

/**
 * One seed per run (FUZZ_SEED to replay or explore), at least 50 requests per route (FUZZ_RUNS
 * for more). The default seed is fixed so that CI is repeatable.
 */
export const SEED = Number(process.env.FUZZ_SEED || 20_613)
export const RUNS = Math.max(50, Number(process.env.FUZZ_RUNS || 50))

/** Counts nothing, so the fuzzer reaches the code behind the rate limits. */
export const unlimitedStore: RateLimitStore = {
  async hit() {
    return 1
  },
  async reset() {},
  async reserve() {
    return { ok: true, ticket: '', count: 1 }
  },
  async forgive() {},
  async rearm() {},
  async close() {},
}

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>

/** What is wrong with an answer to a malformed request, if anything. */
export function problemWith(answer: Answer, options: { envelope: boolean }): string | null {
  if (answer.statusCode >= 500) return `answered ${answer.statusCode}`
  if (answer.statusCode < 400 || !options.envelope) return null
  if (!String(answer.headers['content-type']).startsWith('application/json')) {
    return `error ${answer.statusCode} is ${answer.headers['content-type']}, not JSON`
  }
  let parsed: ReturnType<typeof errorEnvelope.safeParse>
  try {
    parsed = errorEnvelope.safeParse(answer.json())
  } catch {
    return `error ${answer.statusCode} is not valid JSON`
  }
  if (!parsed.success) return `error ${answer.statusCode} is not the envelope`
  if (parsed.data.statusCode !== answer.statusCode) {
    return `envelope says ${parsed.data.statusCode}, status is ${answer.statusCode}`
  }
  return null
}

const short = (text: string, max = 1500) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text

/** Sends RUNS requests from `requests`; answers a report of the first (shrunk) failure, or null. */
export async function fuzzRoute(
  app: FastifyInstance,
  route: string,
  requests: fc.Arbitrary<InjectOptions>,
  options: { envelope: boolean } = { envelope: true },
): Promise<{ sent: number; failure: string | null }> {
  let sent = 0
  const result = await fc.check(
    fc.asyncProperty(requests, async (request) => {
      sent += 1
      const answer = await app.inject(request)
      const problem = problemWith(answer, options)
      if (problem) throw new Error(`${problem}: ${short(answer.body, 400)}`)
    }),
    { seed: SEED, numRuns: RUNS, maxSkipsPerRun: 0 },
  )
  if (!result.failed) return { sent, failure: null }
  return {
    sent,
    failure: [
      route,
      short(String(result.errorInstance), 600),
      short(fc.defaultReportMessage(result) ?? '', 2500),
      `Replay: FUZZ_SEED=${SEED}`,
    ].join('\n'),
  }
}
