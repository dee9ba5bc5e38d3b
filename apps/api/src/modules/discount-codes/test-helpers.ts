import type { AdminDiscountCodeBody } from '@shop/contract'

let codes = 0
/** A code no other test (or run) has used. */
export const newCode = (prefix = 'TEST') => {
  codes += 1
  return `${prefix}${String(Date.now()).slice(-7)}${codes}`
}

/** An amount-off code anyone can use; `overrides` change what a test is about. */
export function codeBody(overrides: Partial<AdminDiscountCodeBody> = {}): AdminDiscountCodeBody {
  return {
    code: newCode(),
    title: { en: 'HKD 50 off', zh: '減 HKD 50', cn: '减 HKD 50' },
    discount_type: 'FIXED',
    amount_off: '50.00',
    min_spend: '0.00',
    usage_limit: null,
    per_customer_limit: null,
    first_order_only: false,
    starts_at: null,
    ends_at: null,
    is_active: true,
    ...overrides,
  }
}

let people = 0
/** Contact details of a new person (e-mail and phone no order has used), for checkout. */
export function newContact() {
  people += 1
  const n = `${Date.now()}${people}`
  return {
    name: 'Chan Siu Ming',
    area_code: '852',
    phone: `6${n.slice(-7)}`,
    email: `code.${n}@example.hk`,
  }
}
