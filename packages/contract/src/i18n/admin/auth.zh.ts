import type { authEn } from './auth.en.ts'
import type { Translation } from './translation.ts'

export const authZh: Translation<typeof authEn> = {
  login: {
    title: '登入後台',
    email: '電郵',
    password: '密碼',
    code: '驗證器應用程式的驗證碼',
    codeHint: '此帳戶已啟用雙重驗證：請輸入應用程式目前顯示的 6 位數字。',
    submit: '登入',
    submitting: '登入中…',
    signedOut: '你已登出。',
    expired: '登入已過期。請重新登入，之後會返回你剛才的頁面。',
    unsent: '你剛才送出的內容未有儲存。登入後請再輸入一次。',
    kept: '你剛才輸入的內容已保留在此分頁，登入後會放回原來的頁面。請檢查後再送出。',
  },
  invitation: {
    title: '加入後台',
    greeting: '歡迎，{{name}}',
    body: '你獲邀以「{{role}}」身份加入，電郵為 {{email}}。請設定密碼以登入。',
    password: '密碼',
    passwordHint: '最少 12 個字元，須包含字母及數字。',
    confirm: '再次輸入密碼',
    submit: '設定密碼並登入',
    submitting: '設定中…',
    invalid: '此邀請連結已失效，請聯絡店主重新發送。',
  },
  twoFactor: {
    title: '雙重驗證',
    required: '店主須先啟用雙重驗證，才可使用後台。',
    intro: '請用驗證器應用程式掃描二維碼（或輸入金鑰），然後輸入應用程式顯示的 6 位數字。',
    qr: '供驗證器應用程式掃描的二維碼',
    secret: '金鑰',
    link: '設定連結',
    code: '應用程式的驗證碼',
    submit: '啟用雙重驗證',
    submitting: '檢查中…',
    enabled: '雙重驗證已啟用。日後每次登入都需要輸入驗證碼。',
    already: '你的帳戶已啟用雙重驗證。',
  },
}
