import { describe, expect, it } from 'vitest'
import { deliveryDetails } from './checkout.ts'
import { enquiryBody } from './content.ts'
import { translate } from './i18n/index.ts'
import { slugify } from './slug.ts'
import {
  optionalEmail,
  optionalPhone,
  password,
  staffPassword,
  TEXT_LIMITS,
  tooLong,
} from './validators.ts'

describe('spec §5 validation rules', () => {
  it('password: 8+ characters with a letter and a digit; symbols, spaces and any script welcome', () => {
    for (const good of [
      'abcd1234',
      'Passw0rd!2345678',
      'correct horse battery 9',
      '  leading and trailing 1  ',
      '海港城2026年見',
      '密碼密碼密碼密碼1',
      'Ünïcödé 7 ✓',
      `a1${'x'.repeat(126)}`,
    ]) {
      expect(password.safeParse(good).success, good).toBe(true)
    }
    for (const bad of [
      'abc1234', // 7 characters
      '密碼1234', // 6 characters
      'abcdefgh!', // no digit
      '12345678!', // no letter
      '!@#$%^&*()', // neither
      'abcd\t1234', // a tab
      'abcd1234\n', // a line break
      'abcd\u00001234', // NUL
      'abcd\u20281234', // a line separator
      'abcd1234\ud800', // half an emoji
      `a1${'x'.repeat(127)}`, // 129 characters
      '',
    ]) {
      const result = password.safeParse(bad)
      expect(result.success, JSON.stringify(bad)).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('errors.passwordFormat')
    }
  })

  it('password: counts characters as people do (an emoji or a Chinese character is one)', () => {
    expect(password.safeParse('🙂🙂🙂🙂🙂🙂a1').success).toBe(true)
    expect(password.safeParse('🙂🙂🙂🙂🙂a1').success).toBe(false)
    expect(password.safeParse(`a1${'🙂'.repeat(126)}`).success).toBe(true)
  })

  it('staff password: the same characters, 12 or more; the length named when only it is short', () => {
    expect(staffPassword.safeParse('Harbour 2026 #1').success).toBe(true)
    expect(staffPassword.safeParse('海港城員工密碼2026年').success).toBe(true)
    expect(staffPassword.safeParse('Harbour2026').error?.issues[0]?.message).toBe(
      'errors.staffPasswordLength',
    )
    for (const bad of ['harbour only letters', '1234567890123', 'Harbour\t2026 ok']) {
      expect(staffPassword.safeParse(bad).error?.issues[0]?.message, bad).toBe(
        'errors.passwordFormat',
      )
    }
  })

  it('email: valid format or empty', () => {
    expect(optionalEmail.safeParse('').success).toBe(true)
    expect(optionalEmail.safeParse('mei@example.hk').success).toBe(true)
    expect(optionalEmail.safeParse('mei@').error?.issues[0]?.message).toBe('errors.emailFormat')
  })

  it('phone: digits once spaces, hyphens and a +852 are taken off (ADR 051), or empty', () => {
    expect(optionalPhone.safeParse('').success).toBe(true)
    expect(optionalPhone.parse('91234567')).toBe('91234567')
    expect(optionalPhone.parse('+852 9123-4567')).toBe('91234567')
    expect(optionalPhone.safeParse('9123-45x7').error?.issues[0]?.message).toBe(
      'errors.phoneFormat',
    )
  })

  it('slug keeps letters, digits and Chinese; the rest become hyphens', () => {
    expect(slugify('Oak Dining Table (180cm)')).toBe('oak-dining-table-180cm')
    expect(slugify('北歐風 梳化 3座')).toBe('北歐風-梳化-3座')
    expect(slugify('  --Hello__World--  ')).toBe('hello-world')
  })

  it('a text over its limit is told the limit, in each language (issue 30)', () => {
    const long = deliveryDetails.safeParse({ name: '陳'.repeat(150), phone: '91234567' })
    expect(long.error?.issues.map((i) => i.message)).toEqual(['errors.tooLong.100'])
    const subject = enquiryBody.safeParse({
      name: 'May',
      phone: '91234567',
      subject: 'x'.repeat(151),
      description: 'Hi',
    })
    expect(subject.error?.issues[0]?.message).toBe('errors.tooLong.150')
    for (const max of TEXT_LIMITS) {
      for (const locale of ['en', 'zh', 'cn'] as const) {
        const text = translate(locale, tooLong(max).message)
        expect(text.replace(/,/g, ''), `${locale} ${max}`).toContain(String(max))
      }
    }
    expect(translate('en', 'errors.tooLong.100')).toBe('This can be up to 100 characters')
    // the back office's catalogue fields name their limits too (a stock reason: 200)
    expect(translate('zh', 'errors.tooLong.200')).toBe('此欄最多 200 字')
    expect(translate('zh', 'errors.tooLong.100')).toBe('此欄最多 100 字')
  })
})
