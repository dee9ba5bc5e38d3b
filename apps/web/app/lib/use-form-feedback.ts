import type { MessageKey } from '@shop/contract/client'
import { type FormEvent, useEffect, useRef, useState } from 'react'
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
  const form = useRef<HTMLFormElement | null>(null)
  const check = useRef({ schema, toBody })
  check.current = { schema, toBody }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.current = event.currentTarget
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const result = validate(schema, toBody(new FormData(event.currentTarget, submitter)))
    if (result.ok) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    setClientErrors(result.fieldErrors)
    toast.error(t(result.error))
  }
  // an error clears as its field is corrected; fields not flagged yet are not judged while typing
  const flagged = clientErrors !== null && Object.keys(clientErrors).length > 0
  useEffect(() => {
    const element = form.current
    if (!flagged || !element) return
    const recheck = () => {
      const result = validate(check.current.schema, check.current.toBody(new FormData(element)))
      const now: FieldErrors = result.ok ? {} : result.fieldErrors
      setClientErrors((shown) => {
        if (!shown) return shown
        const kept = Object.entries(shown).flatMap(([name]) =>
          now[name] ? [[name, now[name]] as const] : [],
        )
        const same =
          kept.length === Object.keys(shown).length && kept.every(([n, m]) => shown[n] === m)
        return same ? shown : Object.fromEntries(kept)
      })
    }
    element.addEventListener('input', recheck)
    element.addEventListener('change', recheck)
    return () => {
      element.removeEventListener('input', recheck)
      element.removeEventListener('change', recheck)
    }
  }, [flagged])
  return { onSubmit, clientErrors }
}

/**
 * Shows the toast of an action answer once: "Success" bottom centre, errors top right (spec §8).
 * Once per answer: the root reloads after a post and hands out a new `t`, which must not toast the
 * same answer again.
 */
export function useResultToast(result: FormResult<MessageKey, unknown> | undefined) {
  const toast = useToast()
  const { t } = useTranslation()
  const shown = useRef<FormResult<MessageKey, unknown> | undefined>(undefined)
  useEffect(() => {
    if (!result || shown.current === result) return
    shown.current = result
    if (result.ok) toast.success(result.message ? t(result.message) : undefined)
    else toast.error(t(result.error))
  }, [result, toast, t])
}

/** Field errors to show: the browser's own check first, else the server's answer. */
export function shownErrors(
  clientErrors: FieldErrors | null,
  result: FormResult<MessageKey, unknown> | undefined,
) {
  return clientErrors ?? (result && !result.ok ? result.fieldErrors : {})
}
