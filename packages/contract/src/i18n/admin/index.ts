import type { StaffLanguage } from '#contract/staff-roles.ts'
import { en } from '../en.ts'
import { translateFrom } from '../index.ts'
import { zh } from '../zh.ts'
import { auditEn } from './audit.en.ts'
import { auditZh } from './audit.zh.ts'
import { authEn } from './auth.en.ts'
import { authZh } from './auth.zh.ts'
import { catalogEn } from './catalog.en.ts'
import { catalogZh } from './catalog.zh.ts'
import { contentEn } from './content.en.ts'
import { contentZh } from './content.zh.ts'
import { discountsEn } from './discounts.en.ts'
import { discountsZh } from './discounts.zh.ts'
import { errorsEn } from './errors.en.ts'
import { errorsZh } from './errors.zh.ts'
import { importEn } from './import.en.ts'
import { importZh } from './import.zh.ts'
import { membershipEn } from './membership.en.ts'
import { membershipZh } from './membership.zh.ts'
import { newsletterEn } from './newsletter.en.ts'
import { newsletterZh } from './newsletter.zh.ts'
import { ordersEn } from './orders.en.ts'
import { ordersZh } from './orders.zh.ts'
import { peopleEn } from './people.en.ts'
import { peopleZh } from './people.zh.ts'
import { projectsEn } from './projects.en.ts'
import { projectsZh } from './projects.zh.ts'
import { quotationsEn } from './quotations.en.ts'
import { quotationsZh } from './quotations.zh.ts'
import { settingsEn } from './settings.en.ts'
import { settingsZh } from './settings.zh.ts'
import { shellEn } from './shell.en.ts'
import { shellZh } from './shell.zh.ts'
import { showroomsEn } from './showrooms.en.ts'
import { showroomsZh } from './showrooms.zh.ts'
import { staffEn } from './staff.en.ts'
import { staffZh } from './staff.zh.ts'
import { studioEn } from './studio.en.ts'
import { studioZh } from './studio.zh.ts'
import { synonymsEn } from './synonyms.en.ts'
import { synonymsZh } from './synonyms.zh.ts'
import { taxonomyEn } from './taxonomy.en.ts'
import { taxonomyZh } from './taxonomy.zh.ts'
import type { AdminCatalogue, AdminMessageKey } from './translate.ts'
import type { Translation } from './translation.ts'
import { vouchersEn } from './vouchers.en.ts'
import { vouchersZh } from './vouchers.zh.ts'

export * from './translate.ts'

/**
 * The back office's interface texts, one area per file and language (`shell.en.ts`,
 * `shell.zh.ts` …). Add an area by importing its two files and naming it in both objects below;
 * `Translation` makes the Chinese file carry every key of the English one.
 */
const adminEn = {
  shell: shellEn,
  auth: authEn,
  errors: errorsEn,
  staff: staffEn,
  audit: auditEn,
  orders: ordersEn,
  people: peopleEn,
  vouchers: vouchersEn,
  discounts: discountsEn,
  catalog: catalogEn,
  import: importEn,
  taxonomy: taxonomyEn,
  membership: membershipEn,
  studio: studioEn,
  showrooms: showroomsEn,
  quotations: quotationsEn,
  projects: projectsEn,
  settings: settingsEn,
  content: contentEn,
  synonyms: synonymsEn,
  newsletter: newsletterEn,
}
export type AdminMessages = Translation<typeof adminEn>
const adminZh: AdminMessages = {
  shell: shellZh,
  auth: authZh,
  errors: errorsZh,
  staff: staffZh,
  audit: auditZh,
  orders: ordersZh,
  people: peopleZh,
  vouchers: vouchersZh,
  discounts: discountsZh,
  catalog: catalogZh,
  import: importZh,
  taxonomy: taxonomyZh,
  membership: membershipZh,
  studio: studioZh,
  showrooms: showroomsZh,
  quotations: quotationsZh,
  projects: projectsZh,
  settings: settingsZh,
  content: contentZh,
  synonyms: synonymsZh,
  newsletter: newsletterZh,
}

export const adminMessages: Record<StaffLanguage, AdminMessages> = { en: adminEn, zh: adminZh }

export function adminCatalogue(language: StaffLanguage): AdminCatalogue {
  return { admin: adminMessages[language], errors: language === 'zh' ? zh.errors : en.errors }
}

/** An admin text outside React (server code, tests); `{{name}}` placeholders are filled. */
export function translateAdmin(
  language: StaffLanguage,
  key: AdminMessageKey,
  values?: Record<string, string | number>,
): string {
  return translateFrom(adminMessages[language], key, values, language)
}
