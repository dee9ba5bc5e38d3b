import { type AdminPostOptions, CONTENT_STATUSES, pickText } from '@shop/contract'
import { Form } from 'react-router'
import { Field, SelectField, SubmitButton, TextAreaField } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { type ContentFormValues, type ContentKind, LANGUAGES } from '#web/lib/content-form.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import { CoverFields } from './cover-fields.tsx'
import { type BindField, Fieldset } from './fieldset.tsx'
import { SectionFields } from './section-fields.tsx'

/**
 * Edit a journal post or a content page: titles and texts in three languages, for a post its
 * address, excerpt, cover and categories, for a page its sections, and the state (draft,
 * scheduled at a Hong Kong time, published). It carries the version it was opened at; a refused
 * save comes back with what was typed (`values`) and each field's error.
 */
export function ContentForm({
  kind,
  values,
  result,
  options,
}: {
  kind: ContentKind
  values: ContentFormValues
  result: FormResult<string> | undefined
  options: AdminPostOptions | null
}) {
  const { t, language } = useAdminT()
  const pending = useIntentPending('save')
  const errors = result && !result.ok && result.intent === 'save' ? result.fieldErrors : {}
  const field: BindField = (name) => ({
    name,
    defaultValue: values[name] ?? '',
    error: errors[name],
  })
  const languageName = (l: (typeof LANGUAGES)[number]) => t(`content.languages.${l}`)
  const chosen = new Set((values.category_ids ?? '').split(',').filter(Boolean))
  return (
    <Form
      method="post"
      encType={kind === 'posts' ? 'multipart/form-data' : undefined}
      noValidate
      className="space-y-4"
      data-testid="content-form"
    >
      <input type="hidden" name="version" value={values.version ?? '0'} />
      <Fieldset legend={t('content.form.texts')}>
        {LANGUAGES.map((l) => (
          <Field
            key={`title-${l}`}
            {...field(`title_${l}`)}
            label={t('content.form.titleIn', { language: languageName(l) })}
            maxLength={200}
          />
        ))}
        {kind === 'posts' &&
          LANGUAGES.map((l) => (
            <Field
              key={`summary-${l}`}
              {...field(`summary_${l}`)}
              label={t('content.form.summaryIn', { language: languageName(l) })}
              maxLength={500}
            />
          ))}
        {LANGUAGES.map((l) => (
          <TextAreaField
            key={`body-${l}`}
            {...field(`body_${l}`)}
            label={t('content.form.bodyIn', { language: languageName(l) })}
            hint={t('content.form.bodyHint')}
            rows={8}
            className="font-mono text-sm"
          />
        ))}
      </Fieldset>

      {kind === 'pages' && (
        <>
          <input type="hidden" name="sections_count" value={values.sections_count ?? '0'} />
          <SectionFields values={values} field={field} errors={errors} />
        </>
      )}

      {kind === 'posts' && options && (
        <Fieldset legend={t('content.form.details')}>
          <Field
            {...field('slug')}
            label={t('content.form.slug')}
            hint={t('content.form.slugHint')}
            autoCapitalize="none"
            maxLength={100}
          />
          <CoverFields values={values} field={field} options={options} />
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
        <SelectField
          name="status"
          label={t('content.form.status')}
          defaultValue={values.status}
          error={errors.status}
        >
          {CONTENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`content.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <Field
          {...field('publish_at')}
          type="datetime-local"
          label={t('content.form.publishAt')}
          hint={t('content.form.publishAtHint')}
        />
      </Fieldset>

      <SubmitButton
        name="intent"
        value="save"
        pending={pending}
        pendingText={t('content.form.saving')}
      >
        {t('content.form.save')}
      </SubmitButton>
    </Form>
  )
}
