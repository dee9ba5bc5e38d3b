import type { Locale } from '@shop/contract'
import { type MailText, renderMailText } from '#api/lib/mail-text.ts'

type Enquiry = {
  reference: string
  name: string
  email: string
  phone: string
  subject: string
  description: string
  language: Locale
}

/**
 * The confirmation repeats nothing the sender typed except the reference: otherwise the form
 * would let anyone mail their own text to any address under our name.
 */
export const enquiryConfirmation = (locale: Locale, reference: string): MailText =>
  renderMailText(locale, 'enquiry', { reference })

/** The team reads enquiries in English, with the sender's language noted. */
export function enquiryNotification(enquiry: Enquiry): { subject: string; body: string } {
  return {
    subject: `New enquiry ${enquiry.reference}: ${enquiry.subject.slice(0, 80)}`,
    body: [
      `Reference: ${enquiry.reference}`,
      `Name: ${enquiry.name}`,
      `E-mail: ${enquiry.email || '-'}`,
      `Phone: ${enquiry.phone || '-'}`,
      `Language: ${enquiry.language}`,
      `Subject: ${enquiry.subject}`,
      '',
      enquiry.description,
    ].join('\n'),
  }
}
