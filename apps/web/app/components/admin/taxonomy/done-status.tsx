import { FormStatus } from '#web/components/form-field.tsx'
import type { FormResult } from '#web/lib/forms.ts'

const DONE = ['created', 'saved', 'moved', 'deleted'] as const

/** What the last change did (`?done=` after the redirect), or why the last form was refused. */
export function DoneStatus({
  done,
  result,
}: {
  done: string | null
  result: FormResult<string> | undefined
}) {
  const known = DONE.find((d) => d === done)
  return (
    <div aria-live="polite">
      {result && !result.ok ? (
        <FormStatus result={result} />
      ) : known ? (
        <FormStatus result={{ ok: true, message: `admin.taxonomy.${known}` }} />
      ) : null}
    </div>
  )
}
