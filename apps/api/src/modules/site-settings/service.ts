import {
  type AdminSettings,
  type DeliveryRules,
  deliveryRules,
  type HomeSettings,
  homeSettings,
  NO_DELIVERY_RULES,
  type PaymentDetails,
  paymentDetails,
  type SeoSettings,
  type SettingsHistory,
  type SettingsSection,
  type ShopDetails,
  seoSettings,
  shopDetails,
  staffCan,
} from '@shop/contract'
import type { Db } from '../../db/client.ts'
import { SITE_CONFIGURATION_SLUG } from '../../db/seed/index.ts'
import type { Tx } from '../../lib/db-tx.ts'
import { ConflictError, NotFoundError } from '../../lib/errors.ts'
import { fromCents, toCents } from '../../lib/money.ts'
import type { ResponseCache } from '../../lib/response-cache.ts'
import { fillChinese } from '../catalog-admin/texts.ts'
import { checkUpload, fileTypeNotAllowed } from '../files/content.ts'
import type { FilesService } from '../files/service.ts'
import { recordAudit } from '../staff/audit.ts'
import type { StaffCaller } from '../staff/require.ts'
import { paymentInstructionsFrom, storeInformationFrom } from './payment-texts.ts'
import { siteSettingsRepository as repo, SETTINGS_ENTITY, type SiteVersion } from './repository.ts'

type Footer = Record<string, unknown> & {
  store_information?: Parameters<typeof storeInformationFrom>[1]
}
type Site = Record<string, unknown> & { footer?: Footer; site?: Record<string, unknown> }

/** The settings a version holds; a part never saved (or no longer valid) reads as absent. */
export function settingsOf(data: Record<string, unknown>) {
  const shop = shopDetails.safeParse(data.shop)
  const home = homeSettings.safeParse(data.home)
  const payments = paymentDetails.safeParse(data.payment_details)
  // a version saved before the fee and capacity existed reads their defaults
  const delivery = deliveryRules.safeParse(data.delivery ?? NO_DELIVERY_RULES)
  const site = (data.site ?? {}) as Record<string, unknown>
  const footer = (data.footer ?? {}) as Record<string, unknown>
  const seo = seoSettings.safeParse({
    title: site.title,
    description: site.description,
    footer_description: footer.description,
  })
  return {
    shop: shop.success ? shop.data : null,
    home: home.success ? home.data : { hero: [] },
    payments: payments.success ? payments.data : null,
    delivery: delivery.success ? delivery.data : NO_DELIVERY_RULES,
    seo: seo.success ? seo.data : null,
  }
}

/** Traditional and Simplified fill each other (OpenCC) where one was left empty (issue 27). */
const filledShop = (shop: ShopDetails): ShopDetails => ({
  ...shop,
  name: fillChinese(shop.name),
  address: fillChinese(shop.address),
})
const filledHome = (home: HomeSettings): HomeSettings => ({
  hero: home.hero.map((slide) => ({
    ...slide,
    title: fillChinese(slide.title),
    text: fillChinese(slide.text),
    cta: fillChinese(slide.cta),
  })),
})

/** What a section changes in the site document, besides itself, so every reader follows. */
function withShop(data: Site, shop: ShopDetails): Site {
  const footer: Footer = data.footer ?? {}
  return {
    ...data,
    shop,
    footer: { ...footer, store_information: storeInformationFrom(shop, footer.store_information) },
  }
}
const withHome = (data: Site, home: HomeSettings): Site => ({ ...data, home })
/**
 * Holidays by date, names filled (OpenCC); a district's days once each, in weekday order; the
 * fee with two decimals; the dates of another capacity in date order.
 */
