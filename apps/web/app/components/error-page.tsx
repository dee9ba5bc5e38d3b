import { localizePath, splitLocalePath } from '@shop/contract/locales'
import { Component, type ReactNode, useEffect } from 'react'
import { isRouteErrorResponse } from 'react-router'
import { reloadForChunkError } from '../lib/chunk-reload.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { LocalizedLink } from './localized-link.tsx'

export const BROKEN = {
  en: { notice: 'Something went wrong while showing this error.', home: 'Go home' },
  zh: { notice: '顯示錯誤時發生問題。', home: '回到主頁' },
  cn: { notice: '显示错误时发生问题。', home: '回到主页' },
} as const

/** spec §8: an error inside the error page shows a notice and a go-home link. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    // translation context may be what broke, so these few words are written here
    const { locale } = splitLocalePath(
      typeof window === 'undefined' ? '/' : window.location.pathname,
    )
    return (
      <div className="container-shop py-24 text-center" data-testid="error-page-fallback">
        <p>{BROKEN[locale].notice}</p>
        <a href={localizePath('/', locale)} className="mt-4 inline-block underline">
          {BROKEN[locale].home}
        </a>
      </div>
    )
  }
}

function ErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation()
  useEffect(() => {
    reloadForChunkError(error)
  }, [error])
  const status = isRouteErrorResponse(error) ? error.status : 500
  let message: string
  if (status === 404) message = t('errorPage.notFound')
  else if (isRouteErrorResponse(error)) {
    message =
      typeof error.data === 'string' && error.data
        ? error.data
        : error.statusText || t('errorPage.unexpected')
  } else message = t('errorPage.unexpected')
  return (
    <div
      className="container-shop flex flex-col items-center gap-4 py-24 text-center"
      data-testid="error-page"
    >
      <p className="text-6xl font-light text-brand-600">{status}</p>
      <h1 className="text-2xl font-semibold">{message}</h1>
      <LocalizedLink
        to="/"
        className="rounded bg-brand-700 px-5 py-2 text-white hover:bg-brand-900"
      >
        {t('common.goHome')}
      </LocalizedLink>
    </div>
  )
}

/** The generic error page: status and message; 404 says "This page could not be found". */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <ErrorPageGuard>
      <ErrorContent error={error} />
    </ErrorPageGuard>
  )
}
