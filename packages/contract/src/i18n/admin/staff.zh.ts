import type { staffEn } from './staff.en.ts'
import type { Translation } from './translation.ts'

export const staffZh: Translation<typeof staffEn> = {
  title: '員工',
  intro: '所有可以登入後台的人。只有店主可以看到此頁。',
  list: {
    caption: '團隊成員',
    name: '姓名',
    email: '電郵',
    role: '角色',
    status: '狀態',
    lastSignIn: '最近登入',
    actions: '操作',
    never: '從未',
    you: '你',
  },
  status: {
    active: '使用中',
    invited: '已邀請，尚未接受',
    disabled: '已停用',
    twoFactor: '已啟用雙重驗證',
  },
  invite: {
    title: '邀請成員',
    email: '電郵',
    name: '姓名',
    role: '角色',
    language: '邀請電郵的語言',
    submit: '發送邀請',
    submitting: '發送中…',
    sent: '已向 {{email}} 發送邀請。',
  },
  actions: {
    changeRole: '更改角色',
    saveRole: '儲存角色',
    roleOf: '{{name}} 的角色',
    disable: '停用',
    enable: '啟用',
    revoke: '結束所有登入',
    resend: '重新發送邀請',
    working: '儲存中…',
    confirmDisable: '停用 {{name}}？對方會在所有裝置登出，重新啟用前不能登入。',
    confirmRevoke: '結束 {{name}} 的所有登入？對方需要在每部裝置重新登入。',
    keep: '保持不變',
  },
  done: {
    role: '{{name}} 的角色已改為{{role}}。',
    disabled: '{{name}} 已停用，並已在所有裝置登出。',
    enabled: '{{name}} 可以再次登入。',
    revoked: '{{name}} 的所有登入已結束。',
    resent: '已向 {{email}} 發送新的邀請。',
  },
}
