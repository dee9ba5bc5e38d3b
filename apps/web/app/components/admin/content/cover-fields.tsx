import { type AdminPostOptions, imageUrl, PRODUCT_IMAGE_ACCEPT } from '@shop/contract'
import { Field, SelectField } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { type ContentFormValues, LANGUAGES } from '#web/lib/content-form.ts'
import type { BindField } from './fieldset.tsx'

/**
 * A post's cover: the picture now, a new one to upload (a phone offers its camera; a file dropped
 * on the field is taken too), or one the journal already uses; its alt text in three languages.
 * The upload goes with the form (multipart), so it works without script.
 */
export function CoverFields({
  values,
  field,
  options,
}: {
  values: ContentFormValues
  field: BindField
  options: AdminPostOptions
}) {
  const { t } = useAdminT()
  const cover = values.cover ?? ''
  const covers =
    options.covers.some((c) => c.file === cover) || !cover
      ? options.covers
      : [{ file: cover, url: imageUrl(cover) }, ...options.covers]
  const alt = field('cover_alt_en').defaultValue
  // a saved post without a cover keeps none until a picture is chosen
  const none = !cover && values.version !== '0'
  return (
    <div className="grid gap-3" data-testid="cover-fields">
      {cover && (
        <img
          src={`${imageUrl(cover)}?width=320`}
          alt={alt}
          width={320}
          height={180}
          className="aspect-video w-full max-w-xs rounded border border-stone-200 bg-stone-100 object-cover"
          data-testid="cover-now"
        />
      )}
      <Field
        name="cover_upload"
        type="file"
        accept={PRODUCT_IMAGE_ACCEPT}
        label={t('content.form.coverUpload')}
        hint={t('content.form.coverUploadHint')}
        error={field('cover').error}
        className="w-full rounded border border-dashed border-stone-400 bg-stone-50 px-3 py-4 text-sm file:mr-3 file:rounded file:border-0 file:bg-stone-900 file:px-3 file:py-2 file:text-white"
      />
      {cover && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="cover_remove"
            value="on"
            defaultChecked={values.cover_remove === 'on'}
          />
          {t('content.form.removeCover')}
        </label>
      )}
      <SelectField name="cover" label={t('content.form.cover')} defaultValue={cover}>
        {none && <option value="">{t('content.form.noCover')}</option>}
        {covers.map((c) => (
          <option key={c.file} value={c.file}>
            {c.file}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-3">
        {LANGUAGES.map((l) => (
          <Field
            key={l}
            {...field(`cover_alt_${l}`)}
            label={t('content.form.coverAltIn', { language: t(`content.languages.${l}`) })}
            hint={l === 'en' ? t('content.form.coverAltHint') : undefined}
            maxLength={200}
          />
        ))}
      </div>
    </div>
  )
}
