import type { Messages } from './en.ts'

/** 免費布辦申請（issue 30，ADR 071），繁體中文。 */
export const swatchesZh: Messages['swatches'] = {
  title: '索取免費布辦',
  action: '索取免費布辦',
  actionHint: '在家中感受布料：最多 5 種顏色，免費郵寄至香港地址。',
  intro:
    '請選擇「{{product}}」最多 {{max}} 種顏色。我們會免費把布辦寄到你的香港地址，一般於五個工作天內寄出。',
  colours: '顏色及布料（最多選 {{max}} 種）',
  contact: '你的聯絡資料',
  address: '布辦寄送地址',
  defaultAddress: '已填上你的預設地址；如布辦要寄到別處，請修改。',
  consent: '我同意你們就此布辦申請以電郵或電話聯絡我。',
  submit: '索取布辦',
  sending: '傳送中…',
  sent: '多謝你。我們已收到你的布辦申請，並已把確認電郵寄給你。',
  backToProduct: '返回「{{product}}」',
  noProduct: '此產品已不再供應，或沒有可索取布辦的顏色。',
  productLink: '瀏覽產品',
  errors: {
    chooseColour: '請選擇最少一種顏色',
    tooManyColours: '最多可選 5 種顏色',
    consent: '請同意我們就此申請聯絡你',
    duplicate: '你在過去 30 天內已索取此產品的布辦，布辦正在寄出途中；請收到後再申請。',
    productGone: '此產品沒有可寄出的布辦。',
  },
}
