import { type DesignServicesSettings, HK_HOLIDAYS, MAIN_STORE_ID } from '@shop/contract'
import { and, isNull, sql } from 'drizzle-orm'
import type { Tx } from '#api/lib/db-tx.ts'
import {
  configurations,
  designers,
  openingHours,
  productVariants,
  showrooms,
  studioClosures,
} from '../schema/index.ts'
import { seedId } from './catalog-ids.ts'

const t = (en: string, zh: string, cn: string) => ({ en, zh, cn })

export const DESIGN_SERVICES_SLUG = 'design-services'

export const DEFAULT_DESIGN_SERVICES: DesignServicesSettings = {
  slot_step_minutes: 30,
  lead_hours: 24,
  horizon_days: 28,
  home_visit_buffer_minutes: 30,
  change_cutoff_hours: 24,
}

const SHOWROOMS = [
  {
    code: 'wan-chai',
    name: t('Wan Chai showroom', '灣仔陳列室', '湾仔陈列室'),
    address: t(
      '18/F, Harbour Design Centre, 88 Hennessy Road, Wan Chai',
      '灣仔軒尼詩道88號海港設計中心18樓',
      '湾仔轩尼诗道88号海港设计中心18楼',
    ),
    district: 'wan-chai',
    phone: '+852 2345 6791',
    openingText: t(
      'Mon–Sat 10:00–19:00, Sun 11:00–17:00',
      '星期一至六 10:00–19:00，星期日 11:00–17:00',
      '星期一至六 10:00–19:00，星期日 11:00–17:00',
    ),
  },
  {
    code: 'kwun-tong',
    name: t('Kwun Tong studio', '觀塘工作室', '观塘工作室'),
    address: t(
      'Unit 1203, 12/F, Millennium Workshop, 62 Hoi Yuen Road, Kwun Tong',
      '觀塘開源道62號千禧工坊12樓1203室',
      '观塘开源道62号千禧工坊12楼1203室',
    ),
    district: 'kwun-tong',
    phone: '+852 2345 6792',
    openingText: t(
      'Mon–Sat 10:00–19:00, Sun 11:00–17:00',
      '星期一至六 10:00–19:00，星期日 11:00–17:00',
      '星期一至六 10:00–19:00，星期日 11:00–17:00',
    ),
  },
  // the showroom the footer and contact page always named (issue 30): bookable like the others
  {
    code: 'wong-chuk-hang',
    name: t('Wong Chuk Hang showroom', '黃竹坑陳列室', '黄竹坑陈列室'),
    address: t(
      '12/F, Harbour Design Centre, 38 Wong Chuk Hang Road, Aberdeen, Hong Kong',
      '香港香港仔黃竹坑道38號海港設計中心12樓',
      '香港香港仔黄竹坑道38号海港设计中心12楼',
    ),
    district: 'southern',
    phone: '+852 2345 6789',
    openingText: t(
      'Mon–Sat 10:00–19:00, Sun 11:00–17:00',
      '星期一至六 10:00–19:00，星期日 11:00–17:00',
      '星期一至六 10:00–19:00，星期日 11:00–17:00',
    ),
  },
] as const

const DESIGNERS = [
  {
    code: 'ada-leung',
    name: 'Ada Leung',
    title: t('Senior interior designer', '高級室內設計師', '高级室内设计师'),
    showroom: 'wan-chai',
    districts: ['central-western', 'wan-chai', 'eastern', 'southern', 'sha-tin', 'tai-po'],
    days: [2, 3, 4, 5, 6],
    hours: ['10:00', '18:00'],
  },
  {
    code: 'ben-chow',
    name: 'Ben Chow',
    title: t('Renovation designer', '裝修設計師', '装修设计师'),
    showroom: 'kwun-tong',
    districts: [
      'kwun-tong',
      'wong-tai-sin',
      'kowloon-city',
      'sai-kung',
      'sha-tin',
      'yau-tsim-mong',
    ],
    days: [1, 2, 3, 4, 5],
    hours: ['11:00', '19:00'],
  },
  {
    code: 'cara-ho',
    name: 'Cara Ho',
    title: t('Styling consultant', '佈置顧問', '布置顾问'),
    showroom: 'wan-chai',
    districts: ['wan-chai', 'eastern', 'tsuen-wan', 'kwai-tsing'],
    days: [0, 1, 4, 5, 6],
    hours: ['10:00', '17:00'],
  },
  {
    code: 'dora-wong',
    name: 'Dora Wong',
    title: t('Interior designer', '室內設計師', '室内设计师'),
    showroom: 'wong-chuk-hang',
    districts: ['southern', 'central-western', 'eastern'],
    days: [1, 2, 3, 5, 6],
    hours: ['10:00', '18:00'],
  },
] as const

