import { type ReactNode, useId } from 'react'
import { Form } from 'react-router'
import type { FormResult } from '../lib/forms.ts'
import { useIntentPending } from '../lib/use-intent-pending.ts'
import { FormStatus, SubmitButton } from './form-field.tsx'

/**
 * One of a page's action forms (an order's "mark paid", a booking's "cancel"): posts its hidden
 * `intent`, says so while sending, and shows the answer that names its intent in a live region,
 * so screen readers hear it and a page without JavaScript shows it after the reload.
 */
export function ActionForm({
  intent,
  title,
  hint,
  submit,
  pending,
  result,
  variant,
  testId,
  children,
}: {
  intent: string
  title: string
  hint?: string | undefined
  submit: string
  /** The button's text while the form is being sent */
  pending: string
  result: FormResult<string> | undefined
  variant?: 'primary' | 'secondary' | 'danger' | undefined
  testId: string
  children?: ReactNode
}) {
  const titleId = useId()
  const sending = useIntentPending(intent)
  const mine = result?.intent === intent ? result : undefined
  return (
    <Form
      method="post"
      className="space-y-3 rounded border border-stone-200 bg-white p-4"
      data-testid={testId}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="font-semibold">
        {title}
      </h3>
      {hint && <p className="text-sm text-stone-600">{hint}</p>}
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div aria-live="polite">
        <FormStatus result={mine} />
      </div>
      <SubmitButton pending={sending} pendingText={pending} variant={variant}>
        {submit}
      </SubmitButton>
    </Form>
  )
}
