import type { errorsEn } from './errors.en.ts'
import type { Translation } from './translation.ts'

export const errorsZh: Translation<typeof errorsEn> = {
  totpFormat: '請輸入驗證器應用程式顯示的 6 位數字',
  invalidCredentials: '電郵或密碼不正確，或此帳戶已停用',
  totpRequired: '請輸入驗證器應用程式顯示的 6 位數字',
  totpInvalid: '驗證碼不正確。請檢查手機時間後再試',
  tooManyAttempts: '嘗試次數過多，請於 {{minutes}} 分鐘後再試',
  sessionExpired: '登入已過期，請重新登入',
  forbidden: '你的角色不能進行此操作',
  invitationInvalid: '此邀請連結已失效，請聯絡店主重新發送',
  passwordsDiffer: '兩次輸入的密碼不一致',
  serverError: '伺服器未能完成此操作，請再試一次',
  invalid: '請檢查此欄位',
  staffExists: '此電郵已屬於團隊成員',
  invitationAccepted: '此成員已設定密碼',
  lastOwner: '商店至少需要一位可以登入的店主',
}
