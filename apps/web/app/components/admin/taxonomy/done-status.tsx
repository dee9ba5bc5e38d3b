import type { AdminFormResult } from '../../../lib/admin-forms.ts'
import { AdminFormStatus } from '../admin-form.tsx'

const DONE = ['created', 'saved', 'moved', 'deleted'] as const

/** What the last change did (`?done=` after the redirect), or why the last form was refused. */
export function DoneStatus({
  done,
  result,
}: {
  done: string | null
  result: AdminFormResult | undefined
}) {
  const known = DONE.find((d) => d === done)
  return (
    <div aria-live="polite">
      {result && !result.ok ? (
        <AdminFormStatus result={result} />
      ) : known ? (
        <AdminFormStatus result={{ ok: true, message: `admin.taxonomy.${known}` }} />
      ) : null}
    </div>
  )
}
