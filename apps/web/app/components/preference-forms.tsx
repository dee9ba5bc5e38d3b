import { LOCALES, localizePath } from '@shop/contract/locales'
import { Form, useLocation } from 'react-router'
import { useTranslation } from '../lib/i18n.tsx'
import { useLocale, useRootData } from '../lib/use-root-data.ts'
import { DirectionIcon, GlobeIcon, MoonIcon, SunIcon } from './icons.tsx'

const PREFERENCES_ACTION = '/resources/preferences'

function useHere(): string {
  const location = useLocation()
  return `${location.pathname}${location.search}`
}

/**
 * Language switcher: keeps the current page and stores the choice in store_i18n (spec §2). A plain
 * form, so it works without JavaScript.
 */
export function LanguageSwitcher({ layout = 'menu' }: { layout?: 'menu' | 'list' }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const here = useHere()
  const buttons = LOCALES.map((code) => (
    <li key={code}>
      <button
        type="submit"
        name="lng"
        value={code}
        lang={code === 'en' ? 'en' : code === 'zh' ? 'zh-Hant' : 'zh-Hans'}
        aria-current={code === locale ? 'true' : undefined}
        data-href={localizePath(here, code)}
        className="menu-option"
      >
        {t(`languages.${code}`)}
      </button>
    </li>
  ))
  const form = (
    <Form method="post" action={PREFERENCES_ACTION} preventScrollReset>
      <input type="hidden" name="redirectTo" value={here} />
      <ul className={layout === 'list' ? 'flex flex-wrap gap-1' : 'min-w-36 p-1'}>{buttons}</ul>
    </Form>
  )
  if (layout === 'list') return form
  return (
    <details className="group relative" data-testid="language-switcher">
      <summary className="icon-summary">
        <GlobeIcon />
        <span className="sr-only">{t('header.language')}</span>
        <span className="hidden text-sm whitespace-nowrap lg:inline">
          {t(`languages.${locale}`)}
        </span>
      </summary>
      <div className="absolute end-0 z-40 mt-1 rounded-md border border-stone-200 bg-white shadow-lg dark:border-stone-700 dark:bg-stone-900">
        {form}
      </div>
    </details>
  )
}

/** Light/dark and left-to-right/right-to-left toggles, remembered in cookies. */
export function DisplayToggles() {
  const { t } = useTranslation()
  const here = useHere()
  const preferences = useRootData()?.preferences ?? { theme: 'light', dir: 'ltr' }
  const dark = preferences.theme === 'dark'
  const rtl = preferences.dir === 'rtl'
  return (
    <Form
      method="post"
      action={PREFERENCES_ACTION}
      preventScrollReset
      className="flex items-center"
    >
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        name="theme"
        value={dark ? 'light' : 'dark'}
        aria-pressed={dark}
        aria-label={t('header.darkMode')}
        data-testid="toggle-theme"
        className="icon-button"
      >
        {dark ? <SunIcon /> : <MoonIcon />}
      </button>
      <button
        type="submit"
        name="dir"
        value={rtl ? 'ltr' : 'rtl'}
        aria-pressed={rtl}
        aria-label={t('header.rightToLeft')}
        data-testid="toggle-direction"
        className="icon-button"
      >
        <DirectionIcon />
      </button>
    </Form>
  )
}
