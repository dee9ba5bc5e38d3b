import { describe, expect, it } from 'vitest'
import { formatPoints, signedPoints, tierProgress } from './points.ts'

describe('points display', () => {
  it('groups thousands and signs movements', () => {
    expect(formatPoints(12345, 'en')).toBe('12,345')
    expect(signedPoints(120, 'cn')).toBe('+120')
    expect(signedPoints(-1500, 'zh')).toBe('−1,500')
    expect(signedPoints(0, 'en')).toBe('0')
  })
})

describe('tierProgress', () => {
  it('measures from this tier to the next, within 0–100', () => {
    expect(tierProgress(750_00, 500_00, 1000_00)).toBe(50)
    expect(tierProgress(0, 0, 5000_00)).toBe(0)
    expect(tierProgress(9999_00, 5000_00, 8000_00)).toBe(100)
  })

  it('is full at the highest tier', () => {
    expect(tierProgress(123_00, 0, null)).toBe(100)
  })
})
