import type { Locale } from '../locales.ts'
import { mailCn } from './mail.cn.ts'
import { type MailMessages, mailEn } from './mail.en.ts'
import { mailZh } from './mail.zh.ts'
import type { Paths } from './translate-from.ts'

export type { MailMessages }

/**
 * The texts of the e-mails and SMS the API sends, per language (issue 29). Imported by the API
 * only, through `@shop/contract/i18n/mail`: the package's index does not export it, so the
 * storefront's bundles never carry it.
 */
export const mailMessages: Record<Locale, MailMessages> = { en: mailEn, zh: mailZh, cn: mailCn }

/** Every mail key, e.g. `order.shipped.subject`. */
export type MailKey = Paths<MailMessages>
