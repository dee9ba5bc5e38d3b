import type { LocalizedText } from '@shop/contract'
import type { Db } from '../client.ts'
import { couriers, giftRules, voucherOffers, vouchers } from '../schema/index.ts'
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
    title: t('HK$300 off orders from HK$3,000', '滿 HK$3,000 減 HK$300', '满 HK$3,000 减 HK$300'),
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
      'Showroom opening: HK$500 off (one use)',
      '陳列室開幕：減 HK$500（限用一次）',
      '陈列室开幕：减 HK$500（限用一次）',
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

/** Vouchers members buy with points (issue 16); each redemption issues a code of its own. */
export const voucherOfferSeed = [
  {
    key: 'hkd100-off',
    title: t('HK$100 off orders from HK$1,000', '滿 HK$1,000 減 HK$100', '满 HK$1,000 减 HK$100'),
    terms: t(
      'HK$100 off an order of HK$1,000 or more (after other discounts). One code per order; valid for 60 days after you redeem it. Cannot be exchanged for cash.',
      '訂單滿 HK$1,000（扣除其他折扣後）即減 HK$100。每張訂單限用一個優惠碼；兌換後 60 日內有效，不可兌換現金。',
      '订单满 HK$1,000（扣除其他折扣后）即减 HK$100。每张订单限用一个优惠码；兑换后 60 日内有效，不可兑换现金。',
    ),
    discountType: 'FIXED' as const,
    amountOff: '100.00',
    percentOff: null,
    maxDiscount: null,
    minSpend: '1000.00',
    pointsPrice: 1000,
    stock: null,
    perMemberLimit: null,
    validDays: 60,
  },
  {
    key: 'ten-percent-off',
    title: t('10% off, up to HK$500', '九折，最多減 HK$500', '九折，最多减 HK$500'),
    terms: t(
      '10% off one order, up to HK$500 off. No minimum spend. Valid for 90 days after you redeem it. Cannot be exchanged for cash.',
      '單張訂單九折，最多減 HK$500，不設最低消費。兌換後 90 日內有效，不可兌換現金。',
      '单张订单九折，最多减 HK$500，不设最低消费。兑换后 90 日内有效，不可兑换现金。',
    ),
    discountType: 'PERCENTAGE' as const,
    amountOff: null,
    percentOff: 10,
    maxDiscount: '500.00',
    minSpend: '0.00',
    pointsPrice: 2500,
    stock: null,
    perMemberLimit: null,
    validDays: 90,
  },
  {
    key: 'free-delivery',
    title: t('Free delivery on one order', '單張訂單免運費', '单张订单免运费'),
    terms: t(
      'Free delivery for one order in Hong Kong, whatever its size. The carrying fee for stairs still applies. Valid for 30 days after you redeem it.',
      '香港境內單張訂單免運費，不論訂單大小；樓梯搬運費仍然適用。兌換後 30 日內有效。',
      '香港境内单张订单免运费，不论订单大小；楼梯搬运费仍然适用。兑换后 30 日内有效。',
    ),
    discountType: 'FREE_DELIVERY' as const,
    amountOff: null,
    percentOff: null,
    maxDiscount: null,
    minSpend: '0.00',
    pointsPrice: 300,
    stock: null,
    perMemberLimit: null,
    validDays: 30,
  },
  {
    key: 'showroom-anniversary-300',
    title: t(
      'Showroom anniversary: HK$300 off orders from HK$2,000 (limited)',
      '陳列室周年：滿 HK$2,000 減 HK$300（限量）',
      '陈列室周年：满 HK$2,000 减 HK$300（限量）',
    ),
    terms: t(
      'Only 20 available, one per member. HK$300 off an order of HK$2,000 or more. Valid for 30 days after you redeem it.',
      '限量 20 張，每位會員限兌換一張。訂單滿 HK$2,000 即減 HK$300。兌換後 30 日內有效。',
      '限量 20 张，每位会员限兑换一张。订单满 HK$2,000 即减 HK$300。兑换后 30 日内有效。',
    ),
    discountType: 'FIXED' as const,
    amountOff: '300.00',
    percentOff: null,
    maxDiscount: null,
    minSpend: '2000.00',
    pointsPrice: 1500,
    stock: 20,
    perMemberLimit: 1,
    validDays: 30,
  },
]

/** Spend HK$8,000 (after discounts) and a linen cushion cover comes free. */
export const GIFT_VARIANT_ID = seedId('variant:TXT-01:0:oatmeal')

export async function seedShop(tx: Tx | Db): Promise<void> {
  await tx
    .insert(vouchers)
    .values(
      voucherSeed.map((v) => ({ ...v, id: seedId(`voucher:${v.code}`), storeId: MAIN_STORE_ID })),
    )
    .onConflictDoNothing()
  await tx
    .insert(voucherOffers)
    .values(
      voucherOfferSeed.map(({ key, ...offer }, i) => ({
        ...offer,
        id: seedId(`voucher-offer:${key}`),
        storeId: MAIN_STORE_ID,
        // newest first lists them in this order
        createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000),
      })),
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
        'Free linen cushion cover with orders from HK$8,000',
        '滿 HK$8,000 送亞麻咕𠱸套',
        '满 HK$8,000 送亚麻靠垫套',
      ),
      minSpend: '8000.00',
      variantId: GIFT_VARIANT_ID,
      qty: 1,
    })
    .onConflictDoNothing()
}
