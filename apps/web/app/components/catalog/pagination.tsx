import { Link } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'

/** Page numbers around the current one, with the first and last always shown. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 1, current, current + 1])
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const page of sorted) {
    const previous = out.at(-1)
    if (typeof previous === 'number' && page - previous > 1) out.push('gap')
    out.push(page)
  }
  return out
}

type Props = {
  page: number
  lastPage: number
  hrefOf(page: number): string
  /** Names the list being paged for screen readers (default: products). */
  label?: string
}

/** Links to pages of a list; plain links, so paging works without script and is crawlable. */
export function Pagination({ page, lastPage, hrefOf, label }: Props) {
  const { t } = useTranslation()
  if (lastPage <= 1) return null
  const item = 'page-link'
  return (
    <nav aria-label={label ?? t('catalog.pagination')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev" className={item}>
              <span aria-hidden>‹</span>
              <span className="sr-only">{t('catalog.previous')}</span>
            </Link>
          </li>
        )}
        {pageWindow(page, lastPage).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden className="px-1">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefOf(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('catalog.pageN', { page: p })}
                className={item}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < lastPage && (
          <li>
            <Link to={hrefOf(page + 1)} rel="next" className={item}>
              <span aria-hidden>›</span>
              <span className="sr-only">{t('catalog.next')}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
