import { Field } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'

type Values = Record<string, string | number>

/** One text in three languages: inputs `${prefix}_en`, `_zh`, `_cn`; errors keyed the same. */
export function TrilingualFields({
  prefix,
  labels,
  values,
  errors,
  required = true,
  maxLength,
}: {
  prefix: string
  labels: [string, string, string]
  values: Values
  errors: Record<string, string>
  required?: boolean
  maxLength: number
}) {
  const value = (lang: string) => String(values[`${prefix}_${lang}`] ?? '')
  return (
    <div className="space-y-3">
      <Field
        name={`${prefix}_en`}
        label={labels[0]}
        defaultValue={value('en')}
        error={errors[`${prefix}_en`]}
        required={required}
        maxLength={maxLength}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          name={`${prefix}_zh`}
          label={labels[1]}
          defaultValue={value('zh')}
          error={errors[`${prefix}_zh`]}
          lang="zh-Hant-HK"
          maxLength={maxLength}
        />
        <Field
          name={`${prefix}_cn`}
          label={labels[2]}
          defaultValue={value('cn')}
          error={errors[`${prefix}_cn`]}
          lang="zh-Hans"
          maxLength={maxLength}
        />
      </div>
    </div>
  )
}

/** Active or not; making an active one inactive asks for a ticked confirmation (the action). */
export function ActiveFields({
  wasActive,
  checked,
  confirming,
  errors,
  values,
}: {
  wasActive: boolean | null
  checked: boolean
  confirming: boolean
  errors: Record<string, string>
  /** What the refusal's message names (the number of bookings to move). */
  values?: Values | undefined
}) {
  const { t, tm } = useAdminT()
  return (
    <div className="space-y-2">
      {wasActive !== null && (
        <input type="hidden" name="was_active" value={wasActive ? '1' : '0'} />
      )}
      <label className="flex items-start gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="is_active"
          defaultChecked={checked}
          className="mt-0.5 size-5 shrink-0"
          aria-describedby={errors.is_active ? 'active-error' : undefined}
        />
        {t('showrooms.active')}
      </label>
      {errors.is_active && (
        <p id="active-error" className="text-sm text-red-700">
          {tm(errors.is_active, values)}
        </p>
      )}
      {confirming && (
        <label className="flex items-start gap-2 rounded border border-red-300 bg-red-50 p-2 text-sm font-medium text-red-900">
          <input type="checkbox" name="confirm_inactive" className="mt-0.5 size-5 shrink-0" />
          {t('showrooms.confirmLabel')}
        </label>
      )}
    </div>
  )
}

/** The item's row opened for editing, or the new item's form: what its posted answer says. */
export function refusedFor(
  result: { ok: boolean; intent?: string } | undefined,
  intent: string,
): (typeof result & { ok: false; fieldErrors: Record<string, string>; values?: Values }) | null {
  return result && !result.ok && result.intent === intent ? (result as never) : null
}
