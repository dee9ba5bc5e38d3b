import { responseCache } from '@shop/api/lib/response-cache'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { publicGet } from './api.server.ts'
import { createLoadContext, type PublicAnswers } from './context.ts'

const answer = z.object({ menus: z.number() })

function counting() {
  const calls: string[] = []
  const apiFetch = async (path: string) => {
    calls.push(path)
    return Response.json({ menus: calls.length })
  }
  return { calls, apiFetch }
}

describe('publicGet (public answers the loaders parse on every page)', () => {
  it('asks the API once for all requests while the server keeps the answer', async () => {
    const { calls, apiFetch } = counting()
    const kept: PublicAnswers = responseCache<unknown>({ ttlMs: 60_000, maxEntries: 10 })
    const first = createLoadContext(apiFetch, undefined, kept)
    const second = createLoadContext(apiFetch, undefined, kept)
    expect(await publicGet(first, '/configuration/latest', answer)).toEqual({ menus: 1 })
    expect(await publicGet(second, '/configuration/latest', answer)).toEqual({ menus: 1 })
    expect(calls).toEqual(['/configuration/latest'])
    // the catalogue or configuration changed: the next request asks again
    kept.clear()
    expect(await publicGet(second, '/configuration/latest', answer)).toEqual({ menus: 2 })
  })

  it('never keeps, after a clear, the answer a request read before it', async () => {
    const { calls, apiFetch } = counting()
    const kept: PublicAnswers = responseCache<unknown>({ ttlMs: 60_000, maxEntries: 10 })
    // a page whose render straddles a settings save: one loader read before the save was committed
    const straddling = createLoadContext(apiFetch, undefined, kept)
    expect(await publicGet(straddling, '/configuration/latest', answer)).toEqual({ menus: 1 })
    kept.clear()
    // another of its loaders asks after the clear: it reads the saved answer, not its own old one
    expect(await publicGet(straddling, '/configuration/latest', answer)).toEqual({ menus: 2 })
    // and every later request gets the saved answer, never the one from before the save
    const later = createLoadContext(apiFetch, undefined, kept)
    expect(await publicGet(later, '/configuration/latest', answer)).toEqual({ menus: 2 })
    expect(calls).toHaveLength(2)
  })

  it('asks once per request when the server keeps nothing (tests, other servers)', async () => {
    const { calls, apiFetch } = counting()
    for (const context of [createLoadContext(apiFetch), createLoadContext(apiFetch)]) {
      await publicGet(context, '/configuration/latest', answer)
      await publicGet(context, '/configuration/latest', answer)
    }
    expect(calls).toHaveLength(2)
  })

  it('keeps no failure', async () => {
    let fail = true
    const apiFetch = async () =>
      fail ? new Response('{}', { status: 503 }) : Response.json({ menus: 3 })
    const kept: PublicAnswers = responseCache<unknown>({ ttlMs: 60_000, maxEntries: 10 })
    await expect(
      publicGet(createLoadContext(apiFetch, undefined, kept), '/c', answer),
    ).rejects.toThrow()
    fail = false
    expect(await publicGet(createLoadContext(apiFetch, undefined, kept), '/c', answer)).toEqual({
      menus: 3,
    })
  })
})
