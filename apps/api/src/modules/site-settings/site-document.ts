import {
  type BannerSettings,
  bannersOf,
  type DeliveryRules,
  deliveryRules,
  type FooterSettings,
  footerSettings,
  type HomeSettings,
  homeSettings,
  NO_DELIVERY_RULES,
  type PaymentDetails,
  paymentDetails,
  type SeoSettings,
  type ShopDetails,
  SOCIAL_NETWORKS,
  seoSettings,
  shopDetails,
} from '@shop/contract'
import { fromCents, toCents } from '#api/lib/money.ts'
import { fillChinese } from '../catalog-admin/index.ts'
import { paymentInstructionsFrom, storeInformationFrom } from './payment-texts.ts'

/**
 * The `site` configuration document as the settings read and write it: what a version holds
 * (`settingsOf`), each section's texts filled (OpenCC), and each section written where the
 * storefront's readers already look.
 */
type Footer = Record<string, unknown> & {
  sections?: unknown
  social_media?: { name: string; url: string; fa_icon?: string }[]
  store_information?: Parameters<typeof storeInformationFrom>[1]
}
export type Site = Record<string, unknown> & {
  footer?: Footer
  site?: Record<string, unknown>
  home?: unknown
}

/** The settings a version holds; a part never saved (or no longer valid) reads as absent. */
export function settingsOf(data: Record<string, unknown>) {
  const shop = shopDetails.safeParse(data.shop)
  const home = homeSettings.safeParse(data.home)
  const payments = paymentDetails.safeParse(data.payment_details)
  // a version saved before the fee and capacity existed reads their defaults
  const delivery = deliveryRules.safeParse(data.delivery ?? NO_DELIVERY_RULES)
  const site = (data.site ?? {}) as Record<string, unknown>
  const footer = (data.footer ?? {}) as Footer
  const links = footerSettings.safeParse({
    sections: footer.sections,
    social_media: Array.isArray(footer.social_media)
      ? footer.social_media.map((link: { name?: unknown; url?: unknown }) => ({
          name: link?.name,
          url: link?.url,
        }))
      : [],
  })
  const seo = seoSettings.safeParse({
    title: site.title,
    description: site.description,
    footer_description: footer.description,
  })
  return {
    shop: shop.success ? shop.data : null,
    home: home.success ? home.data : { hero: [] },
    banners: bannersOf(data.home),
    payments: payments.success ? payments.data : null,
    delivery: delivery.success ? delivery.data : NO_DELIVERY_RULES,
    seo: seo.success ? seo.data : null,
    footer: links.success ? links.data : null,
  }
}

/** Traditional and Simplified fill each other (OpenCC) where one was left empty (issue 27). */
export const filledShop = (shop: ShopDetails): ShopDetails => ({
  ...shop,
  name: fillChinese(shop.name),
  address: fillChinese(shop.address),
})
export const filledHome = (home: HomeSettings): HomeSettings => ({
  hero: home.hero.map((slide) => ({
    ...slide,
    title: fillChinese(slide.title),
    text: fillChinese(slide.text),
    cta: fillChinese(slide.cta),
  })),
})

/** What a section changes in the site document, besides itself, so every reader follows. */
export function withShop(data: Site, shop: ShopDetails): Site {
  const footer: Footer = data.footer ?? {}
  return {
    ...data,
    shop,
    footer: { ...footer, store_information: storeInformationFrom(shop, footer.store_information) },
  }
}
type Home = Record<string, unknown>
/** The hero and the banners share `home`: saving one keeps the other. */
export const withHome = (data: Site, home: HomeSettings): Site => ({
  ...data,
  home: { ...(data.home as Home | undefined), hero: home.hero },
})
export const filledBanners = ({ banners }: BannerSettings): BannerSettings => ({
  banners: banners.map((banner) => ({
    ...banner,
    title: fillChinese(banner.title),
    text: fillChinese(banner.text),
  })),
})
export const withBanners = (data: Site, { banners }: BannerSettings): Site => ({
  ...data,
  home: { ...(data.home as Home | undefined), banners },
})

export const filledFooter = (footer: FooterSettings): FooterSettings => ({
  sections: footer.sections.map((group) => ({
    title: fillChinese(group.title),
    links: group.links.map((link) => ({ ...link, title: fillChinese(link.title) })),
  })),
  social_media: footer.social_media,
})
/** Written where the footer reads them; each social link carries its network's icon name. */
export const withFooter = (data: Site, footer: FooterSettings): Site => ({
  ...data,
  footer: {
    ...data.footer,
    sections: footer.sections,
    social_media: footer.social_media.map((link) => ({
      ...link,
      fa_icon: SOCIAL_NETWORKS[link.name],
    })),
  },
})
/**
 * Holidays by date, names filled (OpenCC); a district's days once each, in weekday order; the
 * fee with two decimals; the dates of another capacity in date order.
 */
export const filledDelivery = (rules: DeliveryRules): DeliveryRules => ({
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
export const filledSeo = (seo: SeoSettings): SeoSettings => ({
  title: fillChinese(seo.title),
  description: fillChinese(seo.description),
  footer_description: fillChinese(seo.footer_description),
})
/** Written where the storefront reads them: `site.title`, `site.description`, `footer.description`. */
export const withSeo = (data: Site, seo: SeoSettings): Site => ({
  ...data,
  site: { ...data.site, title: seo.title, description: seo.description },
  footer: { ...data.footer, description: seo.footer_description },
})
export const withPayments = (data: Site, payments: PaymentDetails): Site => ({
  ...data,
  payment_details: payments,
  payment_instructions: paymentInstructionsFrom(payments),
})
