import { type AdminDesigner, type AdminShowroom, HK_DISTRICTS } from '@shop/contract'
import { pickText } from '@shop/contract/client'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import { Field, FormStatus, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'
import { ActiveFields, refusedFor, TrilingualFields } from './fields.tsx'

/** A designer's form: new (`create`) or one to change (`save`). Works without JavaScript. */
export function DesignerForm({
  designer,
  showrooms,
  result,
}: {
  designer: AdminDesigner | null
  showrooms: AdminShowroom[]
  result: FormResult<string> | undefined
}) {
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const intent = designer ? `save:${designer._id}` : 'create'
  const refused = refusedFor(result, intent)
  const values = refused?.values ?? {
    name: designer?.name ?? '',
    title_en: designer?.title.en ?? '',
    title_zh: designer?.title.zh ?? '',
    title_cn: designer?.title.cn ?? '',
    showroom_id: designer?.showroom_id ?? '',
    home_visit_districts: designer?.home_visit_districts.join(',') ?? '',
    ...(designer?.is_active === false ? {} : { is_active: 'on' }),
  }
  const ticked = new Set(String(values.home_visit_districts ?? '').split(','))
  const errors = refused?.fieldErrors ?? {}
  const pending = isIntentPending(navigation, designer ? 'save' : 'create', {
    id: designer?._id ?? null,
  })
  // a closed showroom stays listed for the designer still based there
  const rooms = showrooms.filter((r) => r.is_active || r._id === designer?.showroom_id)
  return (
    <Form
      method="post"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid={designer ? 'designer-edit' : 'designer-new'}
    >
      {refused && <FormStatus result={refused as FormResult<string>} />}
      <input type="hidden" name="intent" value={designer ? 'save' : 'create'} />
      {designer && <input type="hidden" name="id" value={designer._id} />}
      <Field
        name="name"
        label={t('showrooms.team.name')}
        defaultValue={String(values.name ?? '')}
        error={errors.name}
        required
        maxLength={100}
      />
      <p className="text-sm text-stone-600">{t('showrooms.chineseHint')}</p>
      <TrilingualFields
        prefix="title"
        labels={[
          t('showrooms.team.titleEn'),
          t('showrooms.team.titleZh'),
          t('showrooms.team.titleCn'),
        ]}
        values={values}
        errors={errors}
        maxLength={100}
      />
      <div className="space-y-1">
        <SelectField
          name="showroom_id"
          label={t('showrooms.team.showroom')}
          defaultValue={String(values.showroom_id ?? '')}
          required
          aria-invalid={errors.showroom_id ? true : undefined}
        >
          <option value="">{t('showrooms.team.chooseShowroom')}</option>
          {rooms.map((r) => (
            <option key={r._id} value={r._id}>
              {pickText(r.name, language)}
            </option>
          ))}
        </SelectField>
        {errors.showroom_id && (
          <p className="text-sm text-red-700">{t('showrooms.errors.showroom')}</p>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('showrooms.team.districts')}</legend>
        <p className="text-xs text-stone-600">{t('showrooms.team.districtsHint')}</p>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-3">
          {HK_DISTRICTS.map((d) => (
            <label key={d.code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="home_visit_districts"
                value={d.code}
                defaultChecked={ticked.has(d.code)}
                className="size-5 shrink-0"
              />
              {pickText(d.name, language)}
            </label>
          ))}
        </div>
      </fieldset>
      <ActiveFields
        wasActive={designer ? designer.is_active : null}
        checked={values.is_active === 'on'}
        confirming={Boolean(refused?.values?.confirming)}
        errors={errors}
        values={refused?.values}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} pendingText={t('showrooms.saving')}>
          {designer ? t('showrooms.save') : t('showrooms.create')}
        </SubmitButton>
        {designer && (
          <Link to={pathname} className="text-sm underline underline-offset-2">
            {t('showrooms.cancel')}
          </Link>
        )}
      </div>
    </Form>
  )
}
