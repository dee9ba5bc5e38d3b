import type { Locale } from '@shop/contract'

/** Message texts in the account's language. `link` is absolute; `code` is typed by hand. */
type Template = (values: { name: string; link?: string; code?: string }) => {
  subject: string
  body: string
}

const sign = { en: 'Maison Harbour Interiors', zh: '海港居室設計', cn: '海港居室设计' }

export const templates: Record<
  'verify' | 'resetPassword' | 'changeCode' | 'passwordChanged',
  Record<Locale, Template>
> = {
  verify: {
    en: ({ name, link }) => ({
      subject: 'Please confirm your e-mail address',
      body: `Hello ${name},\n\nWelcome to ${sign.en}. Please confirm your e-mail address within 15 minutes:\n${link}\n\nIf you did not sign up, ignore this message.`,
    }),
    zh: ({ name, link }) => ({
      subject: '請確認你的電郵地址',
      body: `${name} 你好：\n\n歡迎加入${sign.zh}。請於 15 分鐘內確認你的電郵地址：\n${link}\n\n如你沒有註冊，請忽略此電郵。`,
    }),
    cn: ({ name, link }) => ({
      subject: '请确认您的电邮地址',
      body: `${name} 您好：\n\n欢迎加入${sign.cn}。请于 15 分钟内确认您的电邮地址：\n${link}\n\n如您没有注册，请忽略此邮件。`,
    }),
  },
  resetPassword: {
    en: ({ name, link }) => ({
      subject: 'Reset your password',
      body: `Hello ${name},\n\nUse this link within 15 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this message; your password stays the same.`,
    }),
    zh: ({ name, link }) => ({
      subject: '重設密碼',
      body: `${name} 你好：\n\n請於 15 分鐘內使用以下連結設定新密碼：\n${link}\n\n如你沒有提出要求，請忽略此訊息，你的密碼不會改變。`,
    }),
    cn: ({ name, link }) => ({
      subject: '重设密码',
      body: `${name} 您好：\n\n请于 15 分钟内使用以下链接设置新密码：\n${link}\n\n如您没有提出要求，请忽略此信息，您的密码不会改变。`,
    }),
  },
  changeCode: {
    en: ({ name, code }) => ({
      subject: 'Your verification code',
      body: `Hello ${name},\n\nYour ${sign.en} verification code is ${code}. It expires in 15 minutes.`,
    }),
    zh: ({ name, code }) => ({
      subject: '你的驗證碼',
      body: `${name} 你好：\n\n你的${sign.zh}驗證碼是 ${code}，15 分鐘內有效。`,
    }),
    cn: ({ name, code }) => ({
      subject: '您的验证码',
      body: `${name} 您好：\n\n您的${sign.cn}验证码是 ${code}，15 分钟内有效。`,
    }),
  },
  passwordChanged: {
    en: ({ name }) => ({
      subject: 'Your password was changed',
      body: `Hello ${name},\n\nYour password was just changed and other sessions were signed out. If this was not you, reset your password now.`,
    }),
    zh: ({ name }) => ({
      subject: '你的密碼已更改',
      body: `${name} 你好：\n\n你的密碼剛剛已更改，其他裝置已登出。如非本人操作，請立即重設密碼。`,
    }),
    cn: ({ name }) => ({
      subject: '您的密码已更改',
      body: `${name} 您好：\n\n您的密码刚刚已更改，其他设备已退出登录。如非本人操作，请立即重设密码。`,
    }),
  },
}
