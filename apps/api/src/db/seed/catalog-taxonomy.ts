import type { LocalizedText } from '@shop/contract'
import { MAIN_STORE_ID, MINI_STORE_ID } from './stores.ts'

const t = (en: string, zh: string, cn: string): LocalizedText => ({ en, zh, cn })

type Leaf = { slug: string; title: LocalizedText }

/** Category tree; slugs match the menu links of the site configuration. */
export const categoryTree: { slug: string; title: LocalizedText; children: Leaf[] }[] = []
const parent = (slug: string, title: LocalizedText, children: Leaf[]) =>
  categoryTree.push({ slug, title, children })

parent('living-room', t('Living room', '客廳', '客厅'), [
  { slug: 'sofas', title: t('Sofas', '梳化', '沙发') },
  { slug: 'armchairs', title: t('Armchairs', '單人椅', '单人椅') },
  { slug: 'coffee-tables', title: t('Coffee tables', '茶几', '茶几') },
  { slug: 'tv-cabinets', title: t('TV cabinets', '電視櫃', '电视柜') },
])
parent('dining', t('Dining', '餐廳', '餐厅'), [
  { slug: 'dining-tables', title: t('Dining tables', '餐枱', '餐桌') },
  { slug: 'dining-chairs', title: t('Dining chairs', '餐椅', '餐椅') },
  { slug: 'sideboards', title: t('Sideboards', '餐邊櫃', '餐边柜') },
])
parent('bedroom', t('Bedroom', '睡房', '卧室'), [
  { slug: 'beds', title: t('Beds', '床架', '床架') },
  { slug: 'wardrobes', title: t('Wardrobes', '衣櫃', '衣柜') },
  { slug: 'bedside-tables', title: t('Bedside tables', '床頭櫃', '床头柜') },
])
parent('outdoor', t('Outdoor', '戶外', '户外'), [
  { slug: 'balcony-sets', title: t('Balcony sets', '露台套裝', '露台套装') },
  { slug: 'loungers', title: t('Loungers', '躺椅', '躺椅') },
])
parent('decor', t('Lighting & Décor', '燈飾及家品', '灯饰及家品'), [
  { slug: 'lighting', title: t('Lighting', '燈飾', '灯饰') },
  { slug: 'rugs', title: t('Rugs', '地氈', '地毯') },
  { slug: 'textiles', title: t('Cushions & throws', '咕𠱸及毛毯', '靠垫及毛毯') },
  { slug: 'objects', title: t('Vases & objects', '花瓶及擺設', '花瓶及摆设') },
])
parent('services', t('Design services', '設計服務', '设计服务'), [
  { slug: 'design-consultation', title: t('Design consultation', '設計諮詢', '设计咨询') },
  { slug: 'renovation-quotation', title: t('Renovation quotation', '裝修報價', '装修报价') },
  { slug: 'projects', title: t('Whole-home projects', '全屋項目', '全屋项目') },
])

/** The parent slug of each leaf category (a product is listed under both). */
export const parentOf = new Map(
  categoryTree.flatMap((p) => p.children.map((c) => [c.slug, p.slug] as const)),
)

export const brandSeed = [
  { slug: 'harbour-oak', name: t('Harbour & Oak', '海港橡木', '海港橡木') },
  { slug: 'kowloon-loom', name: t('Kowloon Loom', '九龍織造', '九龙织造') },
  { slug: 'lantau-living', name: t('Lantau Living', '大嶼山生活', '大屿山生活') },
  { slug: 'peak-atelier', name: t('Peak Atelier', '山頂工作室', '山顶工作室') },
  { slug: 'junk-bay-outdoor', name: t('Junk Bay Outdoor', '將軍澳戶外', '将军澳户外') },
  { slug: 'lumen-lane', name: t('Lumen Lane', '光影巷', '光影巷') },
  { slug: 'sai-kung-ceramics', name: t('Sai Kung Ceramics', '西貢陶瓷', '西贡陶瓷') },
  { slug: 'nordhavn', name: t('Nordhavn', '北港家具', '北港家具') },
  {
    slug: 'maison-harbour-studio',
    name: t('Maison Harbour Studio', '海港居室工作室', '海港居室工作室'),
  },
]

