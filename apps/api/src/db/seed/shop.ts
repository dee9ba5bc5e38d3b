import type { LocalizedText } from '@shop/contract'
import type { Db } from '../client.ts'
import { couriers, giftRules, vouchers } from '../schema/index.ts'
import { seedId } from './catalog-ids.ts'
import { MAIN_STORE_ID } from './stores.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
const t = (en: string, zh: string, cn: string): LocalizedText => ({ en, zh, cn })

/** Discount codes a shopper might really be given (codes are matched case-insensitively). */
export const voucherSeed = [
  {
    code: 'WELCOME10',
    title: t('Welcome: 10% off your first order', '新客戶：首張訂單九折', '新客户：首张订单九折'),
    discountType: 'PERCENTAGE' as const,
    value: '10.00',
    maxDiscount: '1000.00',
    minSpend: '0.00',
    perAccountLimit: 1,
    usageLimit: null,
    startsAt: new Date('2024-01-01T00:00:00+08:00'),
    endsAt: new Date('2099-12-31T23:59:59+08:00'),
  },
  {
    code: 'HARBOUR300',
    title: t(
      'HKD 300 off orders from HKD 3,000',
      '滿 HKD 3,000 減 HKD 300',
      '满 HKD 3,000 减 HKD 300',
    ),
    discountType: 'FIXED' as const,
    value: '300.00',
    maxDiscount: null,
    minSpend: '3000.00',
    perAccountLimit: null,
    usageLimit: null,
    startsAt: null,
    endsAt: null,
  },
  {
    code: 'LUNARNY24',
    title: t('Lunar New Year 2024: 15% off', '2024 農曆新年：八五折', '2024 农历新年：八五折'),
    discountType: 'PERCENTAGE' as const,
    value: '15.00',
    maxDiscount: null,
    minSpend: '0.00',
    perAccountLimit: null,
    usageLimit: null,
    startsAt: new Date('2024-02-01T00:00:00+08:00'),
    endsAt: new Date('2024-02-29T23:59:59+08:00'),
  },
  {
    code: 'SHOWROOM500',
    title: t(
      'Showroom opening: HKD 500 off (one use)',
      '陳列室開幕：減 HKD 500（限用一次）',
      '陈列室开幕：减 HKD 500（限用一次）',
    ),
    discountType: 'FIXED' as const,
    value: '500.00',
    maxDiscount: null,
    minSpend: '2000.00',
    perAccountLimit: 1,
    usageLimit: 1,
    startsAt: null,
    endsAt: null,
  },
]

const hkd = (en: string, zh: string, cn: string) => t(en, zh, cn)
/** Couriers per country: flat fee, free above a threshold (HKD). */
export const courierSeed = [
  {
    code: 'harbour-van',
    countryCode: 'HK',
    name: hkd(
      'Maison Harbour van (2-person delivery)',
      '海港居室專車（兩人送貨）',
      '海港居室专车（两人送货）',
    ),
    fee: '300.00',
    freeThreshold: '5000.00',
    estimatedDays: '3-7',
  },
  {
    code: 'sf-express',
    countryCode: 'HK',
    name: hkd('SF Express', '順豐速運', '顺丰速运'),
    fee: '60.00',
    freeThreshold: '1000.00',
    estimatedDays: '1-2',
  },
  {
    code: 'sf-express',
    countryCode: 'MO',
    name: hkd('SF Express', '順豐速運', '顺丰速运'),
    fee: '120.00',
    freeThreshold: '3000.00',
    estimatedDays: '2-4',
  },
  {
    code: 'sf-express',
    countryCode: 'CN',
    name: hkd('SF Express', '順豐速運', '顺丰速运'),
    fee: '180.00',
    freeThreshold: '5000.00',
    estimatedDays: '3-6',
  },
  {
    code: 'kerry-express',
    countryCode: 'TW',
    name: hkd('Kerry Express', '嘉里快遞', '嘉里快递'),
    fee: '260.00',
    freeThreshold: '8000.00',
    estimatedDays: '4-8',
  },
]

/** Spend HKD 8,000 (after discounts) and a linen cushion cover comes free. */
export const GIFT_VARIANT_ID = seedId('variant:TXT-01:0:oatmeal')

export async function seedShop(tx: Tx | Db): Promise<void> {
  await tx
    .insert(vouchers)
    .values(
      voucherSeed.map((v) => ({ ...v, id: seedId(`voucher:${v.code}`), storeId: MAIN_STORE_ID })),
    )
    .onConflictDoNothing()
  await tx
    .insert(couriers)
    .values(
      courierSeed.map((c, i) => ({
        ...c,
        id: seedId(`courier:${c.code}:${c.countryCode}`),
        storeId: MAIN_STORE_ID,
        sequence: i,
      })),
    )
    .onConflictDoNothing()
  await tx
    .insert(giftRules)
    .values({
      id: seedId('gift:cushion-8000'),
      storeId: MAIN_STORE_ID,
      title: t(
        'Free linen cushion cover with orders from HKD 8,000',
        '滿 HKD 8,000 送亞麻咕𠱸套',
        '满 HKD 8,000 送亚麻靠垫套',
      ),
      minSpend: '8000.00',
      variantId: GIFT_VARIANT_ID,
      qty: 1,
    })
    .onConflictDoNothing()
}
