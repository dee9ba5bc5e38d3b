import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { memorySharedAnswers, redisSharedAnswers, type SharedAnswers } from './shared-answers.ts'

const redisUrl = process.env.REDIS_URL
const kinds: [string, () => Promise<SharedAnswers>][] = [
  ['memory', async () => memorySharedAnswers()],
  ...(redisUrl
    ? [['redis', () => redisSharedAnswers(redisUrl)] as [string, () => Promise<SharedAnswers>]]
    : []),
]

describe.each(kinds)('shared answers in %s', (_name, open) => {
  it('gives everyone who asks together the first answer', async () => {
    const answers = await open()
    const key = randomUUID()
    let made = 0
    const create = async () => ({ token: `guest-${++made}` })
    const all = await Promise.all(
      Array.from({ length: 5 }, () => answers.once(key, 60_000, create)),
    )
    expect(all).toEqual(Array.from({ length: 5 }, () => ({ token: 'guest-1' })))
    expect(made).toBe(1)
    await answers.close()
  })

  it('asks again after a failure instead of keeping it', async () => {
    const answers = await open()
    const key = randomUUID()
    await expect(
      answers.once(key, 60_000, () => Promise.reject(new Error('API down'))),
    ).rejects.toThrow('API down')
    expect(await answers.once(key, 60_000, async () => 'second try')).toBe('second try')
    await answers.close()
  })
})

describe.runIf(redisUrl)('shared answers across processes (Redis)', () => {
  it('gives a second process the answer the first one made', async () => {
    const [one, two] = await Promise.all([
      redisSharedAnswers(redisUrl as string),
      redisSharedAnswers(redisUrl as string),
    ])
    const key = randomUUID()
    let made = 0
    const slow = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`account-${++made}`), 50))
    const [first, second] = await Promise.all([
      one.once(key, 60_000, slow),
      two.once(key, 60_000, slow),
    ])
    expect([first, second]).toEqual(['account-1', 'account-1'])
    expect(made).toBe(1)
    await Promise.all([one.close(), two.close()])
  })
})
