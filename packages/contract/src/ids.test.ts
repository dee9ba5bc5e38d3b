import { describe, expect, it } from 'vitest'
import { isUuid } from './ids.ts'

describe('ids', () => {
  it('takes a UUID in either case, as PostgreSQL reads it', () => {
    expect(isUuid('0b6d4f0e-8a3c-4c1e-9f5a-2d7b8e1c3a90')).toBe(true)
    expect(isUuid('0B6D4F0E-8A3C-4C1E-9F5A-2D7B8E1C3A90')).toBe(true)
  })

  it('refuses anything else without a query', () => {
    for (const bad of [
      '',
      'sofa',
      '0b6d4f0e8a3c4c1e9f5a2d7b8e1c3a90',
      '0b6d4f0e-8a3c-4c1e-9f5a-2d7b8e1c3a9',
      '0b6d4f0e-8a3c-4c1e-9f5a-2d7b8e1c3a90 ',
      '0b6d4f0e-8a3c-4c1e-9f5a-2d7b8e1c3a9g',
      '------------------------------------',
    ]) {
      expect(isUuid(bad), bad).toBe(false)
    }
  })
})
