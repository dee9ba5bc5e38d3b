import type { StaffLanguage } from '@shop/contract/client'
import {
  type AdminCatalogue,
  type AdminMessageKey,
  adminMessage,
  adminText,
} from '@shop/contract/i18n/admin/translate'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { FormValues } from './forms.ts'

/**
 * Back-office texts. The admin frame's loader sends the page's one language of the admin
 * catalogue (never the storefront's); `useAdminT()` reads it. The storefront's `useTranslation`
 * is not used on admin pages.
 */
type Value = { language: StaffLanguage; catalogue: AdminCatalogue | undefined }
// null outside the back office's frame: the form kit speaks the storefront's catalogue there
const AdminI18nContext = createContext<Value | null>(null)

export function AdminI18nProvider({
  language,
  catalogue,
  children,
}: Value & { children: ReactNode }) {
  const value = useMemo(() => ({ language, catalogue }), [language, catalogue])
  return <AdminI18nContext.Provider value={value}>{children}</AdminI18nContext.Provider>
}

export type AdminT = (key: AdminMessageKey, values?: Record<string, string | number>) => string

export function useAdminT(): {
  t: AdminT
  /** A schema's or the API's message key (`admin.errors.totpFormat`, `errors.emailFormat`). */
  tm: (message: string, values?: Record<string, string | number>) => string
  language: StaffLanguage
} {
  const { language, catalogue } = useContext(AdminI18nContext) ?? { language: 'en' as const }
  return useMemo(
    () => ({
      t: (key, values) => adminText(catalogue, language, key, values),
      tm: (message, values) => adminMessage(catalogue, language, message, values),
      language,
    }),
    [language, catalogue],
  )
}

/** Inside the back office: its way of showing a message key; null on storefront pages. */
export function useStaffMessages(): ((message: string, values?: FormValues) => string) | null {
  const value = useContext(AdminI18nContext)
  return useMemo(
    () =>
      value &&
      ((message, values) => adminMessage(value.catalogue, value.language, message, values)),
    [value],
  )
}
