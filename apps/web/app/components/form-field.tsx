import type { MessageKey } from '@shop/contract/client'
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react'
import { Link, useLocation } from 'react-router'
import { useStaffMessages } from '../lib/admin-i18n.tsx'
import type { FormResult, FormValues } from '../lib/forms.ts'
import { useTranslation } from '../lib/i18n.tsx'

/**
 * The one form kit of storefront and back office (STYLE §10). Inside the back office's frame it
 * shows message keys with the staff catalogue and takes the back office's look; elsewhere the
 * storefront's. Errors are message keys; hints are text already in the page's language.
 */
const LOOKS = {
  storefront: {
    input:
      'w-full rounded border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900',
    hint: 'text-xs text-stone-500 dark:text-stone-400',
    error: 'text-sm text-red-700 dark:text-red-400',
  },
  backOffice: {
    input:
      'w-full rounded border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600',
    hint: 'text-xs text-stone-600',
    error: 'text-sm text-red-700',
  },
}

/** The look of a bare back-office input that sits outside a `Field` (a table cell, a filter). */
export const adminInput = LOOKS.backOffice.input

function useFormKit() {
  const staff = useStaffMessages()
  const { t } = useTranslation()
  if (staff) return { backOffice: true, look: LOOKS.backOffice, text: staff }
  const text = (message: string, values?: FormValues) => t(message as MessageKey, values)
  return { backOffice: false, look: LOOKS.storefront, text }
}

type Described = {
  name: string
  label: string
  /** A message key of the catalogue (shown translated) */
  error?: string | undefined
  hint?: ReactNode
}

/** The label, the hint and the error around a control, tied to it with aria-describedby. */
function Labelled({
  label,
  error,
  hint,
  control,
}: Omit<Described, 'name'> & {
  control: (wiring: {
    id: string
    className: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
  }) => ReactNode
}) {
  const kit = useFormKit()
  const id = useId()
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {control({
        id,
        className: kit.look.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={kit.look.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={kit.look.error}>
          {kit.text(error)}
        </p>
      )}
    </div>
  )
}

/** A labelled input; its error and hint are tied to it with aria-describedby. */
export function Field({
  name,
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & Described) {
  return (
    <Labelled
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => <input {...wiring} name={name} {...input} />}
    />
  )
}

/**
 * A phone as every form asks for it (issue 29): the area code and the number side by side, with
 * the same limits, keyboard and autofill everywhere. The number may be typed as people type it
 * (spaces, dashes, +852, full-width digits): the contract's one rule reads it (`normalisePhone`).
 */
export function PhoneField({
  labels,
  areaCode,
  phone,
  errors = {},
  required,
}: {
  labels: { areaCode: string; phone: string }
  areaCode?: string | undefined
  phone?: string | undefined
  /** Message keys, as `Field` takes them. */
  errors?: { area_code?: string | undefined; phone?: string | undefined }
  required?: boolean
}) {
  return (
    <div className="grid grid-cols-[6rem_1fr] gap-3">
      <Field
        name="area_code"
        maxLength={12}
        label={labels.areaCode}
        type="tel"
        inputMode="tel"
        autoComplete="tel-country-code"
        defaultValue={areaCode}
        error={errors.area_code}
      />
      <Field
        name="phone"
        maxLength={40}
        label={labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required={required}
        defaultValue={phone}
        error={errors.phone}
      />
    </div>
  )
}

type ContactName = 'name' | 'email' | 'area_code' | 'phone'

/**
 * Who to reply to, as the storefront's forms ask for it (issue 29): the name, the e-mail and the
 * phone with the same names, limits, autofill and error wiring everywhere. In a fieldset with its
 * legend when the form groups it.
 */
export function ContactFieldset({
  legend,
  texts,
  nameLabel,
  values = {},
  errors = {},
  nameAutoComplete = 'name',
  required = false,
  phoneFirst = false,
}: {
  legend?: { text: string; className: string; fieldsetClassName: string }
  /** The catalogue area whose `name`, `email`, `areaCode`, `phone` and `contactHint` it shows. */
  texts: 'contact' | 'checkout' | 'quotations.form'
  /** Another label for the name than the area's. */
  nameLabel?: string
  values?: Partial<Record<ContactName, string | undefined>>
  /** Message keys, as `Field` takes them. */
  errors?: Partial<Record<ContactName, string | undefined>>
  /** `shipping name` where the name is the recipient's. */
  nameAutoComplete?: 'name' | 'shipping name'
  /** Both the e-mail and the phone; otherwise one of them, which the e-mail's hint says. */
  required?: boolean
  /** The phone before the e-mail (checkout and booking, where the courier or designer calls). */
  phoneFirst?: boolean
}) {
  const { t } = useTranslation()
  const email = (
    <Field
      name="email"
      maxLength={254}
      type="email"
      label={t(`${texts}.email`)}
      autoComplete="email"
      required={required || undefined}
      hint={required ? undefined : t(`${texts}.contactHint`)}
      defaultValue={values.email}
      error={errors.email}
    />
  )
  const phone = (
    <PhoneField
      labels={{ areaCode: t(`${texts}.areaCode`), phone: t(`${texts}.phone`) }}
      areaCode={values.area_code}
      phone={values.phone}
      errors={{ area_code: errors.area_code, phone: errors.phone }}
      required={required || undefined}
    />
  )
  const fields = (
    <>
      <Field
        name="name"
        maxLength={100}
        label={nameLabel ?? t(`${texts}.name`)}
        autoComplete={nameAutoComplete}
        required
        defaultValue={values.name}
        error={errors.name}
      />
      {phoneFirst ? phone : email}
      {phoneFirst ? email : phone}
    </>
  )
  if (!legend) return fields
  return (
    <fieldset className={legend.fieldsetClassName}>
      <legend className={legend.className}>{legend.text}</legend>
      {fields}
    </fieldset>
  )
}

/** A labelled multi-line text box with the same look, hint and error wiring as `Field`. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  className,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Described) {
  return (
    <Labelled
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => (
        <textarea
          {...wiring}
          className={className ? `${wiring.className} ${className}` : wiring.className}
          name={name}
          {...area}
        />
      )}
    />
  )
}

/** A labelled select with the same look and error wiring as `Field`. */
export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & Omit<Described, 'name'> & { children: ReactNode }) {
  return (
    <Labelled
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => (
        <select {...wiring} {...select}>
          {children}
        </select>
      )}
    />
  )
}

