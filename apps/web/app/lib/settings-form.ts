import {
  type AdminSettings,
  ALL_WALLETS_ON,
  deliveryDaysOf,
  HK_DISTRICTS,
  MAX_ADDED_HOLIDAYS,
  MAX_BANK_ACCOUNTS,
  MAX_CAPACITY_DAYS,
  MAX_FOOTER_GROUPS,
  MAX_FOOTER_LINKS,
  MAX_HERO_SLIDES,
  MAX_HOME_BANNERS,
  SOCIAL_NETWORK_NAMES,
  WALLET_PAYMENT_METHODS,
} from '@shop/contract'

/**
 * The settings page's forms as flat fields (`name_en`, `hero_0_title_zh`, `bank_accounts_1_number`)
 * and back: the action builds the API body from them, and a refused post shows them as typed.
 * A field's name is its path in the body joined with `_`, so errors find their field either way.
 */
export const SETTINGS_LANGUAGES = ['en', 'zh', 'cn'] as const
export type SettingsValues = Record<string, string>

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
const trilingual = (form: FormData, name: string) => ({
  en: text(form, `${name}_en`),
  zh: text(form, `${name}_zh`),
  cn: text(form, `${name}_cn`),
})
const filled = (values: string[]) => values.some((v) => v.trim() !== '')

/** What the posted form says, flat, to show again when refused. */
export function postedValues(form: FormData): SettingsValues {
  const values: SettingsValues = {}
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value
  return values
}

export const shopBody = (form: FormData) => ({
  version: Number(text(form, 'version')),
  name: trilingual(form, 'name'),
  address: trilingual(form, 'address'),
  phone: text(form, 'phone'),
  email: text(form, 'email'),
  business_registration_number: text(form, 'business_registration_number'),
  whatsapp: text(form, 'whatsapp'),
})

export const seoBody = (form: FormData) => ({
  version: Number(text(form, 'version')),
  title: trilingual(form, 'title'),
  description: trilingual(form, 'description'),
  footer_description: trilingual(form, 'footer_description'),
})

/** Slides left wholly empty are dropped: that is how a slide is removed without script. */
export function homeBody(form: FormData) {
  const hero = []
  for (let i = 0; i < MAX_HERO_SLIDES; i++) {
    const slide = {
      title: trilingual(form, `hero_${i}_title`),
      text: trilingual(form, `hero_${i}_text`),
      cta: trilingual(form, `hero_${i}_cta`),
      link: text(form, `hero_${i}_link`),
      image: text(form, `hero_${i}_image`),
    }
    const all = [
      slide.link,
      slide.image,
      ...[slide.title, slide.text, slide.cta].flatMap((t) => Object.values(t)),
    ]
    if (filled(all)) hero.push(slide)
  }
  return { version: Number(text(form, 'version')), hero }
}

export function paymentsBody(form: FormData) {
  const accounts = []
  for (let i = 0; i < MAX_BANK_ACCOUNTS; i++) {
    const account = {
      bank: text(form, `bank_accounts_${i}_bank`),
      number: text(form, `bank_accounts_${i}_number`),
      name: text(form, `bank_accounts_${i}_name`),
    }
    if (filled(Object.values(account))) accounts.push(account)
  }
  return {
    version: Number(text(form, 'version')),
    fps: { id: text(form, 'fps_id'), name: text(form, 'fps_name') },
    bank_accounts: accounts,
    payme: { number: text(form, 'payme_number'), name: text(form, 'payme_name') },
    // a checkbox left unticked is not posted: that wallet is switched off (ADR 070)
    wallets: Object.fromEntries(
      WALLET_PAYMENT_METHODS.map((method) => [method, text(form, `wallets_${method}`) === 'true']),
    ),
  }
}

/** Weekdays a district can be served on (Monday 1 … Saturday 6: never Sundays). */
export const DELIVERY_WEEKDAYS = [1, 2, 3, 4, 5, 6] as const
/** Holidays saved before this form was opened; the row after them adds one. */
export const savedHolidays = (values: SettingsValues) =>
  Math.max(0, Math.min(MAX_ADDED_HOLIDAYS, Number(values.holidays_saved) || 0))

/** Dates of another slot capacity saved before this form was opened; one blank row follows. */
export const savedCapacityDays = (values: SettingsValues) =>
  Math.max(0, Math.min(MAX_CAPACITY_DAYS, Number(values.capacity_days_saved) || 0))

