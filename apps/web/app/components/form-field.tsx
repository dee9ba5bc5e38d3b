import type { MessageKey } from '@shop/contract/client'
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react'
import { Link, useLocation } from 'react-router'
import type { FormResult } from '../lib/forms.ts'
import { useTranslation } from '../lib/i18n.tsx'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string
  label: string
  error?: MessageKey
  hint?: MessageKey
}

const inputClass =
  'w-full rounded border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900'

/** A labelled input; its error and hint are tied to it with aria-describedby. */
export function Field({ name, label, error, hint, ...input }: FieldProps) {
  const { t } = useTranslation()
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
        className={inputClass}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-500 dark:text-stone-400">
          {t(hint)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {t(error)}
        </p>
      )}
    </div>
  )
}

/** A labelled multi-line text box with the same look, hint and error wiring as `Field`. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string
  label: string
  error?: MessageKey
  hint?: MessageKey
}) {
  const { t } = useTranslation()
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
        className={inputClass}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-500 dark:text-stone-400">
          {t(hint)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {t(error)}
        </p>
      )}
    </div>
  )
}

/** A labelled select with the same look as `Field`. */
export function SelectField({
  name,
  label,
  defaultValue,
  children,
}: {
  name: string
  label: string
  defaultValue?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={inputClass}>
        {children}
      </select>
    </div>
  )
}

export function SubmitButton({ children, pending }: { children: ReactNode; pending?: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="w-full rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
    >
      {children}
    </button>
  )
}

/**
 * Two links that switch a form between e-mail and phone (a `type` search parameter, no script
 * needed). The login's `next` (where to return afterwards) stays.
 */
export function TypeTabs({ type, label }: { type: 'EMAIL' | 'PHONE'; label: string }) {
  const { t } = useTranslation()
  const search = new URLSearchParams(useLocation().search)
  // the other tab still comes back to `next` and still says why the shopper is signing in again
  const kept = ['next', 'expired', 'unsent'].flatMap((name) => {
    const value = search.get(name)
    return value === null ? [] : [[name, value]]
  })
  const tab = (value: 'EMAIL' | 'PHONE', text: string) => (
    <Link
      to={`?${new URLSearchParams([['type', value], ...kept])}`}
      replace
      aria-current={type === value ? 'page' : undefined}
      className={`flex-1 border-b-2 px-3 py-2 text-center text-sm ${type === value ? 'border-brand-700 font-semibold' : 'border-transparent text-stone-600 dark:text-stone-300'}`}
    >
      {text}
    </Link>
  )
  return (
    <nav aria-label={label} className="flex">
      {tab('EMAIL', t('auth.byEmail'))}
      {tab('PHONE', t('auth.byPhone'))}
    </nav>
  )
}

/** The frame of the sign-in family of pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-shop flex justify-center py-16">
      <div className="w-full max-w-md space-y-6 rounded-lg border border-stone-200 p-8 shadow-sm dark:border-stone-800">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </div>
  )
}

/**
 * The form's own outcome in the page, for shoppers without JavaScript (toasts need it) and for
 * screen readers: a refusal that names no field (wrong password, code expired …) or a success.
 */
export function FormStatus({ result }: { result: FormResult | undefined }) {
  const { t } = useTranslation()
  if (!result) return null
  if (result.ok) {
    return (
      <p role="status" className="rounded bg-brand-50 p-3 text-sm dark:bg-stone-800">
        {t(result.message ?? 'toast.success')}
      </p>
    )
  }
  if (Object.keys(result.fieldErrors).length > 0) return null
  return (
    <p
      role="alert"
      className="rounded bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {t(result.toast)}
    </p>
  )
}
