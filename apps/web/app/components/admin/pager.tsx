import { Link, useLocation } from 'react-router'
import { useAdminT } from '#web/lib/admin-i18n.tsx'

/** Previous / next links of a list paged on the server, keeping the other search parameters. */
export function Pager({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { t } = useAdminT()
  const location = useLocation()
  const pages = Math.max(1, Math.ceil(total / perPage))
  const to = (n: number) => {
    const search = new URLSearchParams(location.search)
    search.set('page', String(n))
    return `${location.pathname}?${search}`
  }
  const link = 'rounded border border-stone-400 px-3 py-1.5 text-sm hover:bg-stone-100'
  return (
    <nav
      aria-label={t('shell.pager.page', { page, pages })}
      className="flex flex-wrap items-center gap-3"
    >
      {page > 1 && (
        <Link to={to(page - 1)} className={link} rel="prev">
          {t('shell.pager.previous')}
        </Link>
      )}
      <span className="text-sm text-stone-600">
        {t('shell.pager.page', { page, pages })} · {t('shell.pager.total', { count: total })}
      </span>
      {page < pages && (
        <Link to={to(page + 1)} className={link} rel="next">
          {t('shell.pager.next')}
        </Link>
      )}
    </nav>
  )
}
