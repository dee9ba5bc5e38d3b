import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { Field, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { SETTINGS_LANGUAGES, type SettingsValues } from '#web/lib/settings-form.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'

/**
 * One section of the settings page: its own form (`intent`), carrying the version it was edited
 * from, its result above the fields, and its save button.
 */
export function SettingsSection({
  id,
  title,
  hint,
  intent,
  version,
  result,
  submit,
  pending,
  multipart = false,
  children,
}: {
  id: string
  title: string
  hint: string
  intent: string
  version: number
  result: FormResult<string> | undefined
  submit: string | null
  pending: string
  /** The form sends files (the hero's pictures). */
  multipart?: boolean
  children: ReactNode
}) {
  const sending = useIntentPending(intent)
  return (
    <section aria-labelledby={id} className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{hint}</p>
      <Form
        method="post"
        encType={multipart ? 'multipart/form-data' : undefined}
        noValidate
        className="space-y-4"
        data-testid={`settings-${intent}`}
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="version" value={version} />
        <div aria-live="polite">
          <FormStatus result={result} />
        </div>
        <fieldset disabled={submit === null} className="space-y-4">
          {children}
        </fieldset>
        {submit && (
          <SubmitButton name="intent" value={intent} pending={sending} pendingText={pending}>
            {submit}
          </SubmitButton>
        )}
      </Form>
    </section>
  )
}

/** A text field bound to the section's values and errors by name. */
export function useSettingsField(values: SettingsValues, result: FormResult<string> | undefined) {
  const errors = result && !result.ok ? result.fieldErrors : {}
  return (name: string) => ({ name, defaultValue: values[name] ?? '', error: errors[name] })
}

/** The same text in English, Traditional and Simplified Chinese, side by side on a wide screen. */
export function TrilingualFields({
  name,
  label,
  values,
  result,
  maxLength,
}: {
  name: string
  label: string
  values: SettingsValues
  result: FormResult<string> | undefined
  maxLength: number
}) {
  const { t } = useAdminT()
  const field = useSettingsField(values, result)
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {SETTINGS_LANGUAGES.map((language) => (
        <Field
          key={language}
          {...field(`${name}_${language}`)}
          label={t('settings.inLanguage', {
            field: label,
            language: t(`settings.languages.${language}`),
          })}
          lang={language === 'en' ? 'en' : language === 'zh' ? 'zh-Hant-HK' : 'zh-Hans'}
          maxLength={maxLength}
        />
      ))}
    </div>
  )
}
