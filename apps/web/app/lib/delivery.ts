import type { DayRange } from '@shop/contract'
import type { MessageKey } from '@shop/contract/client'

type Timing = { lead_time_days: DayRange | null; delivery_days?: DayRange | null }

/**
 * What the product page says about when goods arrive: made to order, the lead time (in weeks
 * when both ends are whole weeks); from stock, the store's delivery window in working days.
 */
export function deliveryText(
  product: Timing,
): { key: MessageKey; values: { min: number; max: number } } | null {
  const lead = product.lead_time_days
  if (lead) {
    const weeks = lead.min % 7 === 0 && lead.max % 7 === 0
    return weeks
      ? { key: 'productPage.madeToOrderWeeks', values: { min: lead.min / 7, max: lead.max / 7 } }
      : { key: 'productPage.madeToOrderDays', values: lead }
  }
  const days = product.delivery_days
  return days ? { key: 'productPage.deliveryEstimate', values: days } : null
}
