import { useTranslation } from '../lib/i18n.tsx'
import { usePutBackKeptForm } from '../lib/kept-form.ts'

/** Says so when a form typed before the session ended was put back on this page (kept-form.ts). */
export function KeptFormNotice() {
  const { t } = useTranslation()
  if (!usePutBackKeptForm()) return null
  return (
    <div className="container-shop pt-4">
      <p
        role="status"
        className="rounded bg-brand-50 p-3 text-sm dark:bg-stone-800"
        data-testid="kept-form"
      >
        {t('auth.formPutBack')}
      </p>
    </div>
  )
}
