import { Field } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import type { SettingsValues } from '#web/lib/settings-form.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import { SettingsSection, TrilingualFields, useSettingsField } from './fields.tsx'

/** The shop's details printed on invoices, the footer and e-mails. */
export function ShopForm({
  version,
  values,
  result,
}: {
  version: number
  values: SettingsValues
  result: FormResult<string> | undefined
}) {
  const { t } = useAdminT()
  const canManage = useStaffCan('settings.manage')
  const field = useSettingsField(values, result)
  const common = { values, result }
  return (
    <SettingsSection
      id="settings-shop"
      title={t('settings.shop.title')}
      hint={t('settings.shop.hint')}
      intent="shop"
      version={version}
      result={result}
      submit={canManage ? t('settings.shop.save') : null}
      pending={t('settings.shop.saving')}
    >
      <TrilingualFields name="name" label={t('settings.shop.name')} maxLength={120} {...common} />
      <TrilingualFields
        name="address"
        label={t('settings.shop.address')}
        maxLength={300}
        {...common}
      />
      <div className="grid gap-3 md:grid-cols-3">
        <Field {...field('phone')} label={t('settings.shop.phone')} type="tel" autoComplete="off" />
        <Field {...field('email')} label={t('settings.shop.email')} type="email" />
        <Field
          {...field('business_registration_number')}
          label={t('settings.shop.businessRegistration')}
          hint={t('settings.shop.businessRegistrationHint')}
          inputMode="numeric"
        />
        <Field
          {...field('whatsapp')}
          label={t('settings.shop.whatsapp')}
          hint={t('settings.shop.whatsappHint')}
          type="tel"
          autoComplete="off"
        />
      </div>
    </SettingsSection>
  )
}
