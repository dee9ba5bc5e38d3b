import type { Messages } from './en.ts'

/** 免费布样申请（issue 30，ADR 071），简体中文。 */
export const swatchesCn: Messages['swatches'] = {
  title: '索取免费布样',
  action: '索取免费布样',
  actionHint: '在家中感受面料：最多 5 种颜色，免费邮寄至香港地址。',
  intro:
    '请选择“{{product}}”最多 {{max}} 种颜色。我们会免费把布样寄到您的香港地址，一般于五个工作日内寄出。',
  colours: '颜色及面料（最多选 {{max}} 种）',
  contact: '您的联系方式',
  address: '布样寄送地址',
  defaultAddress: '已填上您的默认地址；如布样要寄到别处，请修改。',
  consent: '我同意你们就此布样申请以电邮或电话联系我。',
  submit: '索取布样',
  sending: '发送中…',
  sent: '谢谢您。我们已收到您的布样申请，并已把确认邮件发给您。',
  backToProduct: '返回“{{product}}”',
  noProduct: '此产品已不再供应，或没有可索取布样的颜色。',
  productLink: '浏览产品',
  errors: {
    chooseColour: '请选择至少一种颜色',
    tooManyColours: '最多可选 5 种颜色',
    consent: '请同意我们就此申请联系您',
    duplicate: '您在过去 30 天内已索取此产品的布样，布样正在寄出途中；请收到后再申请。',
    productGone: '此产品没有可寄出的布样。',
  },
}
