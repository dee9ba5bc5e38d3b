import { describe, expect, it } from 'vitest'
import { pointsForSpend } from './membership-rules.ts'

describe('pointsForSpend (issue 16: "Earn N points" and the points an order earns)', () => {
  it('gives whole points per HKD, rounded down', () => {
    expect(pointsForSpend(3600_00, 1)).toBe(3600)
    expect(pointsForSpend(99_99, 1)).toBe(99)
    expect(pointsForSpend(1234_50, 0.5)).toBe(617)
  })

  it('applies the tier multiplier', () => {
    expect(pointsForSpend(1000_00, 1, 1.5)).toBe(1500)
  })

  it('earns nothing for a price of 0, a rate of 0 or a negative amount', () => {
    expect(pointsForSpend(0, 1)).toBe(0)
    expect(pointsForSpend(500_00, 0)).toBe(0)
    expect(pointsForSpend(-100_00, 1)).toBe(0)
  })

  it('does not gain a point from floating-point error', () => {
    // 0.1 × 0.3 style products land just under or over a whole number in floating point
    expect(pointsForSpend(30_00, 0.1, 1)).toBe(3)
    expect(pointsForSpend(70_00, 0.3, 1)).toBe(21)
  })
})
