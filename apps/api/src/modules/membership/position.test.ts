import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type LedgerRow, pointsExpiry, pointsPosition } from './position.ts'

const DAY = 24 * 3600 * 1000
const at = (iso: string) => new Date(iso)
const row = (points: number, extra: Partial<LedgerRow> = {}): LedgerRow => ({
  points,
  availableAt: null,
  expiresAt: null,
  createdAt: at('2026-01-01T00:00:00Z'),
  ...extra,
})

describe('pointsExpiry', () => {
  it('is the last moment of 31 December in Hong Kong, the year after the points were earned', () => {
    expect(pointsExpiry(at('2026-03-05T10:00:00Z'), 1).toISOString()).toBe(
      '2027-12-31T15:59:59.999Z',
    )
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in Hong Kong
    expect(pointsExpiry(at('2026-12-31T20:00:00Z'), 1).toISOString()).toBe(
      '2028-12-31T15:59:59.999Z',
    )
    expect(pointsExpiry(at('2026-06-01T00:00:00Z'), 0).toISOString()).toBe(
      '2026-12-31T15:59:59.999Z',
    )
  })
})

describe('pointsPosition', () => {
  const now = at('2026-06-01T00:00:00Z')

  it('keeps earned points pending until their day, then available', () => {
    const rows = [row(300, { availableAt: at('2026-06-10T00:00:00Z') })]
    expect(pointsPosition(rows, now)).toMatchObject({ available: 0, pending: [{ points: 300 }] })
    expect(pointsPosition(rows, at('2026-06-10T00:00:00Z')).available).toBe(300)
  })

  it('takes spending from the lots that expire first and groups what is left by expiry', () => {
    const soon = at('2026-12-31T15:59:59.999Z')
    const later = at('2027-12-31T15:59:59.999Z')
    const rows = [row(100, { expiresAt: later }), row(200, { expiresAt: soon }), row(-250)]
    expect(pointsPosition(rows, now)).toMatchObject({
      available: 50,
      byExpiry: [{ expiresAt: later, points: 50 }],
    })
  })

  it('does not count a lot past its expiry, and says how much is to be written off', () => {
    const rows = [row(100, { expiresAt: at('2026-05-01T00:00:00Z') }), row(40), row(-30)]
    const position = pointsPosition(rows, now)
    expect(position.available).toBe(40)
    expect(position.expiredUnrecorded).toBe(70)
    // the write-off row makes it whole
    expect(pointsPosition([...rows, row(-70)], now)).toMatchObject({
      available: 40,
      expiredUnrecorded: 0,
    })
  })

  it('takes a pending reversal off the pending points', () => {
    const day = at('2026-06-10T00:00:00Z')
    const rows = [row(300, { availableAt: day }), row(-100, { availableAt: day })]
    expect(pointsPosition(rows, now).pending).toEqual([{ availableAt: day, points: 200 }])
    expect(pointsPosition(rows, day).available).toBe(200)
  })

  // issue 16: for any sequence of earn / spend / redeem / refund / expire the balance equals the
  // ledger sum and never goes negative
  it('always accounts for every point of the ledger, never below zero', () => {
    type Op =
      | { kind: 'earn'; points: number; pendingDays: number }
      | { kind: 'spend'; points: number }
      | { kind: 'reverse'; points: number }
      | { kind: 'expire' }
      | { kind: 'wait'; days: number }
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('earn' as const),
        points: fc.integer({ min: 1, max: 5000 }),
        pendingDays: fc.integer({ min: 0, max: 30 }),
      }),
      fc.record({ kind: fc.constant('spend' as const), points: fc.integer({ min: 1, max: 5000 }) }),
      fc.record({
        kind: fc.constant('reverse' as const),
        points: fc.integer({ min: 1, max: 5000 }),
      }),
      fc.record({ kind: fc.constant('expire' as const) }),
      fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 400 }) }),
    )
    fc.assert(
      fc.property(fc.array(op as fc.Arbitrary<Op>, { maxLength: 40 }), (ops) => {
        let clock = at('2026-01-01T00:00:00Z').getTime()
        const rows: LedgerRow[] = []
        const write = (points: number, extra: Partial<LedgerRow> = {}) =>
          rows.push(row(points, { createdAt: new Date(clock), ...extra }))
        for (const o of ops) {
          const now = new Date(clock)
          const position = pointsPosition(rows, now)
          if (o.kind === 'earn') {
            const availableAt = new Date(clock + o.pendingDays * DAY)
            write(o.points, { availableAt, expiresAt: pointsExpiry(now, 1) })
          } else if (o.kind === 'spend') {
            // spending (checkout, vouchers) writes off what expired first, then needs the points
            if (position.expiredUnrecorded) write(-position.expiredUnrecorded)
            if (pointsPosition(rows, now).available >= o.points) write(-o.points)
          } else if (o.kind === 'reverse') {
            // a refund takes back at most what is available; the rest is a shortfall
            if (position.expiredUnrecorded) write(-position.expiredUnrecorded)
            const take = Math.min(o.points, pointsPosition(rows, now).available)
            if (take > 0) write(-take)
          } else if (o.kind === 'expire') {
            if (position.expiredUnrecorded) write(-position.expiredUnrecorded)
          } else clock += o.days * DAY
          const after = pointsPosition(rows, new Date(clock))
          const pending = after.pending.reduce((sum, p) => sum + p.points, 0)
          const sum = rows.reduce((total, r) => total + r.points, 0)
          expect(after.available).toBeGreaterThanOrEqual(0)
          expect(after.overdrawn).toBe(0)
          expect(after.available + pending + after.expiredUnrecorded).toBe(sum)
          expect(after.byExpiry.reduce((total, lot) => total + lot.points, 0)).toBe(after.available)
        }
      }),
      { numRuns: 300 },
    )
  })
})
