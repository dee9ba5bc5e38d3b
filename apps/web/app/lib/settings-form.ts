import { type AdminSettings, MAX_BANK_ACCOUNTS, MAX_HERO_SLIDES } from '@shop/contract'

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
  }
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
  for (const part of [settings.shop, settings.home, settings.payments]) flatten(part, '', values)
  return values
}

/** Errors by field name, from the contract's issues or the API's (`body.fps.id`). */
export function settingsFieldErrors(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)
    const field = (path[0] === 'body' ? path.slice(1) : path).join('_')
    // "at least one account" belongs to the first account's number
    errors[field === 'bank_accounts' ? 'bank_accounts_0_number' : field] ??= issue.message
  }
  return errors
}