const filledDelivery = (rules: DeliveryRules): DeliveryRules => ({
  ...rules,
  // stored as money is written everywhere: "40.00"
  carrying_fee_per_floor: fromCents(toCents(rules.carrying_fee_per_floor)),
  capacity_days: [...rules.capacity_days].sort((a, b) => a.date.localeCompare(b.date)),
  holidays: [...rules.holidays]
    .map((holiday) => ({ ...holiday, name: fillChinese(holiday.name) }))
    .sort((a, b) => a.date.localeCompare(b.date)),
  districts: rules.districts.map((district) => ({
    code: district.code,
    days: [...new Set(district.days)].sort((a, b) => a - b),
  })),
})
const filledSeo = (seo: SeoSettings): SeoSettings => ({
  title: fillChinese(seo.title),
  description: fillChinese(seo.description),
  footer_description: fillChinese(seo.footer_description),
})
/** Written where the storefront reads them: `site.title`, `site.description`, `footer.description`. */
const withSeo = (data: Site, seo: SeoSettings): Site => ({
  ...data,
  site: { ...data.site, title: seo.title, description: seo.description },
  footer: { ...data.footer, description: seo.footer_description },
})
const withPayments = (data: Site, payments: PaymentDetails): Site => ({
  ...data,
  payment_details: payments,
  payment_instructions: paymentInstructionsFrom(payments),
})

const stale = () =>
  new ConflictError(
    'The settings were changed meanwhile; reload them and save again',
    'SETTINGS_CHANGED',
  )

/**
 * Site settings (issue 27, ADR 047): each save appends a version of the `site` configuration
 * document, audited in its transaction with before → after, and clears the page and list caches
 * in every process (`catalogueCache`, broadcast with REDIS_URL) once committed.
 */
