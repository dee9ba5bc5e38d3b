import type { StaffLanguage, StaffRole } from '@shop/contract'

const roleNames: Record<StaffLanguage, Record<StaffRole, string>> = {
  en: { owner: 'owner', manager: 'manager', staff: 'staff member' },
  zh: { owner: '店主', manager: '經理', staff: '職員' },
}

/** The invitation e-mail, in the invitee's back-office language. */
export function invitationMail(
  language: StaffLanguage,
  input: { name: string; inviter: string; role: StaffRole; link: string; hours: number },
) {
  const role = roleNames[language][input.role]
  if (language === 'zh') {
    return {
      subject: 'Maison Harbour 後台邀請',
      body: [
        `${input.name}，你好：`,
        '',
        `${input.inviter} 邀請你以${role}身分使用 Maison Harbour 後台。`,
        `請在 ${input.hours} 小時內開啟以下連結設定密碼：`,
        input.link,
        '',
        '如你並未預期收到此邀請，請忽略本郵件。',
      ].join('\n'),
    }
  }
  return {
    subject: 'Your invitation to the Maison Harbour back office',
    body: [
      `Hello ${input.name},`,
      '',
      `${input.inviter} has invited you to the Maison Harbour back office as ${role}.`,
      `Choose your password within ${input.hours} hours at:`,
      input.link,
      '',
      'If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n'),
  }
}
