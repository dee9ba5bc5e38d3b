import type { StaffLanguage, StaffRole } from '@shop/contract'
import { type MailText, renderMail, renderMailText } from '#api/lib/mail-text.ts'

/** The invitation e-mail, in the invitee's back-office language. */
export function invitationMail(
  language: StaffLanguage,
  input: { name: string; inviter: string; role: StaffRole; link: string; hours: number },
): MailText {
  const role = renderMail(language, `staff.roles.${input.role}`)
  return renderMailText(language, 'staff.invitation', { ...input, role })
}
