import { z } from 'zod'
import { homeBanners, homeSettings, shopDetails } from './admin-settings.ts'
import { shownShowroom } from './admin-showrooms.ts'
import { WALLET_PAYMENT_METHODS } from './checkout.ts'
import type { LocalizedText } from './localized.ts'
import { localizedText } from './text.ts'

/** A navigation item of the top menu; children nest, `megamenu` opens them as a wide panel. */
export type MenuItem = {
  title: LocalizedText
  path: string
  megamenu: boolean
  children: MenuItem[]
}
export const menuItem: z.ZodType<MenuItem> = z
  .object({
    title: localizedText,
    path: z.string(),
    megamenu: z.boolean(),
    get children() {
      return z.array(menuItem)
    },
  })
  .meta({ id: 'MenuItem' })

export const accountMenuItem = z.object({
  title: localizedText,
  path: z.string(),
  is_enabled: z.boolean(),
})

const titledLink = z.object({ title: localizedText, url: z.string() })

export const footerConfiguration = z.object({
  logo: z.string(),
  description: localizedText,
  social_media: z.array(z.object({ name: z.string(), url: z.string(), fa_icon: z.string() })),
  store_information: z.object({
    title: localizedText,
    address: titledLink,
    phone: titledLink,
    email: titledLink,
  }),
  sections: z.array(z.object({ title: localizedText, links: z.array(titledLink) })),
  powered_by: localizedText,
})
export type FooterConfiguration = z.infer<typeof footerConfiguration>

export const siteMetadata = z.object({
  title: localizedText,
  title_suffix: localizedText,
  description: localizedText,
  keywords: localizedText,
  logo: z.string(),
  og_image: z.string(),
})
export type SiteMetadata = z.infer<typeof siteMetadata>

/** What a result page says for one outcome of one type (spec §2 result routes). */
const resultMessage = z.object({ title: localizedText, description: localizedText })
export const responseMessages = z.record(
  z.string(),
  z.object({ success: resultMessage, failure: resultMessage, cancelled: resultMessage }),
)
export type ResponseMessages = z.infer<typeof responseMessages>

/**
 * How to pay an offline order (spec §4 Checkout: bank transfer, FPS, PayMe), shown with the payment
 * options and on the success page. Optional: a configuration without it shows no instructions.
 */
export const paymentInstructions = z
  .object({ BANK_TRANSFER: localizedText, FPS: localizedText, PAYME: localizedText })
  .partial()
export type PaymentInstructions = z.infer<typeof paymentInstructions>

/**
 * How online payments are taken: `test_payments` is true with the built-in test gateway, whose
 * payments take no money (the storefront says so at checkout).
 */
export const paymentSettings = z
  .object({
    provider: z.string(),
    test_payments: z.boolean(),
    /** The e-wallets the owner leaves on (ADR 070), offered next to cards. */
    wallets: z.array(z.enum(WALLET_PAYMENT_METHODS)).default([]),
  })
  .meta({ id: 'PaymentSettings' })
export type PaymentSettings = z.infer<typeof paymentSettings>

/** `GET /configuration/latest`. */
export const configuration = z
  .object({
    _id: z.string(),
    version: z.number().int(),
    main_store_id: z.string(),
    mini_store_id: z.string(),
    site: siteMetadata,
    menu: z.array(menuItem),
    account_menu: z.array(accountMenuItem),
    footer: footerConfiguration,
    response_messages: responseMessages,
    payment_instructions: paymentInstructions.optional(),
    /** The shop's details for invoices and e-mails, once the owner has saved them (issue 27). */
    shop: shopDetails.optional(),
    /**
     * The home page's hero slides (none: the built-in ones) and offer banners (none: no offers;
     * a version saved before banners existed answers the shop's first two).
     */
    home: homeSettings.extend({ banners: homeBanners.optional() }).optional(),
    payments: paymentSettings,
    /** What a product page needs to say "earn N points" (issue 16); the tiers are per member. */
    membership: z.object({ points_per_hkd: z.number().min(0) }).optional(),
    /**
     * The active showrooms, those booking offers (issue 30, ADR 054): the footer and contact page
     * list these, never an address of their own.
     */
    showrooms: z.array(shownShowroom).default([]),
    updated_at: z.string(),
  })
  .meta({ id: 'Configuration' })
export type Configuration = z.infer<typeof configuration>

/** `GET /configuration/slug/customer-locales`. */
export const customerLocales = z
  .object({
    default: z.string(),
    fallback: z.string(),
    locales: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        html_lang: z.string(),
        prefix: z.string(),
      }),
    ),
  })
  .meta({ id: 'CustomerLocales' })
export type CustomerLocales = z.infer<typeof customerLocales>

/** `GET /configuration/slug/{slug}/sorting-list`: the sort options a list offers. */
export const sortingList = z
  .object({
    slug: z.string(),
    default: z.string(),
    options: z.array(
      z.object({
        key: z.string(),
        title: localizedText,
        sort_by: z.string(),
        sort_order: z.enum(['asc', 'desc']),
      }),
    ),
  })
  .meta({ id: 'SortingList' })
export type SortingList = z.infer<typeof sortingList>

export const configurationSlugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .describe('Which list, e.g. product or post'),
})
