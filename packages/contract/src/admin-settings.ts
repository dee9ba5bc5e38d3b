import { z } from 'zod'
import { deliveryRules } from './admin-delivery.ts'
import { WALLET_PAYMENT_METHODS, type WalletPaymentMethod } from './checkout.ts'
import { pagedList, pagingQuery } from './http.ts'

/**
 * Site settings in the back office (issue 27, ADR 047): the shop's details printed on invoices
 * and e-mails, the home page's hero, and how to pay offline. They live in the versioned `site`
 * configuration document; every save is a new version. Messages are catalogue keys.
 */

const line = (max: number) => z.string().trim().max(max, 'admin.settings.errors.tooLong')
const required = (max: number) => line(max).min(1, 'admin.settings.errors.required')
/** English required; Traditional or Simplified, the other is filled with OpenCC on save. */
const trilingual = (max: number) =>
  z
    .object({ en: required(max), zh: line(max).default(''), cn: line(max).default('') })
    .superRefine((v, ctx) => {
      if (!v.zh && !v.cn)
        ctx.addIssue({ code: 'custom', path: ['zh'], message: 'admin.settings.errors.required' })
    })

/** A Hong Kong phone number as people write it: 8 to 15 digits, spaces, +, - and brackets. */
export const shopPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{6,22}[0-9]$/, 'admin.settings.errors.phone')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length
    return digits >= 8 && digits <= 15
  }, 'admin.settings.errors.phone')

/** The Business Registration number: 8 digits, optionally with its certificate suffix. */
export const businessRegistrationNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^\d{8}(-\d{3}-\d{2}-\d{2}-[0-9A-Z])?$/, 'admin.settings.errors.businessRegistration')

/** What invoices, order prints, the footer and e-mails say about the shop. */
export const shopDetails = z.object({
  name: trilingual(120),
  address: trilingual(300),
  phone: shopPhone,
  email: line(200).pipe(z.email('admin.settings.errors.email')),
  business_registration_number: businessRegistrationNumber,
  /** Where "Ask us on WhatsApp" leads (issue 30); empty hides it. */
  whatsapp: shopPhone.or(z.literal('')).default(''),
})
export type ShopDetails = z.infer<typeof shopDetails>

/** A link inside the shop (`/shop/main/product?category=sofas`), never another site. */
const sitePath = z
  .string()
  .trim()
  .max(300, 'admin.settings.errors.tooLong')
  .regex(/^\/(?!\/)[^\s\\]*$/, 'admin.settings.errors.link')

/** One slide of the home page's hero: a title, a sentence, a button's words and where it leads. */
export const heroSlide = z.object({
  title: trilingual(120),
  text: z.object({ en: line(300), zh: line(300).default(''), cn: line(300).default('') }),
  cta: trilingual(40),
  link: sitePath,
  /** An uploaded picture's address (`/api/v1/files/...`) or the shop's own (`/brand/...`). */
  image: sitePath.or(z.literal('')).default(''),
})
export type HeroSlide = z.infer<typeof heroSlide>

export const MAX_HERO_SLIDES = 3
/** The home page: its hero slides; none means the built-in ones. */
export const homeSettings = z.object({
  hero: z.array(heroSlide).max(MAX_HERO_SLIDES, 'admin.settings.errors.tooManySlides'),
})
export type HomeSettings = z.infer<typeof homeSettings>

/** The colours an offer banner may take; the storefront draws each (light and dark). */
export const BANNER_TONES = ['sand', 'sage', 'clay', 'mist', 'stone'] as const
export type BannerTone = (typeof BANNER_TONES)[number]
/** One offer banner under the featured products: a title, a sentence, where it leads, a colour. */
export const homeBanner = z.object({
  title: trilingual(80),
  text: trilingual(200),
  link: sitePath,
  tone: z.enum(BANNER_TONES, 'admin.settings.errors.tone'),
})
export type HomeBanner = z.infer<typeof homeBanner>
export const MAX_HOME_BANNERS = 4
export const homeBanners = z
  .array(homeBanner)
  .max(MAX_HOME_BANNERS, 'admin.settings.errors.tooManyBanners')
