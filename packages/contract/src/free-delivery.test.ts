import { describe, expect, it } from 'vitest'
import { type FreeDeliveryCourier, freeDeliveryHint } from './free-delivery.ts'

const name = (en: string) => ({ en, zh: en, cn: en })
const van: FreeDeliveryCourier = { id: 'van', name: name('Van'), threshold: '5000.00' }
const sf: FreeDeliveryCourier = { id: 'sf', name: name('SF'), threshold: '1000.00' }
const post: FreeDeliveryCourier = { id: 'post', name: name('Post'), threshold: null }
const couriers = [van, sf, post]
const hint = (spend: string, courierId: string | null = null, delivered = true, list = couriers) =>
  freeDeliveryHint({ couriers: list, courierId, spend, delivered })

describe('free delivery hint (issue 30, ADR 064)', () => {
  it('names the lowest threshold when the cart has no courier', () => {
    expect(hint('880.00')).toEqual({ courier: sf.name, remaining: '120.00', reached: false })
  })

  it("uses the cart's courier when it has one, even with a lower threshold elsewhere", () => {
    expect(hint('880.00', 'van')).toEqual({
      courier: van.name,
      remaining: '4120.00',
      reached: false,
    })
  })

  it('says free delivery exactly at the threshold and above it', () => {
    expect(hint('1000.00')).toEqual({ courier: sf.name, remaining: '0.00', reached: true })
    expect(hint('1000.01')).toEqual({ courier: sf.name, remaining: '0.00', reached: true })
    expect(hint('999.99')).toEqual({ courier: sf.name, remaining: '0.01', reached: false })
  })

  it('gives no hint when the courier that counts has no threshold', () => {
    expect(hint('10.00', 'post')).toBeNull()
    expect(hint('10.00', null, true, [post])).toBeNull()
    expect(hint('10.00', null, true, [])).toBeNull()
  })

  it('gives no hint when nothing is delivered (services only, pick-up)', () => {
    expect(hint('10.00', null, false)).toBeNull()
    expect(hint('10.00', 'van', false)).toBeNull()
  })

  it('falls back to the lowest threshold when the courier is not among the country’s', () => {
    expect(hint('0.00', 'gone')).toEqual({ courier: sf.name, remaining: '1000.00', reached: false })
  })

  it('takes the first of equal thresholds, in the store’s order', () => {
    const twin = { ...sf, id: 'twin', name: name('Twin') }
    expect(hint('0.00', null, true, [twin, sf])?.courier).toEqual(twin.name)
  })
})