export const colourSeed = [
  { slug: 'oatmeal', name: t('Oatmeal', '燕麥色', '燕麦色'), hex: '#d8cbb3' },
  { slug: 'charcoal', name: t('Charcoal', '炭灰色', '炭灰色'), hex: '#3b3d40' },
  { slug: 'walnut', name: t('Walnut', '胡桃木色', '胡桃木色'), hex: '#6b4a32' },
  { slug: 'natural-oak', name: t('Natural oak', '原橡木色', '原橡木色'), hex: '#c9a27a' },
  { slug: 'olive', name: t('Olive', '橄欖綠', '橄榄绿'), hex: '#6f7445' },
  { slug: 'navy', name: t('Navy', '海軍藍', '海军蓝'), hex: '#25324d' },
  { slug: 'terracotta', name: t('Terracotta', '陶土紅', '陶土红'), hex: '#b8613f' },
  { slug: 'ivory', name: t('Ivory', '象牙白', '象牙白'), hex: '#f1ebdd' },
  { slug: 'black', name: t('Black', '黑色', '黑色'), hex: '#1d1d1d' },
  { slug: 'brass', name: t('Brass', '黃銅色', '黄铜色'), hex: '#b58d3d' },
  { slug: 'sage', name: t('Sage', '鼠尾草綠', '鼠尾草绿'), hex: '#9caf88' },
  { slug: 'blush', name: t('Blush', '淡粉紅', '淡粉红'), hex: '#e3b7a8' },
  { slug: 'teak', name: t('Teak', '柚木色', '柚木色'), hex: '#9a6a3a' },
  { slug: 'grey', name: t('Stone grey', '石灰色', '石灰色'), hex: '#a3a19c' },
]

export const warehouseSeed = [
  {
    storeId: MAIN_STORE_ID,
    code: 'WCH',
    name: t('Wong Chuk Hang showroom', '黃竹坑陳列室', '黄竹坑陈列室'),
    address: t(
      '12/F, Harbour Design Centre, 38 Wong Chuk Hang Road, Aberdeen',
      '香港仔黃竹坑道38號海港設計中心12樓',
      '香港仔黄竹坑道38号海港设计中心12楼',
    ),
    phone: '+852 2345 6789',
    openingHours: t('Daily 10:00–19:00', '每日 10:00–19:00', '每日 10:00–19:00'),
    isPickupPoint: true,
  },
  {
    storeId: MAIN_STORE_ID,
    code: 'KTW',
    name: t('Kwai Chung warehouse', '葵涌貨倉', '葵涌货仓'),
    address: t(
      'Unit 7, 9/F, Kwai Chung Industrial Centre, 21 Kwai Cheong Road, Kwai Chung',
      '葵涌葵昌路21號葵涌工業中心9樓7室',
      '葵涌葵昌路21号葵涌工业中心9楼7室',
    ),
    phone: '+852 2345 6790',
    openingHours: t(
      'Mon–Sat 09:30–17:30, collection by appointment',
      '星期一至六 09:30–17:30，須預約提貨',
      '星期一至六 09:30–17:30，须预约提货',
    ),
    isPickupPoint: false,
  },
  {
    storeId: MINI_STORE_ID,
    code: 'SYP',
    name: t('Sai Ying Pun shop', '西營盤店', '西营盘店'),
    address: t(
      'G/F, 168 Des Voeux Road West, Sai Ying Pun',
      '西營盤德輔道西168號地下',
      '西营盘德辅道西168号地下',
    ),
    phone: '+852 2567 8910',
    openingHours: t('Tue–Sun 11:00–20:00', '星期二至日 11:00–20:00', '星期二至日 11:00–20:00'),
    isPickupPoint: true,
  },
]
