import { formatMoney, localizePath } from '@shop/contract/client'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useFetcher, useNavigate } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import { listSearch, readListState } from '#web/lib/product-list.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type {
  SearchSuggestion,
  SearchSuggestionsData,
} from '#web/routes/resources.search-suggestions.ts'
import { Modal } from '../modal.tsx'

/** Wait this long after the last key before asking: fewer calls while a word is being typed. */
const TYPING_PAUSE_MS = 150

const listHref = (changes: { keyword?: string; categories?: string[] }) =>
  `/shop/main/product${listSearch({ ...readListState(new URLSearchParams()), ...changes })}`

/**
 * The search overlay (spec §4 Visual states: search overlay; §9 results at most 350 px high): a
 * combobox whose listbox offers products (picture and price) and categories while the shopper
 * types, and "see all results" for the product list. Arrow keys move through the options, Enter
 * opens one (or searches), Escape closes; focus stays in the dialog. A plain GET form underneath,
 * so Enter works before the suggestions arrive.
 */
export default function SearchOverlay({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const fetcher = useFetcher<SearchSuggestionsData>()
  const { load } = fetcher
  const [keyword, setKeyword] = useState('')
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`

  // after the dialog's showModal (a parent effect, so it runs after this one's frame is queued)
  useEffect(() => {
    if (!open) return
    const frame = requestAnimationFrame(() => input.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [open])

  const wanted = keyword.trim()
  useEffect(() => {
    if (!wanted) return
    const timer = setTimeout(() => {
      void load(`/resources/search-suggestions?${new URLSearchParams({ locale, keyword: wanted })}`)
    }, TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [wanted, locale, load])

  const data = wanted && fetcher.data?.keyword === wanted ? fetcher.data : null
  const suggestions: SearchSuggestion[] = data?.suggestions ?? []
  const products = suggestions.filter((s) => s.kind === 'product')
  const categories = suggestions.filter((s) => s.kind === 'category')
  // the options in order: products, categories, then "see all results"
  const options = wanted ? [...products, ...categories, null] : []
  const hrefOf = (option: SearchSuggestion | null) =>
    option?.kind === 'product'
      ? option.href
      : localizePath(
          option ? listHref({ categories: [option.slug] }) : listHref({ keyword: wanted }),
          locale,
        )

  const go = (href: string) => {
    onClose()
    void navigate(href)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // a search box would only clear itself on Escape; here Escape closes the overlay
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (!options.length) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      // -1 (the box itself) is part of the cycle: Up from the first option returns to typing
      setActive((current) => {
        const next = current + step
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next
      })
    } else if (event.key === 'Enter' && active >= 0 && active < options.length) {
      event.preventDefault()
      go(hrefOf(options[active] ?? null))
    }
  }
  // the options may have changed since the last key
  const activeIndex = active >= options.length ? -1 : active

  const optionClass = (index: number) =>
    `flex cursor-pointer items-center gap-3 rounded px-3 py-2 text-sm ${
      index === activeIndex
        ? 'bg-brand-50 dark:bg-stone-800'
        : 'hover:bg-stone-100 dark:hover:bg-stone-800'
    }`
  const option = (suggestion: SearchSuggestion | null, index: number, children: ReactNode) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter)
    <div
      key={suggestion?.id ?? 'all'}
      id={optionId(index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === activeIndex}
      data-testid={`search-option-${suggestion?.kind ?? 'all'}`}
      className={optionClass(index)}
      onMouseMove={() => setActive(index)}
      onClick={() => go(hrefOf(suggestion))}
    >
      {children}
    </div>
  )

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('search.title')}
      hideTitle
      className="mx-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-lg p-4 pt-14 sm:p-6 sm:pt-14"
    >
      <form
        method="get"
        action={localizePath('/shop/main/product', locale)}
        onSubmit={(event) => {
          event.preventDefault()
          if (wanted) go(hrefOf(null))
        }}
      >
        <label htmlFor={`${id}-input`} className="mb-2 block font-semibold">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          name="keyword"
          type="search"
          role="combobox"
          autoComplete="off"
          maxLength={100}
          value={keyword}
          placeholder={t('search.placeholder')}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={`${id}-help`}
          data-testid="search-input"
          onChange={(event) => {
            setKeyword(event.currentTarget.value)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          className="w-full rounded border border-stone-300 bg-transparent px-3 py-2 text-base dark:border-stone-600"
        />
        <p id={`${id}-help`} className="sr-only">
          {t('search.instructions')}
        </p>
      </form>
      <p role="status" className="mt-2 min-h-5 text-sm text-stone-600 dark:text-stone-300">
        {!wanted
          ? ''
          : !data
            ? t('search.searching')
            : suggestions.length
              ? t('search.suggestionsCount', { count: suggestions.length })
              : t('search.nothing', { keyword: wanted })}
      </p>
      {data?.didYouMean && !suggestions.length && (
        <p className="mt-1 text-sm" data-testid="search-did-you-mean">
          {t('search.didYouMean')}{' '}
          <button
            type="button"
            className="font-semibold underline hover:text-brand-700"
            onClick={() => {
              setKeyword(data.didYouMean ?? '')
              input.current?.focus()
            }}
          >
            {data.didYouMean}
          </button>
        </p>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.label')}
        data-testid="search-suggestions"
        className="mt-2 max-h-[350px] overflow-y-auto"
        hidden={!options.length}
      >
        {products.map((product, index) =>
          option(
            product,
            index,
            <>
              <span className="size-12 shrink-0 overflow-hidden rounded bg-stone-100 dark:bg-stone-800">
                {product.kind === 'product' && product.image && (
                  <img
                    src={`${product.image}?width=96`}
                    alt=""
                    width={48}
                    height={48}
                    className="size-full object-cover"
                  />
                )}
              </span>
              <span className="min-w-0 flex-1 truncate">{product.title}</span>
              {product.kind === 'product' && (
                <span className="shrink-0 tabular-nums">{formatMoney(product.price, locale)}</span>
              )}
            </>,
          ),
        )}
        {categories.map((category, index) =>
          option(
            category,
            products.length + index,
            <>
              <span className="text-stone-600 dark:text-stone-300">{t('search.categories')}:</span>
              <span className="font-medium">{category.title}</span>
            </>,
          ),
        )}
        {wanted &&
          option(
            null,
            options.length - 1,
            <span className="font-medium text-brand-700 dark:text-brand-300">
              {t('search.seeAll', { keyword: wanted })}
            </span>,
          )}
      </div>
    </Modal>
  )
}
