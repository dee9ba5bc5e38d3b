import { describe, expect, it } from 'vitest'
import { fileSrc } from './file-src.ts'

describe('fileSrc', () => {
  it('shows uploaded files through the storefront, other pictures as they are', () => {
    expect(fileSrc('/api/v1/files/q3V9x0aaaaaaaaaa.png')).toBe(
      '/resources/files/q3V9x0aaaaaaaaaa.png',
    )
    expect(fileSrc('/api/v1/images/sofa.webp')).toBe('/api/v1/images/sofa.webp')
  })
})
