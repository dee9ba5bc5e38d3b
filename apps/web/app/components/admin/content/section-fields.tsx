import { MAX_SECTION_ITEMS } from '@shop/contract'
import { Field, TextAreaField } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { type ContentFormValues, LANGUAGES } from '#web/lib/content-form.ts'
import { type BindField, Fieldset } from './fieldset.tsx'

/** Sections whose entries carry a second line (a team member's role). */
const WITH_SUBTITLE = new Set(['team'])

/**
 * A page's sections (the FAQ's questions, the team, testimonials): each entry folded under its
 * title, with its place, texts in three languages and a "remove" box, and one blank entry to add.
 * Plain form fields: reordering is typing the place, so it works without script.
 */
export function SectionFields({
  values,
  field,
  errors,
}: {
  values: ContentFormValues
  field: BindField
  errors: Record<string, string>
}) {
  const { t, language: shown } = useAdminT()
  const sections = Number(values.sections_count ?? 0)
  const language = (l: (typeof LANGUAGES)[number]) => t(`content.languages.${l}`)
  return Array.from({ length: sections }, (_, s) => {
    const at = `sections_${s}`
    const key = values[`${at}_key`] ?? ''
    const count = Number(values[`${at}_count`] ?? 0)
    const rows = Math.min(count + 1, MAX_SECTION_ITEMS)
    const withSubtitle =
      WITH_SUBTITLE.has(key) ||
      Array.from({ length: count }, (_, i) => values[`${at}_items_${i}_subtitle_en`]).some(Boolean)
    const hasError = (prefix: string) => Object.keys(errors).some((k) => k.startsWith(prefix))
    return (
      <Fieldset
        key={key}
        legend={t('content.sections.legend', {
          title: values[`${at}_title_${shown}`] || values[`${at}_title_en`] || key,
        })}
      >
        <input type="hidden" name={`${at}_key`} value={key} />
        <input type="hidden" name={`${at}_count`} value={rows} />
        <p className="text-sm text-stone-600">{t('content.sections.hint')}</p>
        <div className="grid gap-3">
          {LANGUAGES.map((l) => (
            <Field
              key={l}
              {...field(`${at}_title_${l}`)}
              label={t('content.sections.titleIn', { language: language(l) })}
              maxLength={200}
            />
          ))}
        </div>
        <ol className="space-y-2" data-testid={`section-${key}-items`}>
          {Array.from({ length: rows }, (_, i) => {
            const item = `${at}_items_${i}`
            const adding = i === count
            const heading = adding
              ? t('content.sections.add')
              : `${i + 1}. ${values[`${item}_title_${shown}`] || values[`${item}_title_en`] || ''}`
            return (
              <li key={item} data-testid={adding ? 'section-item-new' : 'section-item'}>
                <details
                  open={hasError(`${item}_`) || undefined}
                  className="rounded border border-stone-200 p-3 open:bg-stone-50"
                >
                  <summary className="cursor-pointer break-words font-medium">{heading}</summary>
                  <div className="mt-3 grid gap-3">
                    <Field
                      name={`${item}_place`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      defaultValue={i + 1}
                      label={t('content.sections.place')}
                      hint={t('content.sections.placeHint')}
                      className="w-24 rounded border border-stone-300 bg-white px-3 py-2 text-base"
                    />
                    {LANGUAGES.map((l) => (
                      <Field
                        key={`title-${l}`}
                        {...field(`${item}_title_${l}`)}
                        label={t(`content.sections.itemTitle.${sectionKind(key)}`, {
                          language: language(l),
                        })}
                        maxLength={300}
                      />
                    ))}
                    {withSubtitle &&
                      LANGUAGES.map((l) => (
                        <Field
                          key={`subtitle-${l}`}
                          {...field(`${item}_subtitle_${l}`)}
                          label={t('content.sections.subtitleIn', { language: language(l) })}
                          maxLength={200}
                        />
                      ))}
                    {LANGUAGES.map((l) => (
                      <TextAreaField
                        key={`body-${l}`}
                        {...field(`${item}_body_${l}`)}
                        label={t(`content.sections.itemBody.${sectionKind(key)}`, {
                          language: language(l),
                        })}
                        rows={3}
                        className="font-mono text-sm"
                      />
                    ))}
                    {!adding && (
                      <label className="flex items-center gap-2 text-sm text-red-800">
                        <input type="checkbox" name={`${item}_remove`} className="size-5" />
                        {t('content.sections.remove')}
                      </label>
                    )}
                  </div>
                </details>
              </li>
            )
          })}
        </ol>
      </Fieldset>
    )
  })
}

/** The words an entry's fields use: a question and answer, or a name and text. */
const sectionKind = (key: string) => (key === 'faq' ? 'faq' : 'other')
