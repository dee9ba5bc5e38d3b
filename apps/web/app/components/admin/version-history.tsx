import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import { SubmitButton } from '../form-field.tsx'
import { Pager } from './pager.tsx'

/** What every kept version shows: its number, when, who, and whether it is the current one. */
export type HistoryEntry = {
  version: number
  created_at: string
  staff: { name: string } | null
  current: boolean
}

/** The words of one history, in the member's language. */
export type HistoryTexts = {
  title: string
  version: string
  current: string
  restore: string
  /** The question asked before a restore. */
  confirm: (version: number) => ReactNode
  restoreSubmit: (version: number) => string
  restoring: string
  cancel: string
}

/**
 * The kept versions of something (site settings, a post, a page), newest first: when, who, and
 * what `describe` says of each. "Restore…" asks first (a state of the page, `?restore=N`, so it
 * works without script), then posts `intent=restore` with `restore=N` and the `hidden` fields.
 */
export function VersionHistory<T extends HistoryEntry>({
  id,
  testId,
  entryTestId,
  texts,
  entries,
  total,
  page,
  perPage,
  restoring,
  canRestore,
  describe,
  details,
  hidden = {},
}: {
  id: string
  testId: string
  entryTestId?: string
  texts: HistoryTexts
  entries: T[]
  total: number
  page: number
  perPage: number
  restoring: number | null
  canRestore: boolean
  /** Beside the number, time and name: the part changed, the state, a restore's origin. */
  describe: (entry: T) => ReactNode
  /** Under the line: the entry's title, say. */
  details?: (entry: T) => ReactNode
  hidden?: Record<string, string | number>
}) {
  const sending = useIntentPending('restore')
  return (
    <section aria-labelledby={id} className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {texts.title}
      </h2>
      <ul className="divide-y divide-stone-200 text-sm" data-testid={testId}>
        {entries.map((entry) => (
          <li key={entry.version} className="space-y-2 py-3" data-testid={entryTestId}>
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <span className="font-medium">
                {texts.version} {entry.version}
              </span>
              <time dateTime={entry.created_at} className="text-stone-600">
                {formatDateTime(entry.created_at)}
              </time>
              <span>{entry.staff?.name ?? '—'}</span>
              {describe(entry)}
              {entry.current ? (
                <span className="rounded bg-green-100 px-2 py-0.5 text-xs text-green-900">
                  {texts.current}
                </span>
              ) : (
                canRestore &&
                restoring !== entry.version && (
                  <Link
                    to={`?page=${page}&restore=${entry.version}#restore-${entry.version}`}
                    preventScrollReset
                    className="text-sm underline underline-offset-2"
                  >
                    {texts.restore}
                  </Link>
                )
              )}
            </div>
            {details?.(entry)}
            {canRestore && restoring === entry.version && !entry.current && (
              <Form
                method="post"
                id={`restore-${entry.version}`}
                className="space-y-3 rounded border border-amber-300 bg-amber-50 p-3"
                data-testid="confirm-restore"
              >
                {Object.entries(hidden).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <input type="hidden" name="restore" value={entry.version} />
                <p>{texts.confirm(entry.version)}</p>
                <div className="flex flex-wrap items-center gap-3">
                  <SubmitButton
                    name="intent"
                    value="restore"
                    variant="danger"
                    pending={sending}
                    pendingText={texts.restoring}
                  >
                    {texts.restoreSubmit(entry.version)}
                  </SubmitButton>
                  <Link to={`?page=${page}`} className="text-sm underline underline-offset-2">
                    {texts.cancel}
                  </Link>
                </div>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Pager page={page} perPage={perPage} total={total} />
    </section>
  )
}
