import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The checkout step's Hong Kong delivery (ADR 022): address, access, delivery day and slot, and
 * the terms box, in the three languages. Every journey that checks out fills it through here.
 */
export const deliveryTexts = {
  en: {
    region: 'Region',
    district: 'District',
    street: 'Street and number',
    building: 'Building or estate',
    floor: 'Floor',
    flat: 'Flat or room',
    lift: 'By lift, or on the ground floor',
    stairs: 'By stairs only (walk-up)',
    floors: 'Floors to carry up by stairs',
    date: 'Delivery date',
    terms: 'I have read and agree to the terms and conditions.',
    showDates: 'Show delivery dates and fees',
    hongKongIsland: 'Hong Kong Island',
    wanChai: 'Wan Chai',
    kowloon: 'Kowloon',
    kwunTong: 'Kwun Tong',
  },
  zh: {
    region: '區域',
    district: '地區',
    street: '街道及門牌',
    building: '大廈或屋苑名稱',
    floor: '樓層',
    flat: '單位／室',
    lift: '乘升降機，或位於地下',
    stairs: '只可行樓梯（唐樓）',
    floors: '需經樓梯搬運的樓層數目',
    date: '送貨日期',
    terms: '本人已閱讀並同意條款及細則。',
    showDates: '顯示送貨日期及費用',
    hongKongIsland: '香港島',
    wanChai: '灣仔區',
    kowloon: '九龍',
    kwunTong: '觀塘區',
  },
  cn: {
    region: '区域',
    district: '地区',
    street: '街道及门牌',
    building: '大厦或屋苑名称',
    floor: '楼层',
    flat: '单位／室',
    lift: '乘电梯，或位于地下',
    stairs: '只可走楼梯（唐楼）',
    floors: '需经楼梯搬运的楼层数目',
    date: '送货日期',
    terms: '本人已阅读并同意条款及细则。',
    showDates: '显示送货日期及费用',
    hongKongIsland: '香港岛',
    wanChai: '湾仔区',
    kowloon: '九龙',
    kwunTong: '观塘区',
  },
} as const
export type DeliveryTexts = (typeof deliveryTexts)[keyof typeof deliveryTexts]

type Home = {
  walkUp?: boolean
  /** The first open day is picked when not given; answers the day chosen (its option text). */
  slot?: '10:00–13:00' | '14:00–18:00'
}

/**
 * Fills the Hong Kong address and picks the first open day and a slot, with script (the days load
 * when the district is picked). By lift in Wan Chai, or a walk-up in Kwun Tong (stairs to 5/F).
 * Answers the chosen day as the date select shows it.
 */
export async function fillHomeDelivery(
  page: Page,
  d: DeliveryTexts,
  { walkUp = false, slot = '10:00–13:00' }: Home = {},
): Promise<string> {
  const form = page.getByTestId('checkout-form')
  await form
    .getByLabel(d.region, { exact: true })
    .selectOption({ label: walkUp ? d.kowloon : d.hongKongIsland })
  await form
    .getByLabel(d.district, { exact: true })
    .selectOption({ label: walkUp ? d.kwunTong : d.wanChai })
  await form
    .getByLabel(d.street, { exact: true })
    .fill(walkUp ? '123 Hip Wo Street' : '8 Harbour Road')
  await form
    .getByLabel(d.building, { exact: true })
    .fill(walkUp ? 'Wing Fat Building' : 'Harbour Centre')
  await form.getByLabel(d.floor, { exact: true }).fill(walkUp ? '5' : '12')
  await form.getByLabel(d.flat, { exact: true }).fill(walkUp ? 'B' : 'A')
  if (walkUp) {
    await form.getByRole('radio', { name: d.stairs }).check()
    await form.getByLabel(d.floors, { exact: true }).fill('5')
  } else {
    await form.getByRole('radio', { name: d.lift }).check()
  }
  return pickDay(form, d, slot)
}

/**
 * The same by lift in Wan Chai without script: the district is posted with the "show delivery
 * dates" button and the page comes back with the days (the other fields as typed).
 */
export async function fillHomeDeliveryWithoutScript(page: Page, d: DeliveryTexts) {
  const form = page.getByTestId('checkout-form')
  await form.getByLabel(d.region, { exact: true }).selectOption({ label: d.hongKongIsland })
  await form.getByLabel(d.district, { exact: true }).selectOption({ label: d.wanChai })
  await form.getByLabel(d.street, { exact: true }).fill('8 Harbour Road')
  await form.getByLabel(d.floor, { exact: true }).fill('12')
  await form.getByRole('radio', { name: d.lift }).check()
  await form.getByRole('button', { name: d.showDates }).click()
  return pickDay(form, d, '10:00–13:00')
}

/** The first open day of the date select (once it has loaded) and a slot. */
export async function pickDay(form: Locator, d: DeliveryTexts, slot: string): Promise<string> {
  const date = form.getByLabel(d.date, { exact: true })
  await expect(date.locator('option').nth(1)).toBeAttached()
  const first = (await date.locator('option').nth(1).textContent()) ?? ''
  await date.selectOption({ index: 1 })
  await form.getByRole('radio', { name: slot }).check()
  return first
}

export async function acceptTerms(page: Page, d: DeliveryTexts) {
  await page.getByTestId('checkout-form').getByRole('checkbox', { name: d.terms }).check()
}
