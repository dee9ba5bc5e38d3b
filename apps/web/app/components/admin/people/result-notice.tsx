import type { PeopleResult } from '../../../lib/admin-people.server.ts'
import { usePeopleTexts } from './texts.ts'

/** The clear result of a back-office form: a status when it worked, an alert when it did not. */
export function ResultNotice({ result, intent }: { result: PeopleResult | undefined; intent?: string }) {
  const { say } = usePeopleTexts()
  if (!result || (intent && result.intent !== intent)) return null
  return result.ok ? (
    <p
      role="status"
      data-testid="result-ok"
      className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
    >
      {say(result.message, result.values)}
    </p>
  ) : (
    <p
      role="alert"
      data-testid="result-error"
      className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
    >
      {say(result.message, result.values)}
    </p>
  )
}
