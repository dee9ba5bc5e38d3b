import {
  bannerSettingsBody,
  deliveryRulesBody,
  footerSettingsBody,
  NO_DELIVERY_RULES,
  paymentDetailsBody,
} from '@shop/contract'
import { describe, expect, it } from 'vitest'
import {
  bannersForm,
  deliveryBody,
  footerForm,
  paymentsBody,
  settingsFieldErrors,
  settingsValues,
} from './settings-form.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}
/** Every district ticked as it is built in, except the ones given. */
const builtIn = () => {
  const fields: Record<string, string> = {}
  for (const code of ['central-western', 'wan-chai', 'kwun-tong', 'sha-tin'])
    for (const day of [1, 2, 3, 4, 5, 6]) fields[`district_${code}_${day}`] = 'on'
  return fields
}

describe('delivery calendar form', () => {
  it('adds the blank row, drops a removed or emptied one, sends only changed districts', () => {
    const body = deliveryBody(
      form({
        version: '7',
        holidays_saved: '2',
        holidays_0_date: '2026-12-28',
        holidays_0_name_en: 'Make-up day',
        holidays_0_remove: 'on',
        holidays_1_date: '',
        holidays_1_name_en: '',
        holidays_2_date: '2027-01-04',
        holidays_2_name_en: 'Typhoon day',
        holidays_2_name_zh: '風球',
        carrying_fee_per_floor: '40.00',
        ...builtIn(),
        'district_kwun-tong_1': '',
        'district_kwun-tong_2': '',
      }),
    )
    expect(body.version).toBe(7)
    expect(body.holidays).toEqual([
      { date: '2027-01-04', name: { en: 'Typhoon day', zh: '風球', cn: '' } },
    ])
    // unticked boxes are not posted: Kwun Tong keeps Wednesday to Saturday; the islands, whose
    // boxes this form left out, read as served on no day
    expect(body.districts).toContainEqual({ code: 'kwun-tong', days: [3, 4, 5, 6] })
    expect(body.districts.find((d) => d.code === 'wan-chai')).toBeUndefined()
    expect(deliveryRulesBody.safeParse(body).success).toBe(true)
  })

  it('sends the fee as typed, an empty capacity as no limit, and dates of another capacity', () => {
    const body = deliveryBody(
      form({
        version: '3',
        carrying_fee_per_floor: ' 45.5 ',
        slot_capacity: '',
        capacity_days_saved: '2',
        capacity_days_0_date: '2027-01-04',
        capacity_days_0_capacity: '0',
        capacity_days_1_date: '2027-01-05',
        capacity_days_1_capacity: '3',
        capacity_days_1_remove: 'on',
        capacity_days_2_date: '2027-01-09',
        capacity_days_2_capacity: '',
        ...builtIn(),
      }),
    )
    expect(body).toMatchObject({ carrying_fee_per_floor: ' 45.5 ', slot_capacity: null })
    expect(body.capacity_days[0]).toEqual({ date: '2027-01-04', capacity: 0 })
    // a date typed without its number is refused next to the number, not dropped
    const parsed = deliveryRulesBody.safeParse(body)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['capacity_days.1.capacity', 'admin.settings.errors.capacity'],
    ])
    const typed = deliveryBody(
      form({ version: '3', carrying_fee_per_floor: 'forty', slot_capacity: 'lots', ...builtIn() }),
    )
    const refused = deliveryRulesBody.safeParse(typed)
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['carrying_fee_per_floor', 'admin.settings.errors.carryingFee'],
      ['slot_capacity', 'admin.settings.errors.capacity'],
    ])
  })
})

describe('offer banners and footer forms', () => {
  it('drops removed and empty banner rows and puts errors back on the row typed in', () => {
    const fields = form({
      version: '3',
      banners_saved: '2',
      banners_0_title_en: 'Old',
      banners_0_remove: 'on',
      banners_1_title_en: 'Kept',
      banners_1_text_en: 'Text',
      banners_1_link: 'https://elsewhere.example',
      banners_1_tone: 'sage',
      banners_2_tone: 'clay',
    })
    const { body, rows } = bannersForm(fields)
    expect(body.banners).toHaveLength(1)
    const parsed = bannerSettingsBody.safeParse(body)
    expect(parsed.success).toBe(false)
    const errors = settingsFieldErrors(parsed.error?.issues ?? [], rows)
    expect(errors.banners_1_link).toBe('admin.settings.errors.link')
    expect(errors.banners_1_title_zh).toBe('admin.settings.errors.required')
  })

  it('removes a whole group only by its box; a group without links names its first link', () => {
    const { body, rows } = footerForm(
      form({
        version: '3',
        sections_saved: '3',
        sections_0_title_en: 'Gone',
        sections_0_remove: 'on',
        sections_0_links_saved: '1',
        sections_0_links_0_title_en: 'A',
        sections_0_links_0_url: '/a',
        sections_1_title_en: 'Help',
        sections_1_title_zh: '幫助',
        sections_1_links_saved: '2',
        sections_1_links_0_title_en: 'Removed',
        sections_1_links_0_url: '/x',
        sections_1_links_0_remove: 'on',
        sections_1_links_1_title_en: 'FAQ',
        sections_1_links_1_url: 'ftp://faq',
        sections_2_title_en: 'Empty',
        sections_2_title_zh: '空',
        sections_2_links_saved: '0',
        social_media_saved: '0',
        social_media_0_name: 'Instagram',
        social_media_0_url: 'https://instagram.com/x',
      }),
    )
    expect(body.sections.map((s) => s.title.en)).toEqual(['Help', 'Empty'])
    expect(body.sections[0]?.links).toHaveLength(1)
    expect(body.social_media).toEqual([{ name: 'Instagram', url: 'https://instagram.com/x' }])
    const parsed = footerSettingsBody.safeParse(body)
    const errors = settingsFieldErrors(parsed.error?.issues ?? [], rows)
    expect(errors).toEqual({
      sections_1_links_1_title_zh: 'admin.settings.errors.required',
      sections_1_links_1_url: 'admin.settings.errors.footerLink',
      sections_2_links_0_url: 'admin.settings.errors.linkRequired',
    })
  })
})

describe('payment settings form: the e-wallet switches (ADR 070)', () => {
  const details = {
    version: '3',
    fps_id: '1234567',
    fps_name: 'Harbour Living',
    bank_accounts_0_bank: 'HSBC',
    bank_accounts_0_number: '004-123-456789-001',
    bank_accounts_0_name: 'Harbour Living',
    payme_number: '6123 4567',
    payme_name: 'Harbour Living',
  }
  it('a ticked box keeps its wallet on; an unticked one (not posted) switches it off', () => {
    const body = paymentDetailsBody.parse(
      paymentsBody(form({ ...details, wallets_WECHAT_PAY_HK: 'true' })),
    )
    expect(body.wallets).toEqual({ ALIPAY_HK: false, WECHAT_PAY_HK: true })
  })
  it('ticks both boxes while the payment details were never saved', () => {
    const values = settingsValues({
      version: 1,
      updated_at: '2026-11-28T00:00:00.000Z',
      shop: null,
      home: { hero: [] },
      banners: [],
      payments: null,
      delivery: NO_DELIVERY_RULES,
      seo: null,
      footer: null,
    })
    expect(values.wallets_ALIPAY_HK).toBe('true')
    expect(values.wallets_WECHAT_PAY_HK).toBe('true')
  })
})
