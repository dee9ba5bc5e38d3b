import { changePhoneBody, formatPhone, messageResponse } from '@shop/contract'
import { Form, useNavigation } from 'react-router'
import {
  AuthCard,
  Field,
  FormStatus,
  PhoneField,
  SubmitButton,
} from '../../components/form-field.tsx'
import { LocalizedLink } from '../../components/localized-link.tsx'
import { apiRequest } from '../../lib/api.server.ts'
import { requireUser } from '../../lib/auth.server.ts'
import { apiFailure, formFailure, localeHeaders } from '../../lib/form-action.server.ts'
import { type FormResult, text, validate } from '../../lib/forms.ts'
import { useTranslation } from '../../lib/i18n.tsx'
import { pageMeta } from '../../lib/seo.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '../../lib/use-form-feedback.ts'
import { useIntentPending } from '../../lib/use-intent-pending.ts'
import type { Route } from './+types/update-phone'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.updatePhone'),
  { name: 'robots', content: 'noindex' },
]

function toBody(form: FormData) {
  return {
    verification_code: text(form, 'verification_code'),
    area_code: text(form, 'area_code'),
    phone: text(form, 'phone'),
  }
}

/** spec §2, §6: registered-only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  const { area_code: areaCode, phone } = user.account
  return { phone: formatPhone(phone, areaCode) }
}

/** Two steps (spec §7): a 6-digit code to the account's contact, then the code with the new phone. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context)
  const form = await request.formData()
  try {
    if (form.get('intent') === 'request') {
      await apiRequest(context, '/auth/change-phone-request', messageResponse, {
        headers: localeHeaders(request),
      })
      return { ok: true, message: 'account.codeSent' } satisfies FormResult
    }
    const checked = validate(changePhoneBody, toBody(form))
    if (!checked.ok) return formFailure(checked.fieldErrors, checked.error)
    await apiRequest(context, '/auth/change-phone', messageResponse, {
      method: 'POST',
      body: JSON.stringify(checked.body),
    })
    return { ok: true, message: 'account.phoneChanged' } satisfies FormResult
  } catch (error) {
    return apiFailure(error)
  }
}

export default function UpdatePhone({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { onSubmit, clientErrors } = useValidatedSubmit(changePhoneBody, toBody)
  useResultToast(actionData)
  const errors = shownErrors(clientErrors, actionData)
  const navigation = useNavigation()
  const sending = useIntentPending('request')
  const changing = navigation.state === 'submitting' && !sending
  return (
    <AuthCard title={t('account.updatePhoneTitle')}>
      <p className="text-sm">
        {t('account.currentPhone')}:{' '}
        <strong data-testid="current-phone">{loaderData.phone || t('account.none')}</strong>
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="request" />
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded border border-brand-700 px-4 py-2 text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-100"
        >
          {t('account.requestPhoneCode')}
        </button>
      </Form>
      <FormStatus result={actionData} />
      <Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="change" />
        <Field
          name="verification_code"
          label={t('account.code')}
          inputMode="tel"
          autoComplete="one-time-code"
          error={errors.verification_code}
        />
        <PhoneField
          labels={{ areaCode: t('account.areaCode'), phone: t('account.newPhone') }}
          areaCode="852"
          errors={{ area_code: errors.area_code, phone: errors.phone }}
        />
        <SubmitButton pending={changing}>{t('account.save')}</SubmitButton>
      </Form>
      <LocalizedLink to="/account/profile" className="text-sm underline">
        {t('account.backToProfile')}
      </LocalizedLink>
    </AuthCard>
  )
}
