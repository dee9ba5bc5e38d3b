import { Link, useLocation } from 'react-router'
import { usePeopleTexts } from './texts.ts'

/** Previous / next links of a server-paged list; other query parameters are kept. */
export function Pager({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { texts, fill } = usePeopleTexts()
  const location = useLocation()
  const pages = Math.max(1, Math.ceil(total / perPage))
  const href = (to: number) => {
    const params = new URLSearchParams(location.search)
    params.set('page', String(to))
    return `${location.pathname}?${params}`
  }
  const link = 'rounded border border-stone-300 px-3 py-2 text-sm dark:border-stone-600'
  return (
    <nav aria-label={fill(texts.pager.page, { page, pages })} className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link to={href(page - 1)} className={link} rel="prev">
          {texts.pager.previous}
        </Link>
      )}
      <span className="text-sm text-stone-600 dark:text-stone-300">
        {fill(texts.pager.page, { page, pages })} · {fill(texts.pager.total, { count: total })}
      </span>
      {page < pages && (
        <Link to={href(page + 1)} className={link} rel="next">
          {texts.pager.next}
        </Link>
      )}
    </nav>
  )
}
