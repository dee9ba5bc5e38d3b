import {
  type AdminSettings,
  type BannerSettings,
  type DeliveryRules,
  type FooterSettings,
  type HomeSettings,
  type PaymentDetails,
  type SeoSettings,
  type SettingsHistory,
  type SettingsSection,
  type ShopDetails,
  staffCan,
} from '@shop/contract'
import type { Db } from '#api/db/client.ts'
import { SITE_CONFIGURATION_SLUG } from '#api/db/seed/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { ConflictError, NotFoundError } from '#api/lib/errors.ts'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import type { FilesService } from '../files/index.ts'
import { checkUpload, fileTypeNotAllowed } from '../files/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { siteSettingsRepository as repo, SETTINGS_ENTITY, type SiteVersion } from './repository.ts'
import {
  filledBanners,
  filledDelivery,
  filledFooter,
  filledHome,
  filledSeo,
  filledShop,
  type Site,
  settingsOf,
  withBanners,
  withFooter,
  withHome,
  withPayments,
  withSeo,
  withShop,
} from './site-document.ts'

export { settingsOf }

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

    /** spec issue 27: the home page's offer banners (`home.banners`), the hero kept. */
    saveBanners(actor: StaffCaller, basedOn: number, typed: BannerSettings) {
      const banners = filledBanners(typed)
      return publish(actor, 'banners', basedOn, (data) => ({
        data: withBanners(data, banners),
        before: settingsOf(data).banners,
        after: banners.banners,
      }))
    },

    /** spec issue 27: the footer's link groups and social links; its other parts kept. */
    saveFooter(actor: StaffCaller, basedOn: number, typed: FooterSettings) {
      const footer = filledFooter(typed)
      return publish(actor, 'footer', basedOn, (data) => ({
        data: withFooter(data, footer),
        before: settingsOf(data).footer,
        after: footer,
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
  const match = action?.match(
    /^site_settings\.(shop|home|banners|payments|delivery|seo|footer)_changed$/,
  )
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
