import { describe, expect, it } from 'vitest'
import { cartSearch, readCartOptions } from './cart-options.ts'

const a = '0b7c6a52-8f0e-4b8e-9a57-3f3d2c1b0a01'
const b = '0b7c6a52-8f0e-4b8e-9a57-3f3d2c1b0a02'

describe('readCartOptions', () => {
  it('selects every line and delivers to Hong Kong when the address says nothing', () => {
    expect(readCartOptions(new URLSearchParams())).toEqual({
      selected: null,
      voucher: '',
      country: 'HK',
      method: 'DELIVERY',
      warehouse: '',
      step: '',
    })
  })

  it('reads a comma list and a form GET alike, dropping junk and repeats', () => {
    const options = readCartOptions(
      new URLSearchParams(`selected=${a},nope&selected=${b}&selected=${a}&selected=`),
    )
    expect(options.selected).toEqual([a, b])
  })

  it('keeps an explicit empty selection (every box unticked) apart from no selection', () => {
    expect(readCartOptions(new URLSearchParams('selected=')).selected).toEqual([])
  })

  it('falls back to safe values for bad country, method and pick-up location', () => {
    const options = readCartOptions(
      new URLSearchParams('country=Hong Kong&method=DRONE&warehouse=1&voucher=  welcome10 '),
    )
    expect(options).toMatchObject({
      country: 'HK',
      method: 'DELIVERY',
      warehouse: '',
      voucher: 'welcome10',
    })
  })

  it('writes the choices back into an address that reads the same, with the checkout step', () => {
    const options = readCartOptions(
      new URLSearchParams(`selected=${a},${b}&voucher=WELCOME10&country=MO&step=checkout`),
    )
    expect(options.step).toBe('checkout')
    expect(readCartOptions(new URLSearchParams(cartSearch(options)))).toEqual(options)
    expect(cartSearch({ ...options, step: '' })).not.toContain('step')
    expect(readCartOptions(new URLSearchParams('step=pay')).step).toBe('')
  })
})
