import { describe, expect, it } from 'vitest'
import { qrCodeSvg } from './qr-code.server.ts'
import { groupsOfFour } from './secret-groups.ts'

describe('two-factor set-up', () => {
  it('draws the set-up link as an SVG QR code, with nothing that runs', async () => {
    const svg = await qrCodeSvg('otpauth://totp/Shop:mei%40shop.test?secret=JBSWY3DPEHPK3PXP')
    expect(svg).toMatch(/^<svg[^>]*viewBox/)
    expect(svg).not.toMatch(/<script|on\w+=/i)
  })

  it('shows the key in groups of four', () => {
    expect(groupsOfFour('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB')
  })
})
