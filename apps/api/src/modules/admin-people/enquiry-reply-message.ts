import type { Locale } from '@shop/contract'
import { type MailText, renderMailText } from '#api/lib/mail-text.ts'

type Reply = { reference: string; name: string; staffName: string; body: string }

/**
 * A staff reply by e-mail: greeting, subject and signature in the enquiry's language, the staff
 * member's text exactly as written (a value is never read for placeholders).
 */
export const enquiryReplyMessage = (locale: Locale, reply: Reply): MailText =>
  renderMailText(locale, 'enquiryReply', reply)