/** A count typed in a box: empty is null (no limit), anything else a number the contract checks. */
function count(value: string): number | null {
  const trimmed = value.trim()
  return trimmed === '' ? null : Number(trimmed)
}

/**
 * Holidays as rows (`holidays_0_date`): a row left empty or ticked "remove" is dropped, the blank
 * row at the end adds one; dates of another capacity likewise (`capacity_days_0_date`). A
 * district's weekdays are ticked boxes (`district_kwun-tong_3`); only districts whose days differ
 * from the built-in ones are sent. The carrying fee is sent as typed; an empty slot capacity is
 * null (no limit).
 */
export function deliveryBody(form: FormData) {
  const holidays = []
  const rows = savedHolidays({ holidays_saved: text(form, 'holidays_saved') }) + 1
  for (let i = 0; i < rows; i++) {
    const holiday = {
      date: text(form, `holidays_${i}_date`),
      name: trilingual(form, `holidays_${i}_name`),
    }
    if (text(form, `holidays_${i}_remove`)) continue
    if (filled([holiday.date, ...Object.values(holiday.name)])) holidays.push(holiday)
  }
  const districts = []
  for (const district of HK_DISTRICTS) {
    const days = DELIVERY_WEEKDAYS.filter((day) => text(form, `district_${district.code}_${day}`))
    const usual = deliveryDaysOf(district)
    if (days.join() !== usual.join()) districts.push({ code: district.code, days })
  }
  const capacityDays = []
  const dayRows = savedCapacityDays({ capacity_days_saved: text(form, 'capacity_days_saved') }) + 1
  for (let i = 0; i < dayRows; i++) {
    const date = text(form, `capacity_days_${i}_date`)
    const capacity = text(form, `capacity_days_${i}_capacity`)
    if (text(form, `capacity_days_${i}_remove`) || !filled([date, capacity])) continue
    // a date without a number is refused next to the number, not dropped
    capacityDays.push({ date, capacity: count(capacity) ?? Number.NaN })
  }
  return {
    version: Number(text(form, 'version')),
    holidays,
    districts,
    carrying_fee_per_floor: text(form, 'carrying_fee_per_floor'),
    slot_capacity: count(text(form, 'slot_capacity')),
    capacity_days: capacityDays,
  }
}

/** Rows saved before a form was opened (`banners_saved`), at most `max`. */
export const savedRows = (values: SettingsValues, name: string, max: number) =>
  Math.max(0, Math.min(max, Number(values[`${name}_saved`]) || 0))
/** The rows a list shows: the saved ones and one blank to add, within its limit. */
export const shownRows = (values: SettingsValues, name: string, max: number) =>
  Math.min(max, savedRows(values, name, max) + 1)

/**
 * Where each body row came from in the form: rows ticked "remove" or left empty are dropped, so
 * the body's `banners.1` may be the form's row 2; errors are put back on the row typed in.
 */
export type FormRows = Record<string, number[]>
const rowsOf = (form: FormData, name: string, max: number) =>
  shownRows({ [`${name}_saved`]: text(form, `${name}_saved`) }, name, max)

/** The offer banners: a row ticked "remove" or left empty is dropped, the blank row adds one. */
export function bannersForm(form: FormData) {
  const banners = []
  const rows: FormRows = { banners: [] }
  for (let i = 0; i < rowsOf(form, 'banners', MAX_HOME_BANNERS); i++) {
    const banner = {
      title: trilingual(form, `banners_${i}_title`),
      text: trilingual(form, `banners_${i}_text`),
      link: text(form, `banners_${i}_link`),
      tone: text(form, `banners_${i}_tone`),
    }
    const typed = [banner.link, ...[banner.title, banner.text].flatMap((t) => Object.values(t))]
    if (text(form, `banners_${i}_remove`) || !filled(typed)) continue
    banners.push(banner)
    rows.banners?.push(i)
  }
  return { body: { version: Number(text(form, 'version')), banners }, rows }
}
export const bannersBody = (form: FormData) => bannersForm(form).body

/**
 * The footer: groups (`sections_0_title_en`) with their links (`sections_0_links_1_url`), and
 * social links (`social_media_0_name`). A group ticked "remove this group" goes with its links;
 * a link or social row ticked "remove" or left empty is dropped; each list has one blank row.
 */
