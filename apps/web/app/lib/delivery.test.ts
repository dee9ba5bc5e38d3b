import { describe, expect, it } from 'vitest'
import { deliveryText } from './delivery.ts'

describe('delivery text', () => {
  it('gives goods from stock the working days of the store', () => {
    expect(deliveryText({ lead_time_days: null, delivery_days: { min: 2, max: 4 } })).toEqual({
      key: 'productPage.deliveryEstimate',
      values: { min: 2, max: 4 },
    })
  })

  it('gives made-to-order goods their lead time, in weeks when it is whole weeks', () => {
    expect(deliveryText({ lead_time_days: { min: 42, max: 56 }, delivery_days: null })).toEqual({
      key: 'productPage.madeToOrderWeeks',
      values: { min: 6, max: 8 },
    })
    expect(deliveryText({ lead_time_days: { min: 10, max: 20 } })).toEqual({
      key: 'productPage.madeToOrderDays',
      values: { min: 10, max: 20 },
    })
  })

  it('says nothing for services', () => {
    expect(deliveryText({ lead_time_days: null, delivery_days: null })).toBeNull()
  })
})
