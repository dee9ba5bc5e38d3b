import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react'
import type { AdminFormResult } from '../../lib/admin-forms.ts'
import { useAdminT } from '../../lib/admin-i18n.tsx'

export const adminInput =
  'w-full rounded border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string
  label: string
  /** A message key of the catalogue (shown translated) */
  error?: string | undefined
  hint?: string | undefined
}

/** A labelled input; its error and hint are tied to it with aria-describedby. */
export function AdminField({ name, label, error, hint, ...input }: FieldProps) {
  const { tm } = useAdminT()
  const id = useId()
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={adminInput}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {tm(error)}
        </p>
      )}
    </div>
  )
}

/** A labelled text area (rich text, notes); its error and hint tied to it as AdminField's are. */
export function AdminTextArea({
  name,
  label,
  error,
  hint,
  className,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string
  label: string
  error?: string | undefined
  hint?: string | undefined
}) {
  const { tm } = useAdminT()
  const id = useId()
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${adminInput} ${className ?? ''}`}
        {...area}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {tm(error)}
        </p>
      )}
    </div>
  )
}

export function AdminSelect({
  label,
  children,
  error,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  children: ReactNode
  /** A message key of the catalogue (shown translated) */
  error?: string | undefined
}) {
  const { tm } = useAdminT()
  const id = useId()
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={adminInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {tm(error)}
        </p>
      )}
    </div>
  )
}

/** A submit button that says what is happening while its form is being sent. */
export function AdminSubmit({
  children,
  pending,
  pendingText,
  variant = 'primary',
  ...button
}: {
  children: ReactNode
  pending?: boolean
  pendingText?: string
  variant?: 'primary' | 'secondary' | 'danger'
  name?: string
  value?: string
  className?: string
}) {
  const look = {
    primary: 'bg-stone-900 text-white hover:bg-stone-700',
    secondary: 'border border-stone-400 bg-white text-stone-900 hover:bg-stone-100',
    danger: 'border border-red-700 bg-white text-red-800 hover:bg-red-50',
  }[variant]
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={`rounded px-4 py-2 text-sm font-medium disabled:opacity-60 ${look} ${button.className ?? ''}`}
      name={button.name}
      value={button.value}
    >
      {pending && pendingText ? pendingText : children}
    </button>
  )
}

/** The result of a form: an alert when refused, a status line when done. */
export function AdminFormStatus({
  result,
  success,
}: {
  result: AdminFormResult | undefined
  success?: string | undefined
}) {
  const { tm } = useAdminT()
  if (!result) return null
  if (!result.ok) {
    return (
      <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
        {tm(result.error, result.values)}
      </p>
    )
  }
  const text = success ?? (result.message ? tm(result.message, result.values) : null)
  if (!text) return null
  return (
    <p
      role="status"
      className="rounded border border-green-300 bg-green-50 p-3 text-sm text-green-900"
    >
      {text}
    </p>
  )
}

/** A centred card for the pages before sign-in (login, invitation, two-factor). */
export function AdminCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="mb-6 text-2xl font-semibold">{title}</h1>
      <div className="space-y-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        {children}
      </div>
    </main>
  )
}
