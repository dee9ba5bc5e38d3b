import { Field } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'

/**
 * A trilingual name and its reference (issue 27): fill one Chinese side, the API fills the other
 * with OpenCC. Field errors arrive keyed by the last part of their path (`en`, `zh`, `slug`).
 */
export function NameFields({
  values,
  errors,
}: {
  values: Record<string, string | number>
  errors: Record<string, string>
}) {
  const { t } = useAdminT()
  const value = (key: string) => String(values[key] ?? '')
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">{t('taxonomy.form.chineseHint')}</p>
      <Field
        name="name_en"
        label={t('taxonomy.form.nameEn')}
        defaultValue={value('name_en')}
        error={errors.en}
        required
        maxLength={200}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          name="name_zh"
          label={t('taxonomy.form.nameZh')}
          defaultValue={value('name_zh')}
          error={errors.zh}
          lang="zh-Hant-HK"
          maxLength={200}
        />
        <Field
          name="name_cn"
          label={t('taxonomy.form.nameCn')}
          defaultValue={value('name_cn')}
          error={errors.cn}
          lang="zh-Hans"
          maxLength={200}
        />
      </div>
      <Field
        name="slug"
        label={t('taxonomy.form.slug')}
        hint={t('taxonomy.form.slugHint')}
        defaultValue={value('slug')}
        error={errors.slug}
        maxLength={80}
      />
    </div>
  )
}
