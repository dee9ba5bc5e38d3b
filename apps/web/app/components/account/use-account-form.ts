import { useEffect, useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import type { z } from 'zod'
import type { FormResult } from '#web/lib/forms.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'

/**
 * spec §4: account edits apply at once (the fetcher's pending values are shown) and, when the
 * server refuses, the form falls back to freshly reloaded server data. `actionData` is the answer
 * of a post made without JavaScript.
 */
export function useAccountForm<T extends z.ZodType>(
  schema: T,
  toBody: (form: FormData) => unknown,
  actionData: FormResult | undefined,
  { resetOnSuccess = false } = {},
) {
  const fetcher = useFetcher<FormResult>()
  const revalidator = useRevalidator()
  const { onSubmit, clientErrors } = useValidatedSubmit(schema, toBody)
  const result = fetcher.data ?? actionData
  useResultToast(fetcher.data)
  const [version, setVersion] = useState(0)
  const answer = fetcher.data
  // biome-ignore lint/correctness/useExhaustiveDependencies: react to a new answer only
  useEffect(() => {
    if (!answer) return
    if (!answer.ok) {
      setVersion((v) => v + 1)
      void revalidator.revalidate()
    } else if (resetOnSuccess) setVersion((v) => v + 1)
  }, [answer])
  return {
    fetcher,
    onSubmit,
    errors: shownErrors(clientErrors, result),
    /** Remounts the form (back to server values) after a refusal. */
    formKey: version,
    pending: fetcher.state !== 'idle',
    result,
  }
}
