import { type AdminShowroom, HK_DISTRICTS } from '@shop/contract'
import { pickText } from '@shop/contract/client'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import { Field, FormStatus, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'
import { ActiveFields, refusedFor, TrilingualFields } from './fields.tsx'

const texts = (
  prefix: string,
  text: { en: string; zh: string; cn: string } | null | undefined,
) => ({
  [`${prefix}_en`]: text?.en ?? '',
  [`${prefix}_zh`]: text?.zh ?? '',
  [`${prefix}_cn`]: text?.cn ?? '',
})

/** A showroom's form: new (`create`) or one to change (`save`). Works without JavaScript. */
export function ShowroomForm({
  room,
  result,
}: {
  room: AdminShowroom | null
  result: FormResult<string> | undefined
}) {
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const intent = room ? `save:${room._id}` : 'create'
  const refused = refusedFor(result, intent)
  const values = refused?.values ?? {
    ...texts('name', room?.name),
    ...texts('address', room?.address),
    ...texts('opening', room?.opening_text),
    district: room?.district ?? '',
    phone: room?.phone ?? '',
    ...(room?.is_active === false ? {} : { is_active: 'on' }),
  }
  const errors = refused?.fieldErrors ?? {}
  const pending = isIntentPending(navigation, room ? 'save' : 'create', { id: room?._id ?? null })
  return (
    <Form
      method="post"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid={room ? 'showroom-edit' : 'showroom-new'}
    >
      {refused && <FormStatus result={refused as FormResult<string>} />}
      <input type="hidden" name="intent" value={room ? 'save' : 'create'} />
      {room && <input type="hidden" name="id" value={room._id} />}
      <p className="text-sm text-stone-600">{t('showrooms.chineseHint')}</p>
      <TrilingualFields
        prefix="name"
        labels={[
          t('showrooms.rooms.nameEn'),
          t('showrooms.rooms.nameZh'),
          t('showrooms.rooms.nameCn'),
        ]}
        values={values}
        errors={errors}
        maxLength={100}
      />
      <TrilingualFields
        prefix="address"
        labels={[
          t('showrooms.rooms.addressEn'),
          t('showrooms.rooms.addressZh'),
          t('showrooms.rooms.addressCn'),
        ]}
        values={values}
        errors={errors}
        maxLength={200}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <SelectField
            name="district"
            label={t('showrooms.rooms.district')}
            defaultValue={String(values.district ?? '')}
            required
            aria-invalid={errors.district ? true : undefined}
          >
            <option value="">{t('showrooms.rooms.chooseDistrict')}</option>
            {HK_DISTRICTS.map((d) => (
              <option key={d.code} value={d.code}>
                {pickText(d.name, language)}
              </option>
            ))}
          </SelectField>
          {errors.district && (
            <p className="text-sm text-red-700">{t('showrooms.rooms.chooseDistrict')}</p>
          )}
        </div>
        <Field
          name="phone"
          type="tel"
          label={t('showrooms.rooms.phone')}
          hint={t('showrooms.rooms.phoneHint')}
          defaultValue={String(values.phone ?? '')}
          error={errors.phone}
          maxLength={40}
        />
      </div>
      <p className="text-sm text-stone-600">{t('showrooms.rooms.openingHint')}</p>
      <TrilingualFields
        prefix="opening"
        labels={[
          t('showrooms.rooms.openingEn'),
          t('showrooms.rooms.openingZh'),
          t('showrooms.rooms.openingCn'),
        ]}
        values={values}
        errors={errors}
        required={false}
        maxLength={120}
      />
      <ActiveFields
        wasActive={room ? room.is_active : null}
        checked={values.is_active === 'on'}
        confirming={Boolean(refused?.values?.confirming)}
        errors={errors}
        values={refused?.values}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} pendingText={t('showrooms.saving')}>
          {room ? t('showrooms.save') : t('showrooms.create')}
        </SubmitButton>
        {room && (
          <Link to={pathname} className="text-sm underline underline-offset-2">
            {t('showrooms.cancel')}
          </Link>
        )}
      </div>
    </Form>
  )
}
