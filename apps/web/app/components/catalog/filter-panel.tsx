import type { SortingList } from '@shop/contract'
import { type Locale, pickText, wholeDollars } from '@shop/contract/client'
import type { FormEvent } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import {
  categoryCheckState,
  type FilterCategory,
  type FilterChoices,
  type ListState,
  listSearch,
  readListState,
} from '#web/lib/product-list.ts'

export const FILTER_FORM_ID = 'product-filters'

type Props = {
  action: string
  state: ListState
  tree: FilterCategory[]
  filters: FilterChoices
  /** The list's search: a new one refreshes the fields (back and forward show their values). */
  version: string
}

/** Reads the filter form into the clean URL of its state (no empty or default parameters). */
function cleanSearch(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.append(name, value)
  }
  return listSearch(readListState(params))
}

/**
 * The product list filters (spec §2): category tree, brands, colours, price range and keyword. A
 * GET form: without script "Apply" submits it; with script every change applies at once. On small
 * screens the filters fold into a disclosure (spec §9 mobile filter panel up to 350px); the
 * keyword box stays above it, joined to the form by `form=`.
 */
export function FilterPanel({ action, state, tree, filters, version }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const apply = (form: HTMLFormElement) => navigate(`${action}${cleanSearch(form)}`)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void apply(event.currentTarget)
  }
  /** Checkboxes and selects apply at once; a parent category replaces its children. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement
    if (input.type === 'number' || input.type === 'search') return
    const form = event.currentTarget
    const box = (slug: string) =>
      form.querySelector<HTMLInputElement>(`input[name="category"][value="${slug}"]`)
    if (input.name === 'category') {
      const parent = tree.find((node) => node.children.some((child) => child.slug === input.value))
      if (!parent) {
        const node = tree.find((n) => n.slug === input.value)
        for (const child of node?.children ?? []) {
          const childBox = box(child.slug)
          if (childBox) childBox.checked = false
        }
      } else if (!input.checked) {
        const parentBox = box(parent.slug)
        if (parentBox) parentBox.checked = false
      }
    }
    void apply(form)
  }
  return (
    <>
      {/* issue 14: outside the folded panel, so phones see the box; Enter submits the filter form */}
      <div className="mb-4">
        <label htmlFor="keyword" className="mb-1 block font-semibold">
          {t('catalog.keyword')}
        </label>
        <input
          key={version}
          id="keyword"
          name="keyword"
          type="search"
          form={FILTER_FORM_ID}
          defaultValue={state.keyword}
          placeholder={t('catalog.keywordPlaceholder')}
          maxLength={100}
          enterKeyHint="search"
          className="w-full rounded border border-stone-300 bg-transparent px-3 py-2 dark:border-stone-600"
        />
      </div>
      <details
        className="group rounded-md border border-stone-200 lg:border-0 dark:border-stone-700 lg:[&::details-content]:[content-visibility:visible] lg:[&::details-content]:block"
        data-testid="filter-panel"
      >
        <summary className="cursor-pointer list-none p-3 font-semibold lg:hidden">
          {t('catalog.filters')}
        </summary>
        {/* keyed by the search, not the disclosure: a phone keeps the panel open between ticks (issue 30) */}
        <Form
          key={version}
          id={FILTER_FORM_ID}
          method="get"
          action={action}
          onSubmit={onSubmit}
          onChange={onChange}
          className="flex max-w-[350px] flex-col gap-6 p-3 lg:max-w-none lg:p-0"
          aria-label={t('catalog.filters')}
        >
          <fieldset>
            <legend className="mb-2 font-semibold">{t('catalog.categories')}</legend>
            <ul className="space-y-1">
              {tree.map((node) => {
                const check = categoryCheckState(node, state.categories)
                return (
                  <li key={node.slug}>
                    <label className="check">
                      <input
                        type="checkbox"
                        name="category"
                        value={node.slug}
                        defaultChecked={check === 'checked'}
                        aria-checked={check === 'mixed' ? 'mixed' : undefined}
                        ref={(el) => {
                          if (el) el.indeterminate = check === 'mixed'
                        }}
                      />
                      <span className="font-medium">{node.title}</span>
                    </label>
                    {node.children.length > 0 && (
                      <ul className="sublist">
                        {node.children.map((child) => (
                          <li key={child.slug}>
                            <label className="check">
                              <input
                                type="checkbox"
                                name="category"
                                value={child.slug}
                                defaultChecked={state.categories.includes(child.slug)}
                              />
                              {child.title}
                            </label>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                )
              })}
            </ul>
          </fieldset>

          <fieldset>
            <legend className="mb-2 font-semibold">{t('catalog.brands')}</legend>
            <ul className="max-h-[170px] space-y-1 overflow-y-auto text-sm">
              {filters.brands.map((brand) => (
                <li key={brand.slug}>
                  <label className="check">
                    <input
                      type="checkbox"
                      name="brand"
                      value={brand.slug}
                      defaultChecked={state.brands.includes(brand.slug)}
                    />
                    {brand.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          <fieldset>
            <legend className="mb-2 font-semibold">{t('catalog.colours')}</legend>
            <ul className="swatch-options">
              {filters.colours.map((colour) => (
                <li key={colour.slug}>
                  {/* the checkbox itself is drawn as the swatch (app.css) */}
                  <label title={colour.name}>
                    <input
                      type="checkbox"
                      name="colour"
                      value={colour.slug}
                      defaultChecked={state.colours.includes(colour.slug)}
                      style={{ color: colour.hex }}
                    />
                    <span className="sr-only">{colour.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>

          <fieldset>
            <legend className="mb-2 font-semibold">{t('catalog.price')}</legend>
            <div className="check">
              <label className="sr-only" htmlFor="price_min">
                {t('catalog.priceMin')}
              </label>
              <input
                id="price_min"
                name="price_min"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={state.priceMin}
                placeholder={String(wholeDollars(filters.price.min, 'down'))}
                className="field"
              />
              <span aria-hidden>–</span>
              <label className="sr-only" htmlFor="price_max">
                {t('catalog.priceMax')}
              </label>
              <input
                id="price_max"
                name="price_max"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={state.priceMax}
                placeholder={String(wholeDollars(filters.price.max, 'up'))}
                className="field"
              />
            </div>
          </fieldset>

          {state.view !== 'grid' && <input type="hidden" name="view" value={state.view} />}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className="rounded bg-brand-700 px-4 py-2 text-white hover:bg-brand-900"
            >
              {t('catalog.apply')}
            </button>
            <Link to={action} className="text-sm underline hover:text-brand-700">
              {t('catalog.clear')}
            </Link>
          </div>
        </Form>
      </details>
    </>
  )
}

/** Sort and per-page selects: outside the panel, submitted with it through `form=`. */
export function SortAndPerPage({
  state,
  sorting,
  perPageOptions,
  locale,
}: {
  state: ListState
  sorting: SortingList | null
  perPageOptions: readonly number[]
  locale: Locale
}) {
  const { t } = useTranslation()
  const select = 'field-select'
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {sorting && (
        <label className="check">
          {t('catalog.sort')}
          <select
            name="sort"
            form={FILTER_FORM_ID}
            defaultValue={state.sort === sorting.default ? '' : (state.sort ?? '')}
            className={select}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {sorting.options.map((option) => (
              // the default order has no parameter, so the plain list keeps its plain address
              <option key={option.key} value={option.key === sorting.default ? '' : option.key}>
                {pickText(option.title, locale)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="check">
        {t('catalog.perPage')}
        <select
          name="per_page"
          form={FILTER_FORM_ID}
          defaultValue={state.perPage}
          className={select}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {perPageOptions.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" form={FILTER_FORM_ID} className="rounded border px-3 py-1.5">
          {t('catalog.apply')}
        </button>
      </noscript>
    </div>
  )
}
