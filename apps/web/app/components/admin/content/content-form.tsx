import { type AdminPostOptions, CONTENT_STATUSES, pickText } from '@shop/contract'
import { type ReactNode, useId } from 'react'
import { Form, useNavigation } from 'react-router'
import type { AdminFormResult } from '../../../lib/admin-forms.ts'
import { useAdminT } from '../../../lib/admin-i18n.tsx'
import { type ContentFormValues, type ContentKind, LANGUAGES } from '../../../lib/content-form.ts'
import { AdminField, AdminSelect, AdminSubmit, adminInput } from '../admin-form.tsx'

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** A labelled text area for rich text; its error and hint are tied to it. */
function TextArea({
  name,
  label,
  hint,
  error,
  defaultValue,
  rows = 8,
}: {
  name: string
  label: string
  hint?: string
  error: string | undefined
  defaultValue: string
  rows?: number
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
        rows={rows}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${adminInput} font-mono text-sm`}
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

/**
 * Edit a journal post or a content page: titles and texts in three languages, for a post its
 * address, excerpt, cover and categories, and the state (draft, scheduled at a Hong Kong time,
 * published). A refused post comes back with what was typed (`values`) and each field's error.
 */
export function ContentForm({
  kind,
  values,
  result,
  options,
}: {
  kind: ContentKind
  values: ContentFormValues
  result: AdminFormResult | undefined
  options: AdminPostOptions | null
}) {
  const { t, tm, language } = useAdminT()
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
  const errors = result && !result.ok && result.intent === 'save' ? result.fieldErrors : {}
  const field = (name: string) => ({ name, defaultValue: values[name] ?? '', error: errors[name] })
  const languageName = (l: (typeof LANGUAGES)[number]) => t(`content.languages.${l}`)
  const chosen = new Set((values.category_ids ?? '').split(',').filter(Boolean))
  return (
    <Form method="post" noValidate className="space-y-4" data-testid="content-form">
      <Fieldset legend={t('content.form.texts')}>
        {LANGUAGES.map((l) => (
          <AdminField
            key={`title-${l}`}
            {...field(`title_${l}`)}
            label={t('content.form.titleIn', { language: languageName(l) })}
            maxLength={200}
          />
        ))}
        {kind === 'posts' &&
          LANGUAGES.map((l) => (
            <AdminField
              key={`summary-${l}`}
              {...field(`summary_${l}`)}
              label={t('content.form.summaryIn', { language: languageName(l) })}
              maxLength={500}
            />
          ))}
        {LANGUAGES.map((l) => (
          <TextArea
            key={`body-${l}`}
            {...field(`body_${l}`)}
            label={t('content.form.bodyIn', { language: languageName(l) })}
            hint={t('content.form.bodyHint')}
          />
        ))}
      </Fieldset>

      {kind === 'posts' && options && (
        <Fieldset legend={t('content.form.details')}>
          <AdminField
            {...field('slug')}
            label={t('content.form.slug')}
            hint={t('content.form.slugHint')}
            autoCapitalize="none"
            maxLength={100}
          />
          <AdminSelect name="cover" label={t('content.form.cover')} defaultValue={values.cover}>
            {options.covers.map((cover) => (
              <option key={cover.file} value={cover.file}>
                {cover.file}
              </option>
            ))}
          </AdminSelect>
          {errors.cover && <p className="text-sm text-red-700">{tm(errors.cover)}</p>}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('content.form.categories')}</legend>
            {options.categories.map((category) => (
              <label key={category._id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="category_ids"
                  value={category._id}
                  defaultChecked={chosen.has(category._id)}
                  className="size-5 shrink-0"
                />
                {pickText(category.title, language) || category.key}
              </label>
            ))}
          </fieldset>
        </Fieldset>
      )}

      <Fieldset legend={t('content.form.publishing')}>
        <AdminSelect name="status" label={t('content.form.status')} defaultValue={values.status}>
          {CONTENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`content.statuses.${status}`)}
            </option>
          ))}
        </AdminSelect>
        <AdminField
          {...field('publish_at')}
          type="datetime-local"
          label={t('content.form.publishAt')}
          hint={t('content.form.publishAtHint')}
        />
      </Fieldset>

      <AdminSubmit
        name="intent"
        value="save"
        pending={pending}
        pendingText={t('content.form.saving')}
      >
        {t('content.form.save')}
      </AdminSubmit>
    </Form>
  )
}