/** `home.banners`: none hides the offers; a version without the key shows DEFAULT_HOME_BANNERS. */
export const bannerSettings = z.object({ banners: homeBanners })
export type BannerSettings = z.infer<typeof bannerSettings>
/** The banners the shop opened with, in the seeded configuration and for a version without any. */
export const DEFAULT_HOME_BANNERS: HomeBanner[] = [
  {
    title: { en: 'Lighting & décor', zh: '燈飾及家品', cn: '灯饰及家品' },
    text: {
      en: 'Lamps, rugs and ceramics that finish a room.',
      zh: '燈具、地氈及陶瓷，為空間畫龍點睛。',
      cn: '灯具、地毯及陶瓷，为空间画龙点睛。',
    },
    link: '/shop/main/product?category=decor',
    tone: 'sand',
  },
  {
    title: { en: 'Renovation quotation', zh: '裝修報價', cn: '装修报价' },
    text: {
      en: 'A fixed quotation after one site visit, paid in installments.',
      zh: '實地視察一次即提供固定報價，可分期付款。',
      cn: '实地考察一次即提供固定报价，可分期付款。',
    },
    link: '/shop/main/product?category=renovation-quotation',
    tone: 'sage',
  },
]
/** The banners a stored `home` holds: its own when valid, the shop's first ones when absent. */
export function bannersOf(home: unknown): HomeBanner[] {
  const stored = (home as { banners?: unknown } | null | undefined)?.banners
  const parsed = homeBanners.safeParse(stored)
  return parsed.success ? parsed.data : DEFAULT_HOME_BANNERS
}

/** The social networks the footer can link to, each with the icon name the footer carries. */
export const SOCIAL_NETWORKS = {
  Instagram: 'fa-instagram',
  Facebook: 'fa-facebook',
  YouTube: 'fa-youtube',
  WhatsApp: 'fa-whatsapp',
  Threads: 'fa-threads',
  LinkedIn: 'fa-linkedin',
  Pinterest: 'fa-pinterest',
  Xiaohongshu: 'fa-book-open',
} as const
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS
export const SOCIAL_NETWORK_NAMES = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]
const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username
  } catch {
    return false
  }
}
/** An address on another site: https only, never a script or a plain http page. */
const httpsUrl = line(300).refine(isHttpsUrl, 'admin.settings.errors.httpsUrl')
/** A footer link: a path in the shop (`/about-us`) or another site's https address. */
const footerUrl = line(300).refine(
  (v) => /^\/(?!\/)[^\s\\]*$/.test(v) || isHttpsUrl(v),
  'admin.settings.errors.footerLink',
)
export const MAX_FOOTER_GROUPS = 4
export const MAX_FOOTER_LINKS = 8
export const footerGroup = z.object({
  title: trilingual(40),
  links: z
    .array(z.object({ title: trilingual(60), url: footerUrl }))
    .min(1, 'admin.settings.errors.linkRequired')
    .max(MAX_FOOTER_LINKS, 'admin.settings.errors.tooManyLinks'),
})
export const footerSocialLink = z.object({
  name: z.enum(
    SOCIAL_NETWORK_NAMES as [SocialNetwork, ...SocialNetwork[]],
    'admin.settings.errors.network',
  ),
  url: httpsUrl,
})
/** The footer's titled link groups and social links (`footer.sections`, `footer.social_media`). */
export const footerSettings = z.object({
  sections: z.array(footerGroup).max(MAX_FOOTER_GROUPS, 'admin.settings.errors.tooManyGroups'),
  social_media: z
    .array(footerSocialLink)
    .max(SOCIAL_NETWORK_NAMES.length, 'admin.settings.errors.tooManySocial')
    .superRefine((links, ctx) => {
      const seen = new Set<string>()
      links.forEach((link, index) => {
        if (seen.has(link.name))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: 'admin.settings.errors.networkTwice',
          })
        seen.add(link.name)
      })
    }),
})
export type FooterSettings = z.infer<typeof footerSettings>

const accountName = required(120)
/** A Hong Kong bank account: bank code, branch and account digits (9 to 16), spaces or dashes. */
export const bankAccountNumber = z
  .string()
  .trim()
  .regex(/^[0-9][0-9 -]*[0-9]$/, 'admin.settings.errors.bankAccount')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length
    return digits >= 9 && digits <= 16
  }, 'admin.settings.errors.bankAccount')
/** An FPS identifier: 7 or 9 digits (a proxy by phone or e-mail is not what we print). */
export const fpsId = z
  .string()
  .trim()
  .regex(/^(\d{7}|\d{9})$/, 'admin.settings.errors.fpsId')
/** PayMe takes a Hong Kong mobile number: 8 digits starting 5, 6, 7 or 9. */
export const paymeNumber = z
  .string()
  .trim()
  .regex(/^[5679]\d{3} ?\d{4}$/, 'admin.settings.errors.payme')

export const MAX_BANK_ACCOUNTS = 3
/**
 * Which e-wallets checkout offers next to cards (ADR 070): on until the owner switches one off.
 * A version saved before the wallets existed reads them on.
 */
