import type { shellEn } from './shell.en.ts'
import type { Translation } from './translation.ts'

export const shellZh: Translation<typeof shellEn> = {
  title: '後台',
  siteName: 'Maison Harbour 後台',
  skipToContent: '跳至主要內容',
  menu: '選單',
  navigation: '後台導覽',
  nav: {
    dashboard: '概覽',
    orders: '訂單',
    refunds: '退款',
    customers: '顧客',
    vouchers: '禮券',
    enquiries: '查詢',
    moderation: '內容審核',
    audit: '操作記錄',
    staff: '員工',
    quotations: '報價',
  },
  signedInAs: '已登入：{{name}}',
  signOut: '登出',
  language: '語言',
  languages: { en: 'English', zh: '繁體中文' },
  switchTo: '切換語言',
  saving: '儲存中…',
  roles: { owner: '店主', manager: '經理', staff: '員工' },
  dashboard: { title: '概覽', welcome: '歡迎，{{name}}' },
  forbidden: {
    title: '沒有權限',
    body: '你的角色不能使用此頁面。如有需要，請聯絡店主。',
  },
  notFound: { title: '找不到頁面', body: '此地址沒有後台頁面。' },
  unexpected: { title: '發生錯誤', body: '請稍後再試。' },
  backToDashboard: '返回概覽',
  pager: {
    previous: '上一頁',
    next: '下一頁',
    page: '第 {{page}} 頁，共 {{pages}} 頁',
    total: '共 {{count}} 項',
  },
}
