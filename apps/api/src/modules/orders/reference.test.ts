import { describe, expect, it } from 'vitest'
import { newReference } from './reference.ts'

describe('order and quotation references', () => {
  it('carry the Hong Kong date: an order at 06:28 on 28 November in Hong Kong is MH-261128-…', () => {
    expect(newReference('MH', new Date('2026-11-27T22:28:00Z'))).toMatch(/^MH-261128-[A-Z2-9]{6}$/)
    expect(newReference('QT', new Date('2026-11-27T22:28:00Z'))).toMatch(/^QT-261128-[A-Z2-9]{6}$/)
  })

  it('turn to the next day at midnight in Hong Kong (16:00 UTC), not at midnight UTC', () => {
    expect(newReference('MH', new Date('2026-11-27T15:59:59.999Z'))).toMatch(/^MH-261127-/)
    expect(newReference('MH', new Date('2026-11-27T16:00:00Z'))).toMatch(/^MH-261128-/)
    expect(newReference('QT', new Date('2026-12-31T16:00:00Z'))).toMatch(/^QT-270101-/)
  })

  it('leave out letters and digits that read alike on the phone', () => {
    const tails = Array.from({ length: 200 }, () => newReference('MH').slice(10)).join('')
    expect(tails).not.toMatch(/[IO01]/)
  })
})
