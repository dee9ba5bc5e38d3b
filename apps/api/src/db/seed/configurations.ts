import type { CustomerLocales, LocalizedText, SortingList } from '@shop/contract'
import { HTML_LANG, LOCALES, localePrefix, messages } from '@shop/contract'

const t = (en: string, zh: string, cn: string): LocalizedText => ({ en, zh, cn })

export const customerLocalesSeed: CustomerLocales = {
  default: 'en',
  fallback: 'en',
  locales: LOCALES.map((code) => ({
    code,
    name: messages[code].languages[code],
    html_lang: HTML_LANG[code],
    prefix: localePrefix(code),
  })),
}

export const sortingListSeeds: SortingList[] = [
  {
    slug: 'product',
    default: 'recommended',
    options: [
      {
        key: 'recommended',
        title: t('Recommended', '推薦', '推荐'),
        sort_by: 'sequence',
        sort_order: 'asc',
      },
      {
        key: 'newest',
        title: t('Newest', '最新', '最新'),
        sort_by: 'created_at',
        sort_order: 'desc',
      },
      {
        key: 'price-asc',
        title: t('Price: low to high', '價錢由低至高', '价格由低至高'),
        sort_by: 'price',
        sort_order: 'asc',
      },
      {
        key: 'price-desc',
        title: t('Price: high to low', '價錢由高至低', '价格由高至低'),
        sort_by: 'price',
        sort_order: 'desc',
      },
      {
        key: 'title-asc',
        title: t('Name: A to Z', '名稱（按筆劃）', '名称 A 至 Z（拼音）'),
        sort_by: 'title.en',
        sort_order: 'asc',
      },
    ],
  },
  {
    slug: 'post',
    default: 'recommended',
    options: [
      {
        key: 'recommended',
        title: t('Recommended', '推薦', '推荐'),
        sort_by: 'sequence',
        sort_order: 'asc',
      },
      {
        key: 'newest',
        title: t('Newest', '最新', '最新'),
        sort_by: 'published_at',
        sort_order: 'desc',
      },
      {
        key: 'oldest',
        title: t('Oldest', '最舊', '最旧'),
        sort_by: 'published_at',
        sort_order: 'asc',
      },
    ],
  },
  {
    slug: 'voucher',
    default: 'newest',
    options: [
      {
        key: 'newest',
        title: t('Newest', '最新', '最新'),
        sort_by: 'created_at',
        sort_order: 'desc',
      },
      {
        key: 'points-asc',
        title: t('Points: low to high', '積分由低至高', '积分由低至高'),
        sort_by: 'points',
        sort_order: 'asc',
      },
      {
        key: 'points-desc',
        title: t('Points: high to low', '積分由高至低', '积分由高至低'),
        sort_by: 'points',
        sort_order: 'desc',
      },
    ],
  },
]
