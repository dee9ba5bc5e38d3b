import {
  ADMIN_PRODUCT_STATUSES,
  type AdminCatalogOptions,
  type AdminProduct,
  pickText,
} from '@shop/contract'
import { Form, useNavigation } from 'react-router'
import {
  adminInput,
  Field,
  FormStatus,
  SelectField,
  SubmitButton,
} from '#web/components/form-field.tsx'
import { productFormValues } from '#web/lib/admin-catalog-form.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'

/**
 * A product's texts and details (issue 27): English, Traditional and Simplified side by side, the
 * empty Chinese side filled by the API with OpenCC on save; works without JavaScript.
 */
export function ProductForm({
  product,
  options,
  result,
}: {
  product: AdminProduct | null
  options: AdminCatalogOptions
  result: FormResult<string> | undefined
}) {
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const mine = result?.intent === 'product'
  const refused = mine && result && !result.ok ? result : null
  const values =
    (refused?.values as Record<string, string> | undefined) ?? productFormValues(product)
  const errors = refused?.fieldErrors ?? {}
  const chosen = new Set(product?.category_ids ?? [])
  return (
    <Form
      method="post"
      className="space-y-4 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="product-form"
    >
      <input type="hidden" name="intent" value="product" />
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t('catalog.form.texts')}</legend>
        <p className="text-sm text-stone-600">{t('catalog.form.chineseHint')}</p>
        <Field
          name="title_en"
          label={t('catalog.form.titleEn')}
          defaultValue={values.title_en ?? ''}
          error={errors.en}
          required
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            name="title_zh"
            label={t('catalog.form.titleZh')}
            defaultValue={values.title_zh ?? ''}
            error={errors.zh}
            lang="zh-Hant-HK"
          />
          <Field
            name="title_cn"
            label={t('catalog.form.titleCn')}
            defaultValue={values.title_cn ?? ''}
            lang="zh-Hans"
          />
        </div>
        {(['en', 'zh', 'cn'] as const).map((lang) => (
          <label key={lang} className="block space-y-1">
            <span className="block text-sm font-medium">
              {t(`catalog.form.description${lang === 'en' ? 'En' : lang === 'zh' ? 'Zh' : 'Cn'}`)}
            </span>
            <textarea
              name={`description_${lang}`}
              rows={3}
              defaultValue={values[`description_${lang}`] ?? ''}
              className={adminInput}
            />
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('catalog.form.details')}</legend>
        <Field
          name="slug"
          label={t('catalog.form.slug')}
          hint={t('catalog.form.slugHint')}
          defaultValue={values.slug ?? ''}
          error={errors.slug}
        />
        <SelectField
          name="status"
          label={t('catalog.form.status')}
          defaultValue={values.status ?? 'draft'}
        >
          {ADMIN_PRODUCT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`catalog.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="brand_id"
          label={t('catalog.form.brand')}
          defaultValue={values.brand_id ?? ''}
        >
          <option value="">{t('catalog.form.noBrand')}</option>
          {options.brands.map((b) => (
            <option key={b._id} value={b._id}>
              {pickText(b.name, language)}
            </option>
          ))}
        </SelectField>
        <Field name="tags" label={t('catalog.form.tags')} defaultValue={values.tags ?? ''} />
        <Field
          name="lead_time_min_days"
          type="number"
          min={1}
          label={t('catalog.form.leadMin')}
          hint={t('catalog.form.leadHint')}
          defaultValue={values.lead_time_min_days ?? ''}
          error={errors.lead_time_min_days}
        />
        <Field
          name="lead_time_max_days"
          type="number"
          min={1}
          label={t('catalog.form.leadMax')}
          defaultValue={values.lead_time_max_days ?? ''}
          error={errors.lead_time_max_days}
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">{t('catalog.form.categories')}</legend>
          <div className="mt-1 grid max-h-56 gap-1 overflow-y-auto rounded border border-stone-200 p-2 sm:grid-cols-3">
            {options.categories.map((c) => (
              <label key={c._id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="category_ids"
                  value={c._id}
                  defaultChecked={chosen.has(c._id)}
                />
                {c.parent_id ? '— ' : ''}
                {pickText(c.title, language)}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
      <SubmitButton
        pending={isIntentPending(navigation, 'product')}
        pendingText={t('catalog.form.saving')}
      >
        {product ? t('catalog.form.save') : t('catalog.form.create')}
      </SubmitButton>
      {mine && <FormStatus result={result} />}
    </Form>
  )
}