export function siteSettingsService({
  db,
  cache,
  files,
}: {
  db: Db
  cache: ResponseCache
  files: FilesService
}) {
  const slug = SITE_CONFIGURATION_SLUG

  async function current(tx: Tx, basedOn: number): Promise<SiteVersion> {
    const latest = await repo.latest(tx, slug)
    if (!latest) throw new NotFoundError('Configuration not found', 'CONFIGURATION_NOT_FOUND')
    // a form edited from an older version would silently undo the other save
    if (latest.version !== basedOn) throw stale()
    return latest
  }

  /** Appends the next version; two saves racing for one number: the loser is told to reload. */
  async function publish(
    actor: StaffCaller,
    section: SettingsSection,
    basedOn: number,
    change: (data: Site, latest: SiteVersion) => { data: Site; before: unknown; after: unknown },
    note = '',
  ): Promise<AdminSettings> {
    let saved: SiteVersion
    try {
      saved = await db.transaction(async (tx) => {
        const latest = await current(tx, basedOn)
        const { data, before, after } = change(latest.data as Site, latest)
        const row = await repo.append(tx, slug, latest.version + 1, data)
        await recordAudit(tx, actor, {
          action: `${SETTINGS_ENTITY}.${section === 'restore' ? 'restored' : `${section}_changed`}`,
          entityType: SETTINGS_ENTITY,
          entityId: String(row.version),
          before,
          after,
          note,
        })
        return row
      })
    } catch (error) {
      if (isUniqueClash(error)) throw stale()
      throw error
    }
    cache.clear()
    return view(saved)
  }

  return {
    async get(): Promise<AdminSettings> {
      const latest = await repo.latest(db, slug)
      if (!latest) throw new NotFoundError('Configuration not found', 'CONFIGURATION_NOT_FOUND')
      return view(latest)
    },

    saveShop(actor: StaffCaller, basedOn: number, typed: ShopDetails) {
      const shop = filledShop(typed)
      return publish(actor, 'shop', basedOn, (data) => ({
        data: withShop(data, shop),
        before: settingsOf(data).shop,
        after: shop,
      }))
    },

    saveHome(actor: StaffCaller, basedOn: number, typed: HomeSettings) {
      const home = filledHome(typed)
      return publish(actor, 'home', basedOn, (data) => ({
        data: withHome(data, home),
        before: settingsOf(data).home,
        after: home,
      }))
    },

    savePayments: (actor: StaffCaller, basedOn: number, payments: PaymentDetails) =>
      publish(actor, 'payments', basedOn, (data) => ({
        data: withPayments(data, payments),
        before: settingsOf(data).payments,
        after: payments,
      })),

    /**
     * spec issue 27: holidays, districts' days, the carrying fee and slot capacity; the slots
     * call, the cart and checkout read them on their next request (ADR 050, ADR 053).
     */
    saveDelivery(actor: StaffCaller, basedOn: number, typed: DeliveryRules) {
      const delivery = filledDelivery(typed)
      return publish(actor, 'delivery', basedOn, (data) => ({
        data: { ...data, delivery },
        before: settingsOf(data).delivery,
        after: delivery,
      }))
    },

    /** spec issue 27: the site's title and description (metadata) and the footer's sentence. */
    saveSeo(actor: StaffCaller, basedOn: number, typed: SeoSettings) {
      const seo = filledSeo(typed)
      return publish(actor, 'seo', basedOn, (data) => ({
        data: withSeo(data, seo),
        before: settingsOf(data).seo,
        after: seo,
      }))
    },

    /**
     * Brings an older version back as the newest. Who may not change payment details keeps the
     * current ones: a restore is no back door to where customers send money.
     */
    async restore(actor: StaffCaller, basedOn: number, version: number) {
      const older = await repo.byVersion(db, slug, version)
      if (!older) throw new NotFoundError('No such version of the settings', 'VERSION_NOT_FOUND')
      const keepPayments = !staffCan(actor.role, 'settings.payments')
      return publish(
        actor,
        'restore',
        basedOn,
        (data) => {
          const restored: Site = { ...(older.data as Site) }
          if (keepPayments) {
            restored.payment_details = data.payment_details
            restored.payment_instructions = data.payment_instructions
          }
          const before = settingsOf(data)
          const after = settingsOf(restored)
          return { data: restored, before, after }
        },
        `version ${version}`,
      )
    },

    /**
     * A picture for the hero, checked by its content and decoded within bounds (ADR 041), stored
     * public and kept (attached): the slide references it by its address once saved.
     */
    async uploadPicture(bytes: Buffer) {
      const checked = await checkUpload(bytes)
      if (checked.contentType === 'application/pdf') throw fileTypeNotAllowed()
      return files.store(null, 'site_picture', checked, true)
    },

    async history(page: number, perPage: number) {
      const [{ rows, total }, latest] = await Promise.all([
        repo.history(db, slug, perPage, (page - 1) * perPage),
        repo.latest(db, slug),
      ])
      const versions: SettingsHistory['data'] = rows.map((row) => ({
        version: row.version,
        created_at: row.createdAt.toISOString(),
        section: sectionOf(row.action),
        restored_from: restoredFrom(row.note),
        staff: row.staffId ? { _id: row.staffId, name: row.staffName ?? '' } : null,
        current: row.version === latest?.version,
      }))
      return { rows: versions, page, perPage, total }
    },
  }
}
export type SiteSettingsService = ReturnType<typeof siteSettingsService>

function view(row: SiteVersion): AdminSettings {
  return { version: row.version, updated_at: row.createdAt.toISOString(), ...settingsOf(row.data) }
}

function sectionOf(action: string | null): SettingsSection | null {
  const match = action?.match(/^site_settings\.(shop|home|payments|delivery|seo)_changed$/)
  if (match) return match[1] as SettingsSection
  return action === `${SETTINGS_ENTITY}.restored` ? 'restore' : null
}

function restoredFrom(note: string | null): number | null {
  const match = note?.match(/^version (\d+)$/)
  return match ? Number(match[1]) : null
}

function isUniqueClash(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string }
    if (code === '23505' && constraint === 'configurations_slug_version_unique') return true
  }
  return false
}
