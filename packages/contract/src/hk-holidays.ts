import type { LocalizedText } from './localized.ts'

/**
 * Hong Kong general holidays (no deliveries), kept as data: one line per holiday. 2026 is the
 * gazetted list; 2027 follows the holiday rules and the lunar calendar and is to be checked
 * against the Government Gazette when it is published. Add the next year before its December:
 * dates after the last year listed are treated as ordinary days.
 */
export type HkHoliday = { date: string; name: LocalizedText }

const h = (date: string, en: string, zh: string, cn: string): HkHoliday => ({
  date,
  name: { en, zh, cn },
})

export const HK_HOLIDAYS: readonly HkHoliday[] = [
  h('2026-01-01', 'The first day of January', '一月一日', '一月一日'),
  h('2026-02-17', 'Lunar New Year’s Day', '農曆年初一', '农历年初一'),
  h('2026-02-18', 'The second day of Lunar New Year', '農曆年初二', '农历年初二'),
  h('2026-02-19', 'The third day of Lunar New Year', '農曆年初三', '农历年初三'),
  h('2026-04-03', 'Good Friday', '耶穌受難節', '耶稣受难节'),
  h('2026-04-04', 'The day following Good Friday', '耶穌受難節翌日', '耶稣受难节翌日'),
  h('2026-04-06', 'The day following Ching Ming Festival', '清明節翌日', '清明节翌日'),
  h('2026-04-07', 'The day following Easter Monday', '復活節星期一翌日', '复活节星期一翌日'),
  h('2026-05-01', 'Labour Day', '勞動節', '劳动节'),
  h('2026-05-25', 'The day following the Birthday of the Buddha', '佛誕翌日', '佛诞翌日'),
  h('2026-06-19', 'Tuen Ng Festival', '端午節', '端午节'),
  h(
    '2026-07-01',
    'HKSAR Establishment Day',
    '香港特別行政區成立紀念日',
    '香港特别行政区成立纪念日',
  ),
  h('2026-09-26', 'The day following the Chinese Mid-Autumn Festival', '中秋節翌日', '中秋节翌日'),
  h('2026-10-01', 'National Day', '國慶日', '国庆日'),
  h('2026-10-19', 'The day following Chung Yeung Festival', '重陽節翌日', '重阳节翌日'),
  h('2026-12-25', 'Christmas Day', '聖誕節', '圣诞节'),
  h(
    '2026-12-26',
    'The first weekday after Christmas Day',
    '聖誕節後第一個周日',
    '圣诞节后第一个周日',
  ),
  h('2027-01-01', 'The first day of January', '一月一日', '一月一日'),
  h('2027-02-06', 'Lunar New Year’s Day', '農曆年初一', '农历年初一'),
  h('2027-02-08', 'The third day of Lunar New Year', '農曆年初三', '农历年初三'),
  h('2027-02-09', 'The fourth day of Lunar New Year', '農曆年初四', '农历年初四'),
  h('2027-03-26', 'Good Friday', '耶穌受難節', '耶稣受难节'),
  h('2027-03-27', 'The day following Good Friday', '耶穌受難節翌日', '耶稣受难节翌日'),
  h('2027-03-29', 'Easter Monday', '復活節星期一', '复活节星期一'),
  h('2027-04-05', 'Ching Ming Festival', '清明節', '清明节'),
  h('2027-05-01', 'Labour Day', '勞動節', '劳动节'),
  h('2027-05-13', 'The Birthday of the Buddha', '佛誕', '佛诞'),
  h('2027-06-09', 'Tuen Ng Festival', '端午節', '端午节'),
  h(
    '2027-07-01',
    'HKSAR Establishment Day',
    '香港特別行政區成立紀念日',
    '香港特别行政区成立纪念日',
  ),
  h('2027-09-16', 'The day following the Chinese Mid-Autumn Festival', '中秋節翌日', '中秋节翌日'),
  h('2027-10-01', 'National Day', '國慶日', '国庆日'),
  h('2027-10-08', 'Chung Yeung Festival', '重陽節', '重阳节'),
  h('2027-12-25', 'Christmas Day', '聖誕節', '圣诞节'),
  h(
    '2027-12-27',
    'The first weekday after Christmas Day',
    '聖誕節後第一個周日',
    '圣诞节后第一个周日',
  ),
]

const byDate = new Map(HK_HOLIDAYS.map((holiday) => [holiday.date, holiday]))
/** The holiday on a `YYYY-MM-DD` date, if any. */
export const hkHoliday = (date: string): HkHoliday | undefined => byDate.get(date)
