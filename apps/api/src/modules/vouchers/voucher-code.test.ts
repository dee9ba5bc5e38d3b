import { describe, expect, it } from 'vitest'
import { CODE_ALPHABET, newVoucherCode } from './voucher-code.ts'

describe('codes of vouchers bought with points', () => {
  it('reads PTS- and 8 characters nobody confuses (no 0/O, 1/I/L, U/V)', () => {
    const codes = Array.from({ length: 2000 }, () => newVoucherCode())
    for (const code of codes) expect(code).toMatch(/^PTS-[2-9A-HJKMNP-TWXYZ]{8}$/)
    expect(new Set(codes).size).toBe(codes.length)
    expect(CODE_ALPHABET).not.toMatch(/[01ILOUV]/)
  })

  it('draws every character equally: bytes past the last whole alphabet are skipped', () => {
    // 232 = 256 - 256 % 29 is the first byte skipped; 0 → '2', 29 → '2', 28 → 'Z'
    const bytes = [232, 255, 0, 29, 28, 1, 2, 3, 4, 5]
    const code = newVoucherCode(() => Buffer.from(bytes))
    expect(code).toBe('PTS-22Z34567')
  })
})
