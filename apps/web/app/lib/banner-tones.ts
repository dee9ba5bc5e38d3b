import type { BannerTone } from '@shop/contract'

/**
 * How each colour an offer banner may take is drawn (light and dark): the storefront's banners
 * and the settings' swatches use the same classes. The first two are the shop's first banners.
 */
export const BANNER_TONE_CLASSES: Record<BannerTone, string> = {
  sand: 'bg-[#efe6da] dark:bg-stone-800',
  sage: 'bg-[#e4e8dc] dark:bg-stone-800',
  clay: 'bg-[#f1ddd0] dark:bg-stone-800',
  mist: 'bg-[#dfe7ec] dark:bg-stone-800',
  stone: 'bg-stone-200 dark:bg-stone-800',
}
