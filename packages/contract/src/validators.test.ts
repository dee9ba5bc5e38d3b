import { describe, expect, it } from 'vitest'
import { slugify } from './slug.ts'
import { optionalEmail, optionalPhone, password } from './validators.ts'

describe('spec §5 validation rules', () => {
  it('password: 8+ characters, letters and digits only, at least one of each', () => {
    expect(password.safeParse('abcd1234').success).toBe(true)
    for (const bad of ['abc123', 'abcdefgh', '12345678', 'abcd 1234', 'abcd123!']) {
      const result = password.safeParse(bad)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('errors.passwordFormat')
    }
  })

  it('email: valid format or empty', () => {
    expect(optionalEmail.safeParse('').success).toBe(true)
    expect(optionalEmail.safeParse('mei@example.hk').success).toBe(true)
    expect(optionalEmail.safeParse('mei@').error?.issues[0]?.message).toBe('errors.emailFormat')
  })

  it('phone: digits only or empty', () => {
    expect(optionalPhone.safeParse('').success).toBe(true)
    expect(optionalPhone.safeParse('91234567').success).toBe(true)
    expect(optionalPhone.safeParse('9123-4567').error?.issues[0]?.message).toBe(
      'errors.phoneFormat',
    )
  })

  it('slug keeps letters, digits and Chinese; the rest become hyphens', () => {
    expect(slugify('Oak Dining Table (180cm)')).toBe('oak-dining-table-180cm')
    expect(slugify('北歐風 梳化 3座')).toBe('北歐風-梳化-3座')
    expect(slugify('  --Hello__World--  ')).toBe('hello-world')
  })
})
