import type { LocalizedText } from './localized.ts'

/**
 * Hong Kong delivery areas: four regions and the 18 districts, names in the three languages.
 * Browser-safe data (no zod): the checkout's selects, the API's rules and the address rendering
 * read it. The Islands district is a region of its own here, because the courier serves it by
 * ferry on fewer days (`days`, ISO weekdays: 1 Monday … 7 Sunday).
 */
export const HK_REGION_CODES = [
  'hong-kong-island',
  'kowloon',
  'new-territories',
  'outlying-islands',
] as const
export type HkRegionCode = (typeof HK_REGION_CODES)[number]

export type HkRegion = {
  code: HkRegionCode
  name: LocalizedText
  /** Weekdays the courier delivers there (never Sunday, never a public holiday). */
  days: readonly number[]
}

const t = (en: string, zh: string, cn: string): LocalizedText => ({ en, zh, cn })
const MON_TO_SAT = [1, 2, 3, 4, 5, 6] as const

export const HK_REGIONS: readonly HkRegion[] = [
  { code: 'hong-kong-island', name: t('Hong Kong Island', '香港島', '香港岛'), days: MON_TO_SAT },
  { code: 'kowloon', name: t('Kowloon', '九龍', '九龙'), days: MON_TO_SAT },
  { code: 'new-territories', name: t('New Territories', '新界', '新界'), days: MON_TO_SAT },
  // by ferry: Tuesday, Thursday and Saturday only
  { code: 'outlying-islands', name: t('Outlying Islands', '離島', '离岛'), days: [2, 4, 6] },
]

export const HK_DISTRICT_CODES = [
  'central-western',
  'wan-chai',
  'eastern',
  'southern',
  'yau-tsim-mong',
  'sham-shui-po',
  'kowloon-city',
  'wong-tai-sin',
  'kwun-tong',
  'kwai-tsing',
  'tsuen-wan',
  'tuen-mun',
  'yuen-long',
  'north',
  'tai-po',
  'sha-tin',
  'sai-kung',
  'islands',
] as const
export type HkDistrictCode = (typeof HK_DISTRICT_CODES)[number]

export type HkDistrict = {
  code: HkDistrictCode
  region: HkRegionCode
  name: LocalizedText
  /** Delivery weekdays when they differ from the region's. */
  days?: readonly number[]
}

export const HK_DISTRICTS: readonly HkDistrict[] = [
  {
    code: 'central-western',
    region: 'hong-kong-island',
    name: t('Central and Western', '中西區', '中西区'),
  },
  { code: 'wan-chai', region: 'hong-kong-island', name: t('Wan Chai', '灣仔區', '湾仔区') },
  { code: 'eastern', region: 'hong-kong-island', name: t('Eastern', '東區', '东区') },
  { code: 'southern', region: 'hong-kong-island', name: t('Southern', '南區', '南区') },
  { code: 'yau-tsim-mong', region: 'kowloon', name: t('Yau Tsim Mong', '油尖旺區', '油尖旺区') },
  { code: 'sham-shui-po', region: 'kowloon', name: t('Sham Shui Po', '深水埗區', '深水埗区') },
  { code: 'kowloon-city', region: 'kowloon', name: t('Kowloon City', '九龍城區', '九龙城区') },
  { code: 'wong-tai-sin', region: 'kowloon', name: t('Wong Tai Sin', '黃大仙區', '黄大仙区') },
  { code: 'kwun-tong', region: 'kowloon', name: t('Kwun Tong', '觀塘區', '观塘区') },
  { code: 'kwai-tsing', region: 'new-territories', name: t('Kwai Tsing', '葵青區', '葵青区') },
  { code: 'tsuen-wan', region: 'new-territories', name: t('Tsuen Wan', '荃灣區', '荃湾区') },
  { code: 'tuen-mun', region: 'new-territories', name: t('Tuen Mun', '屯門區', '屯门区') },
  { code: 'yuen-long', region: 'new-territories', name: t('Yuen Long', '元朗區', '元朗区') },
  { code: 'north', region: 'new-territories', name: t('North', '北區', '北区') },
  { code: 'tai-po', region: 'new-territories', name: t('Tai Po', '大埔區', '大埔区') },
  { code: 'sha-tin', region: 'new-territories', name: t('Sha Tin', '沙田區', '沙田区') },
  { code: 'sai-kung', region: 'new-territories', name: t('Sai Kung', '西貢區', '西贡区') },
  { code: 'islands', region: 'outlying-islands', name: t('Islands', '離島區', '离岛区') },
]

export const hkRegion = (code: string): HkRegion | undefined =>
  HK_REGIONS.find((r) => r.code === code)
export const hkDistrict = (code: string): HkDistrict | undefined =>
  HK_DISTRICTS.find((d) => d.code === code)
export const hkDistrictsOf = (region: string): HkDistrict[] =>
  HK_DISTRICTS.filter((d) => d.region === region)

/** The weekdays the courier serves a district (its own, else its region's). */
export function deliveryDaysOf(district: HkDistrict): readonly number[] {
  return district.days ?? hkRegion(district.region)?.days ?? []
}