export const walletSettings = z.object({ ALIPAY_HK: z.boolean(), WECHAT_PAY_HK: z.boolean() })
export type WalletSettings = z.infer<typeof walletSettings>
export const ALL_WALLETS_ON: WalletSettings = { ALIPAY_HK: true, WECHAT_PAY_HK: true }
/** The wallets switched on in the stored payment details (any shape; absent or broken: all on). */
export function walletsOn(storedPaymentDetails: unknown): WalletPaymentMethod[] {
  const stored = (storedPaymentDetails as { wallets?: unknown } | null | undefined)?.wallets
  const parsed = walletSettings.safeParse(stored)
  const settings = parsed.success ? parsed.data : ALL_WALLETS_ON
  return WALLET_PAYMENT_METHODS.filter((method) => settings[method])
}
/**
 * How to pay offline: one source for checkout's instructions, e-mails and receipt matching
 * (a receipt is matched against these accounts).
 */
export const paymentDetails = z.object({
  fps: z.object({ id: fpsId, name: accountName }),
  bank_accounts: z
    .array(z.object({ bank: required(80), number: bankAccountNumber, name: accountName }))
    .min(1, 'admin.settings.errors.bankAccountRequired')
    .max(MAX_BANK_ACCOUNTS, 'admin.settings.errors.tooManyAccounts'),
  payme: z.object({ number: paymeNumber, name: accountName }),
  wallets: walletSettings.default(ALL_WALLETS_ON),
})
export type PaymentDetails = z.infer<typeof paymentDetails>

/** Search engines show about 70 characters of a title and 160 of a description. */
export const MAX_SEO_TITLE = 70
export const MAX_SEO_DESCRIPTION = 160
export const MAX_FOOTER_DESCRIPTION = 300
/**
 * The storefront's own words (issue 27): the site's title and description in every page's
 * metadata (`site.title`, `site.description`) and the footer's sentence (`footer.description`).
 */
export const seoSettings = z.object({
  title: trilingual(MAX_SEO_TITLE),
  description: trilingual(MAX_SEO_DESCRIPTION),
  footer_description: trilingual(MAX_FOOTER_DESCRIPTION),
})
export type SeoSettings = z.infer<typeof seoSettings>

/** Which part of the settings a version changed. */
export const SETTINGS_SECTIONS = [
  'shop',
  'home',
  'banners',
  'payments',
  'delivery',
  'seo',
  'footer',
  'restore',
] as const
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]

/** Every save names the version it was edited from: a stale form is refused, never merged. */
const basedOn = { version: z.number().int().min(1) }
export const shopDetailsBody = shopDetails.extend(basedOn)
export const homeSettingsBody = homeSettings.extend(basedOn)
export const paymentDetailsBody = paymentDetails.extend(basedOn)
export const seoSettingsBody = seoSettings.extend(basedOn)
export const bannerSettingsBody = bannerSettings.extend(basedOn)
export const footerSettingsBody = footerSettings.extend(basedOn)
export type BannerSettingsBody = z.input<typeof bannerSettingsBody>
export type FooterSettingsBody = z.input<typeof footerSettingsBody>
export type SeoSettingsBody = z.input<typeof seoSettingsBody>
export type ShopDetailsBody = z.input<typeof shopDetailsBody>
export type HomeSettingsBody = z.input<typeof homeSettingsBody>
export type PaymentDetailsBody = z.input<typeof paymentDetailsBody>

/** `GET /admin/settings`: the latest version's settings (nulls before anyone saved them). */
export const adminSettings = z
  .object({
    version: z.number().int(),
    updated_at: z.string(),
    shop: shopDetails.nullable(),
    home: homeSettings,
    banners: homeBanners,
    payments: paymentDetails.nullable(),
    delivery: deliveryRules,
    seo: seoSettings.nullable(),
    /** Null when the stored footer no longer fits the form's limits. */
    footer: footerSettings.nullable(),
  })
  .meta({ id: 'AdminSettings' })
export type AdminSettings = z.infer<typeof adminSettings>

/** One version in the history: when, who, which part. */
export const settingsVersion = z.object({
  version: z.number().int(),
  created_at: z.string(),
  section: z.enum(SETTINGS_SECTIONS).nullable(),
  /** For a restore: the version brought back. */
  restored_from: z.number().int().nullable(),
  staff: z.object({ _id: z.string(), name: z.string() }).nullable(),
  current: z.boolean(),
})
export type SettingsVersion = z.infer<typeof settingsVersion>
export const settingsHistoryQuery = pagingQuery(20, 100)
export const settingsHistory = pagedList(settingsVersion).meta({ id: 'SettingsHistory' })
export type SettingsHistory = z.infer<typeof settingsHistory>

export const settingsVersionParams = z.object({ version: z.coerce.number().int().min(1) })
export const settingsRestoreBody = z.object(basedOn)
