import { Form, useLocation } from 'react-router'
import { useAdminT } from '#web/lib/admin-i18n.tsx'

/** The language switch of the pages before sign-in (remembered by this browser). */
export function LanguageSwitch() {
  const { t, language } = useAdminT()
  const location = useLocation()
  const other = language === 'en' ? 'zh' : 'en'
  return (
    <Form method="post" action="/admin/language" className="flex justify-end px-4 pt-4 text-sm">
      <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        name="language"
        value={other}
        lang={other === 'zh' ? 'zh-Hant-HK' : 'en'}
        aria-label={`${t('shell.switchTo')}: ${t(`shell.languages.${other}`)}`}
        className="rounded border border-stone-400 px-2 py-1 hover:bg-stone-100"
      >
        {t(`shell.languages.${other}`)}
      </button>
    </Form>
  )
}