export function footerForm(form: FormData) {
  const sections = []
  const rows: FormRows = { sections: [], social_media: [] }
  for (let i = 0; i < rowsOf(form, 'sections', MAX_FOOTER_GROUPS); i++) {
    const group = `sections_${i}`
    const links = []
    const linkRows: number[] = []
    for (let j = 0; j < rowsOf(form, `${group}_links`, MAX_FOOTER_LINKS); j++) {
      const link = {
        title: trilingual(form, `${group}_links_${j}_title`),
        url: text(form, `${group}_links_${j}_url`),
      }
      if (text(form, `${group}_links_${j}_remove`)) continue
      if (!filled([link.url, ...Object.values(link.title)])) continue
      links.push(link)
      linkRows.push(j)
    }
    const title = trilingual(form, `${group}_title`)
    if (
      text(form, `${group}_remove`) ||
      !filled([...Object.values(title), ...links.map((l) => l.url)])
    )
      continue
    rows[`sections_${sections.length}_links`] = linkRows
    sections.push({ title, links })
    rows.sections?.push(i)
  }
  const social = []
  for (let i = 0; i < rowsOf(form, 'social_media', SOCIAL_NETWORK_NAMES.length); i++) {
    const link = {
      name: text(form, `social_media_${i}_name`),
      url: text(form, `social_media_${i}_url`),
    }
    if (text(form, `social_media_${i}_remove`) || !filled([link.name, link.url])) continue
    social.push(link)
    rows.social_media?.push(i)
  }
  return { body: { version: Number(text(form, 'version')), sections, social_media: social }, rows }
}
export const footerBody = (form: FormData) => footerForm(form).body

/**
 * A body path as the form names its field: each list index turned back into the form's row
 * (`sections.1.links.0` → the group's and the link's rows in the form).
 */
function formPath(path: string[], rows: FormRows): string[] {
  return path.map((part, k) => {
    if (!/^\d+$/.test(part)) return part
    const row = rows[path.slice(0, k).join('_')]?.[Number(part)]
    return row === undefined ? part : String(row)
  })
}

function flatten(value: unknown, prefix: string, into: SettingsValues) {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix ? `${prefix}_${key}` : key, into)
  } else if (value !== undefined && value !== null) into[prefix] = String(value)
}

/** The saved settings as the forms' fields. */
export function settingsValues(settings: AdminSettings): SettingsValues {
  const values: SettingsValues = {}
  for (const part of [settings.shop, settings.home, settings.payments, settings.seo])
    flatten(part, '', values)
  // payment details never saved: the wallets are on, as checkout offers them
  if (!settings.payments) flatten({ wallets: ALL_WALLETS_ON }, '', values)
  flatten({ banners: settings.banners }, '', values)
  values.banners_saved = String(settings.banners.length)
  if (settings.footer) {
    flatten(settings.footer, '', values)
    values.sections_saved = String(settings.footer.sections.length)
    settings.footer.sections.forEach((group, i) => {
      values[`sections_${i}_links_saved`] = String(group.links.length)
    })
    values.social_media_saved = String(settings.footer.social_media.length)
  }
  flatten({ holidays: settings.delivery.holidays }, '', values)
  values.holidays_saved = String(settings.delivery.holidays.length)
  flatten({ capacity_days: settings.delivery.capacity_days }, '', values)
  values.capacity_days_saved = String(settings.delivery.capacity_days.length)
  values.carrying_fee_per_floor = settings.delivery.carrying_fee_per_floor
  values.slot_capacity =
    settings.delivery.slot_capacity === null ? '' : String(settings.delivery.slot_capacity)
  const changed = new Map(settings.delivery.districts.map((d) => [d.code, d.days]))
  for (const district of HK_DISTRICTS) {
    for (const day of changed.get(district.code) ?? deliveryDaysOf(district))
      values[`district_${district.code}_${day}`] = 'on'
  }
  return values
}

/** Errors by field name, from the contract's issues or the API's (`body.fps.id`). */
export function settingsFieldErrors(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
  rows: FormRows = {},
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)
    const field = formPath(path[0] === 'body' ? path.slice(1) : path, rows).join('_')
    // "at least one account" belongs to the first account's number, "a link" to the first link
    const named =
      field === 'bank_accounts'
        ? 'bank_accounts_0_number'
        : /^sections_\d+_links$/.test(field)
          ? `${field}_0_url`
          : field
    errors[named] ??= issue.message
  }
  return errors
}
