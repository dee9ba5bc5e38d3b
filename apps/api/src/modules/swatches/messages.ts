import type { Locale, LocalizedText } from '@shop/contract'
import { pickText } from '@shop/contract'
import { type MailText, renderMailText } from '#api/lib/mail-text.ts'

type Swatches = {
  reference: string
  product: LocalizedText
  colours: { name: LocalizedText }[]
}

const list = (s: Swatches, locale: Locale) =>
  s.colours.map((c) => `- ${pickText(c.name, locale)}`).join('\n')
const values = (s: Swatches, locale: Locale) => ({
  reference: s.reference,
  product: pickText(s.product, locale),
  colours: list(s, locale),
})

/**
 * The shopper's two e-mails, in the language of the page they asked on. Like the enquiry receipt
 * they repeat nothing the shopper typed (no relay for someone else's text): only the reference,
 * the product and the colours, which are the shop's own words.
 */
export const swatchConfirmation = (locale: Locale, s: Swatches): MailText =>
  renderMailText(locale, 'swatches.confirmation', values(s, locale))

export const swatchSent = (locale: Locale, s: Swatches): MailText =>
  renderMailText(locale, 'swatches.sent', values(s, locale))

/** The team reads requests in English, with what to post and where. */
export function swatchNotification(
  s: Swatches & { name: string; email: string; phone: string; address: string; language: Locale },
) {
  return {
    subject: `Swatch request ${s.reference}: ${pickText(s.product, 'en').slice(0, 80)}`,
    body: [
      `Reference: ${s.reference}`,
      `Product: ${pickText(s.product, 'en')}`,
      'Colours:',
      list(s, 'en'),
      `Name: ${s.name}`,
      `E-mail: ${s.email}`,
      `Phone: ${s.phone}`,
      `Address: ${s.address}`,
      `Language: ${s.language}`,
    ].join('\n'),
  }
}