/** Consultation variants named by their size label (catalog-presets `consultation`). */
const FORMATS = [
  { label: 'Showroom · 1 hour', format: 'SHOWROOM', minutes: 60 },
  { label: 'Video call · 1 hour', format: 'VIDEO', minutes: 60 },
  { label: 'Home visit · 2 hours', format: 'HOME_VISIT', minutes: 120 },
] as const

/**
 * Showrooms, designers, their weekly hours and the public holidays as closures (issue 17), and
 * the format of each consultation variant. Idempotent: existing rows are left as staff edit them.
 */
export async function seedDesignServices(tx: Tx): Promise<void> {
  await tx
    .insert(configurations)
    .values({ slug: DESIGN_SERVICES_SLUG, version: 1, data: DEFAULT_DESIGN_SERVICES })
    .onConflictDoNothing({ target: [configurations.slug, configurations.version] })
  const newShowrooms = await tx
    .insert(showrooms)
    .values(
      SHOWROOMS.map((s) => ({ id: seedId(`showroom:${s.code}`), storeId: MAIN_STORE_ID, ...s })),
    )
    .onConflictDoNothing({ target: showrooms.id })
    .returning({ id: showrooms.id })
  const newDesigners = await tx
    .insert(designers)
    .values(
      DESIGNERS.map((d) => ({
        id: seedId(`designer:${d.code}`),
        storeId: MAIN_STORE_ID,
        code: d.code,
        name: d.name,
        title: d.title,
        showroomId: seedId(`showroom:${d.showroom}`),
        homeVisitDistricts: [...d.districts],
      })),
    )
    .onConflictDoNothing({ target: designers.id })
    .returning({ id: designers.id })
  // hours only for rows this run wrote: a showroom or designer added to the seed later gets its
  // week without doubling the weeks (or the holidays) of a database seeded before
  const freshRooms = new Set(newShowrooms.map((r) => r.id))
  const fresh = new Set(newDesigners.map((d) => d.id))
  const hours = [
    // showrooms: Monday to Saturday 10:00–19:00, Sunday 11:00–17:00
    ...SHOWROOMS.filter((s) => freshRooms.has(seedId(`showroom:${s.code}`))).flatMap((s) =>
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        showroomId: seedId(`showroom:${s.code}`),
        weekday,
        opensAt: weekday === 0 ? '11:00' : '10:00',
        closesAt: weekday === 0 ? '17:00' : '19:00',
      })),
    ),
    ...DESIGNERS.filter((d) => fresh.has(seedId(`designer:${d.code}`))).flatMap((d) =>
      d.days.map((weekday) => ({
        designerId: seedId(`designer:${d.code}`),
        weekday,
        opensAt: d.hours[0],
        closesAt: d.hours[1],
      })),
    ),
  ]
  if (hours.length) await tx.insert(openingHours).values(hours)
  if (fresh.has(seedId('designer:ada-leung'))) {
    await tx.insert(studioClosures).values(
      HK_HOLIDAYS.map((h) => ({
        startsOn: h.date,
        endsOn: h.date,
        reason: h.name,
        isPublicHoliday: true,
      })),
    )
  }
  for (const f of FORMATS) {
    await tx
      .update(productVariants)
      .set({ consultationFormat: f.format, durationMinutes: f.minutes })
      .where(
        and(
          isNull(productVariants.consultationFormat),
          sql`${productVariants.size}->>'en' = ${f.label}`,
        ),
      )
  }
}
