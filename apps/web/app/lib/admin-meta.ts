import type { StaffLanguage } from '@shop/contract/client'
import type { AdminCatalogue, AdminMessageKey } from '@shop/contract/i18n/admin/translate'
import { adminText } from '@shop/contract/i18n/admin/translate'
import type { MetaDescriptor } from 'react-router'

type Match = { id: string; loaderData?: unknown } | undefined

/** A back-office page's title in the member's language, from the admin frame's texts. */
export function adminMeta(matches: readonly Match[], key: AdminMessageKey): MetaDescriptor[] {
  const frame = matches.find((m) => m?.id === 'routes/admin/frame')?.loaderData as
    | { language: StaffLanguage; catalogue: AdminCatalogue }
    | undefined
  const language = frame?.language ?? 'en'
  const page = adminText(frame?.catalogue, language, key)
  const site = adminText(frame?.catalogue, language, 'shell.siteName')
  return [{ title: frame ? `${page} | ${site}` : 'Back office' }]
}
