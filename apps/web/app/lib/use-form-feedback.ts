import { type FormEvent, useEffect, useState } from 'react'
import type { z } from 'zod'
import { useToast } from '../components/toast.tsx'
import { type FieldErrors, type FormResult, validate } from './forms.ts'
import { useTranslation } from './i18n.tsx'

/**
 * spec §5: with JavaScript, the same contract schema checks the form before it is sent; a failed
 * check cancels the request and shows the error toast (top right, spec §8). Without JavaScript the
 * action runs the same check and renders the field errors.
 */
export function useValidatedSubmit<T extends z.ZodType>(
  schema: T,
  toBody: (form: FormData) => unknown,
) {
  const toast = useToast()
  const { t } = useTranslation()
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const result = validate(schema, toBody(new FormData(event.currentTarget, submitter)))
    if (result.ok) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    setClientErrors(result.fieldErrors)
    toast.error(t(result.toast))
  }
  return { onSubmit, clientErrors }
}

/** Shows the toast of an action answer once: "Success" bottom centre, errors top right (spec §8). */
export function useResultToast(result: FormResult | undefined) {
  const toast = useToast()
  const { t } = useTranslation()
  useEffect(() => {
    if (!result) return
    if (result.ok) toast.success(result.message ? t(result.message) : undefined)
    else toast.error(t(result.toast))
  }, [result, toast, t])
}

/** Field errors to show: the browser's own check first, else the server's answer. */
export function shownErrors(clientErrors: FieldErrors | null, result: FormResult | undefined) {
  return clientErrors ?? (result && !result.ok ? result.fieldErrors : {})
}
