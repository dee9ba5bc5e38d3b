import type { newsletterEn } from './newsletter.en.ts'
import type { Translation } from './translation.ts'

/** 電子報訂閱者的後台文字（issue 30），中文。 */
export const newsletterZh: Translation<typeof newsletterEn> = {
  title: '電子報訂閱者',
  intro:
    '每次訂閱都保留顧客同意的內容：所見的同意聲明、其語言及版本、訂閱頁面，以及確認或撤回的時間。只可向已確認而未取消訂閱的訂閱者發送推廣資訊。',
  export: '匯出同意接收的訂閱者（CSV）',
  all: '全部',
  status: { PENDING: '等待確認', CONSENTING: '已訂閱', UNSUBSCRIBED: '已取消訂閱' },
  empty: '暫時未有訂閱者。',
  signedUp: '訂閱時間',
  confirmed: '確認時間',
  unsubscribed: '取消時間',
  consent: '同意聲明（版本 {{version}}，{{language}}）',
  source: '來源',
  sources: { footer: '頁尾表格', modal: '訂閱對話框', page: '電子報頁面', account: '帳戶' },
}
