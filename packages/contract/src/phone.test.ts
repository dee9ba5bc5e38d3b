import { describe, expect, it } from 'vitest'
import { deliveryDetails } from './checkout.ts'
import { enquiryBody } from './content.ts'
import { updateAccountBody } from './identity.ts'
import { guestOrderQuery } from './orders.ts'
import { formatPhone, normalisePhone } from './phone.ts'

/** The ways a Hong Kong shopper writes one number (issue 30). */
const TYPED = ['91234567', '9123 4567', '+852 9123-4567', '852 9123 4567', '９１２３　４５６７']

describe('one phone rule (ADR 051)', () => {
  it('reads every usual way of writing a Hong Kong number as the same eight digits', () => {
    for (const typed of TYPED) expect(normalisePhone(typed), typed).toBe('91234567')
    expect(normalisePhone('(00852) 6123.4567')).toBe('61234567')
    // not a Hong Kong number: left alone for the digits check
    expect(normalisePhone('138 1234 5678')).toBe('13812345678')
    expect(normalisePhone('+86 138 1234 5678')).toBe('+8613812345678')
  })

  it('is the rule of checkout, order lookup, account and enquiries alike', () => {
    for (const typed of TYPED) {
      const checkout = deliveryDetails.parse({
        name: 'Chan Tai Man',
        area_code: '852',
        phone: typed,
      })
      expect(checkout.phone, typed).toBe('91234567')
      expect(guestOrderQuery.parse({ phone: typed }).phone, typed).toBe('91234567')
      expect(updateAccountBody.parse({ area_code: '+852', phone: typed }).phone).toBe('91234567')
      const enquiry = enquiryBody.parse({
        name: 'May',
        phone: typed,
        subject: 'Sofa',
        description: 'Hi',
      })
      expect(enquiry.phone, typed).toBe('91234567')
    }
    expect(deliveryDetails.parse({ name: 'May', area_code: '８５２', phone: '1' }).area_code).toBe(
      '852',
    )
  })

  it('still refuses what is not a phone number, with the phone message', () => {
    for (const typed of ['9123 abcd', '+44 20 7946 0958 ext', '1'.repeat(21)]) {
      const parsed = deliveryDetails.safeParse({ name: 'May', phone: typed })
      expect(parsed.success, typed).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('errors.phoneFormat')
    }
  })

  it('shows a number as "+852 9123 4567", with its area code apart or together', () => {
    expect(formatPhone('91234567', '852')).toBe('+852 9123 4567')
    expect(formatPhone('91234567', '+852')).toBe('+852 9123 4567')
    expect(formatPhone('85261234567')).toBe('+852 6123 4567')
    expect(formatPhone('13812345678', '86')).toBe('+86 13812345678')
    expect(formatPhone('91234567')).toBe('91234567')
    expect(formatPhone('')).toBe('')
  })
})