const BACK_OFFICE_BUTTONS = {
  primary: 'bg-stone-900 text-white hover:bg-stone-700',
  secondary: 'border border-stone-400 bg-white text-stone-900 hover:bg-stone-100',
  danger: 'border border-red-700 bg-white text-red-800 hover:bg-red-50',
}

/** A submit button that says what is happening while its form is being sent. */
export function SubmitButton({
  children,
  pending,
  pendingText,
  variant = 'primary',
  className,
  name,
  value,
}: {
  children: ReactNode
  pending?: boolean | undefined
  pendingText?: string | undefined
  variant?: keyof typeof BACK_OFFICE_BUTTONS | undefined
  name?: string
  value?: string
  className?: string
}) {
  const kit = useFormKit()
  const look = kit.backOffice
    ? `rounded px-4 py-2 text-sm font-medium disabled:opacity-60 ${BACK_OFFICE_BUTTONS[variant]}`
    : 'w-full rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60'
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={className ? `${look} ${className}` : look}
      name={name}
      value={value}
    >
      {pending && pendingText ? pendingText : children}
    </button>
  )
}

/** The values a message can name: kept form values may hold lists, which no message shows. */
const placeholders = (values: unknown) => values as FormValues | undefined

/**
 * The form's own outcome in the page, for visitors without JavaScript (toasts need it) and for
 * screen readers: a refusal (wrong password, code expired …) or a success. On the storefront a
 * refusal that names its fields is shown at the fields only, and a success without a message says
 * "done"; the back office always shows its alert, and `success` overrides the message.
 */
export function FormStatus({
  result,
  success,
}: {
  result: FormResult<string, unknown> | undefined
  success?: string | undefined
}) {
  const kit = useFormKit()
  if (!result) return null
  if (!result.ok) {
    if (!kit.backOffice && Object.keys(result.fieldErrors).length > 0) return null
    return (
      <p
        role="alert"
        className={
          kit.backOffice
            ? 'rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800'
            : 'rounded bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200'
        }
      >
        {kit.text(result.error, placeholders(result.values))}
      </p>
    )
  }
  const message = result.message ?? (kit.backOffice ? undefined : 'toast.success')
  const text = success ?? (message ? kit.text(message, placeholders(result.values)) : null)
  if (!text) return null
  return (
    <p
      role="status"
      className={
        kit.backOffice
          ? 'rounded border border-green-300 bg-green-50 p-3 text-sm text-green-900'
          : 'rounded bg-brand-50 p-3 text-sm dark:bg-stone-800'
      }
    >
      {text}
    </p>
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
