import { Form, Link, useLocation, useNavigation } from 'react-router'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminInput } from '../form-field.tsx'

/**
 * A list's search field: a GET form (works without JavaScript) that keeps `q` in the URL and the
 * list's other filters (`keep`, e.g. the current status tab) as hidden fields; a new search
 * starts at page 1.
 */
export function ListSearch({
  q,
  keep = {},
  testId,
}: {
  q: string
  keep?: Record<string, string | null | undefined>
  testId?: string
}) {
  const { t } = useAdminT()
  const location = useLocation()
  const navigation = useNavigation()
  const searching =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname
  const cleared = new URLSearchParams()
  for (const [key, value] of Object.entries(keep)) if (value) cleared.set(key, value)
  return (
    <Form
      method="get"
      role="search"
      className="flex flex-wrap items-end gap-2"
      data-testid={testId}
    >
      {Object.entries(keep).map(([key, value]) =>
        value ? <input key={key} type="hidden" name={key} value={value} /> : null,
      )}
      <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm font-medium">
        {t('shell.listSearch.label')}
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={254}
          aria-describedby="list-search-hint"
          className={adminInput}
        />
        <span id="list-search-hint" className="font-normal text-stone-600">
          {t('shell.listSearch.hint')}
        </span>
      </label>
      <div className="flex items-center gap-3 pb-6">
        <button
          type="submit"
          disabled={searching}
          aria-busy={searching || undefined}
          className="rounded bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-stone-700 disabled:opacity-60"
        >
          {searching ? t('shell.listSearch.searching') : t('shell.listSearch.submit')}
        </button>
        {q && (
          <Link to={`${location.pathname}?${cleared}`} className="text-sm underline">
            {t('shell.listSearch.clear')}
          </Link>
        )}
      </div>
    </Form>
  )
}

/** The `q` a list page was asked for (trimmed, at most what the API accepts). */
export const searchOf = (url: URL) => url.searchParams.get('q')?.trim().slice(0, 254) ?? ''
