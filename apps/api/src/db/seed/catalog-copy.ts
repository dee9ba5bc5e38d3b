import type { LocalizedText } from '@shop/contract'
import type { SpecificationRow } from '../schema/index.ts'
import type { ProductDef } from './catalog-presets.ts'

const t = (en: string, zh: string, cn: string): LocalizedText => ({ en, zh, cn })

/** One paragraph per room, so descriptions read like the shop's own copy. */
const blurbs: Record<string, LocalizedText> = {
  'living-room': t(
    'Proportioned for Hong Kong living rooms: generous seats on a compact footprint, with fabrics that stand up to humid summers.',
    '專為香港客廳比例設計：佔地精簡而座位寬敞，布料耐得住潮濕夏天。',
    '专为香港客厅比例设计：占地精简而座位宽敞，布料耐得住潮湿夏天。',
  ),
  dining: t(
    'Built for daily family meals and weekend hotpot alike, finished to shrug off heat and spills.',
    '無論日常家常便飯或週末打邊爐都適合，表面處理耐熱防污。',
    '无论日常家常便饭或周末吃火锅都适合，表面处理耐热防污。',
  ),
  bedroom: t(
    'Quiet, sturdy and easy to assemble in lift-access buildings; storage is planned around small bedrooms.',
    '穩固寧靜，升降機大廈亦易於安裝；收納設計照顧細小睡房。',
    '稳固宁静，电梯大厦亦易于安装；收纳设计照顾小卧室。',
  ),
  outdoor: t(
    'Made for balconies and rooftops: salt air, typhoon-season rain and strong sun.',
    '為露台及天台而設：抵受海風、颱風季節雨水及猛烈陽光。',
    '为露台及天台而设：抵受海风、台风季节雨水及猛烈阳光。',
  ),
  decor: t(
    'The finishing layer of a room, chosen by our stylists to sit well with our furniture.',
    '由本公司造型師挑選，為空間添上最後一層質感，與我們的傢俬自然配搭。',
    '由本公司造型师挑选，为空间添上最后一层质感，与我们的家具自然搭配。',
  ),
  services: t(
    'Led by a registered interior designer from our Wong Chuk Hang studio; fees are deducted from a confirmed project.',
    '由黃竹坑工作室的註冊室內設計師負責；確認項目後費用可全數扣減。',
    '由黄竹坑工作室的注册室内设计师负责；确认项目后费用可全数扣减。',
  ),
}

export function describe(def: ProductDef, room: string): LocalizedText {
  const blurb = blurbs[room] ?? (blurbs.decor as LocalizedText)
  return {
    en: `${def.title.en}. ${def.material.en}. ${blurb.en}`,
    zh: `${def.title.zh}。${def.material.zh}。${blurb.zh}`,
    cn: `${def.title.cn}。${def.material.cn}。${blurb.cn}`,
  }
}

const row = (label: LocalizedText, value: LocalizedText): SpecificationRow => ({ label, value })
const join = (texts: LocalizedText[], sep = ', '): LocalizedText => ({
  en: texts.map((x) => x.en).join(sep),
  zh: texts.map((x) => x.zh).join('、'),
  cn: texts.map((x) => x.cn).join('、'),
})

export function specify(
  def: ProductDef,
  sizes: LocalizedText[],
  colourNames: LocalizedText[],
): SpecificationRow[] {
  const rows = [
    row(t('Material', '物料', '材料'), def.material),
    row(t('Sizes', '尺寸', '尺寸'), join(sizes)),
  ]
  if (colourNames.length) rows.push(row(t('Colours', '顏色', '颜色'), join(colourNames)))
  if (def.serviceType) {
    rows.push(
      row(
        t('Booking', '預約', '预约'),
        def.serviceType === 'appointment'
          ? t('Pick a time after checkout', '付款後選擇時段', '付款后选择时段')
          : t('We call within one working day', '一個工作天內致電聯絡', '一个工作日内致电联系'),
      ),
    )
    return rows
  }
  rows.push(
    row(
      t('Delivery', '送貨', '送货'),
      t(
        'Free delivery and assembly in Hong Kong on orders over HK$5,000',
        '全港訂單滿港幣5,000元免費送貨及安裝',
        '全港订单满港币5,000元免费送货及安装',
      ),
    ),
    row(t('Warranty', '保養', '保修'), t('2 years', '兩年', '两年')),
  )
  return rows
}
