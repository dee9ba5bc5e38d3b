import { HK_TIME_ZONE, type Locale, translateFrom } from '@shop/contract'
import { type MailKey, mailMessages } from '@shop/contract/i18n/mail'

export type { MailKey }
export type MailValues = Record<string, string | number>
export type MailText = { subject: string; body: string }

/**
 * One text of an e-mail or SMS in a language, `{{name}}` placeholders filled (issue 29). The
 * texts live in the contract's mail catalogue (`packages/contract/src/i18n/mail.*.ts`); lists,
 * amounts and dates are written by the caller and come in as values.
 */
export function renderMail(locale: Locale, key: MailKey, values: MailValues = {}): string {
  return translateFrom(mailMessages[locale], key, values, locale)
}

type AreaOf<K> = K extends `${infer Area}.subject`
  ? `${Area}.body` extends MailKey
    ? Area
    : never
  : never
/** An area's name when it has a `subject` and a `body`, such as `account.verify`. */
type MailArea = AreaOf<MailKey>

/** A whole message written in the catalogue: its `subject` and `body`, filled alike. */
export function renderMailText(locale: Locale, area: MailArea, values: MailValues = {}): MailText {
  return {
    subject: renderMail(locale, `${area}.subject`, values),
    body: renderMail(locale, `${area}.body`, values),
  }
}

const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', zh: 'zh-HK', cn: 'zh-CN' }

/** A day (or, with `parts`, a time) in Hong Kong as the language writes it: 05/02/2026. */
export function mailDate(
  date: Date,
  locale: Locale,
  parts: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' },
): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { timeZone: HK_TIME_ZONE, ...parts }).format(
    date,
  )
}

/** `renderMail` with the language bound, for a message written line by line. */
export const mailIn =
  (locale: Locale) =>
  (key: MailKey, values: MailValues = {}): string =>
    renderMail(locale, key, values)
