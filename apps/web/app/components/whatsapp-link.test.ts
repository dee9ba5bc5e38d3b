import { describe, expect, it } from 'vitest'
import { whatsAppHref } from './whatsapp-link.tsx'

describe('whatsAppHref', () => {
  it('dials the number as wa.me wants it, with the first message written for the shopper', () => {
    expect(whatsAppHref('+852 9123-4567', '你好，我想查詢梳化')).toBe(
      `https://wa.me/85291234567?text=${encodeURIComponent('你好，我想查詢梳化')}`,
    )
    // a Hong Kong number written without its country code
    expect(whatsAppHref('9123 4567', 'Hi')).toBe('https://wa.me/85291234567?text=Hi')
  })
})
