import { type AdminCategory, pickText } from '@shop/contract'
import { Form, Link, useLocation } from 'react-router'
import { SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { nameValues } from '#web/lib/admin-taxonomy-form.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import { NameFields } from './name-fields.tsx'

/**
 * A category's names, reference, parent and whether the shop shows it (issue 27). Only top-level
 * categories are offered as parents: the shop's tree has two levels.
 */
export function CategoryForm({
  category,
  parents,
  result,
}: {
  category: AdminCategory | null
  parents: AdminCategory[]
  result: FormResult<string> | undefined
}) {
  const { t, tm, language } = useAdminT()
  const { pathname } = useLocation()
  const intent = category ? `save:${category._id}` : 'create'
  const refused = result && !result.ok && result.intent === intent ? result : null
  const values: Record<string, string | number> =
    refused?.values ??
    (category
      ? {
          ...nameValues(category.title, category.slug),
          parent_id: category.parent_id ?? '',
          active: category.active ? 'on' : '',
        }
      : { active: 'on' })
  const errors = refused?.fieldErrors ?? {}
  const pending = useIntentPending(category ? 'save' : 'create')
  return (
    <Form
      method="post"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid={category ? 'category-edit' : 'category-new'}
    >
      <input type="hidden" name="intent" value={category ? 'save' : 'create'} />
      {category && <input type="hidden" name="id" value={category._id} />}
      <NameFields values={values} errors={errors} />
      <SelectField
        name="parent_id"
        label={t('taxonomy.categories.parent')}
        defaultValue={String(values.parent_id ?? '')}
        aria-invalid={errors.parent_id ? true : undefined}
      >
        <option value="">{t('taxonomy.categories.top')}</option>
        {parents
          .filter((p) => p._id !== category?._id)
          .map((p) => (
            <option key={p._id} value={p._id}>
              {pickText(p.title, language)}
            </option>
          ))}
      </SelectField>
      <p className="text-xs text-stone-600">{t('taxonomy.categories.depthHint')}</p>
      {errors.parent_id && <p className="text-sm text-red-700">{tm(errors.parent_id)}</p>}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="active" defaultChecked={values.active === 'on'} />
        {t('taxonomy.categories.active')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} pendingText={t('taxonomy.form.saving')}>
          {category ? t('taxonomy.form.save') : t('taxonomy.form.create')}
        </SubmitButton>
        {category && (
          <Link to={pathname} className="text-sm underline underline-offset-2">
            {t('taxonomy.form.cancel')}
          </Link>
        )}
      </div>
    </Form>
  )
}
