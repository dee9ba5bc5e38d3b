import { forgetPasswordBody, messageResponse } from '@shop/contract'
import { Form, useNavigation } from 'react-router'
import {
  AuthCard,
  Field,
  FormStatus,
  PhoneField,
  SubmitButton,
  TypeTabs,
} from '#web/components/form-field.tsx'
import { apiRequest } from '#web/lib/api.server.ts'
import { requireGuest } from '#web/lib/auth.server.ts'
import { apiFailure, formFailure, localeHeaders, readForm } from '#web/lib/form-action.server.ts'
import { contactType, type FormResult, text } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageMeta } from '#web/lib/seo.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import type { Route } from './+types/forget-password'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'pages.forgetPassword')

function toBody(form: FormData) {
  const type = contactType(text(form, 'type'))
  return {
    type,
    email: type === 'EMAIL' ? text(form, 'email') : '',
    area_code: type === 'PHONE' ? text(form, 'area_code') : '',
    phone: type === 'PHONE' ? text(form, 'phone') : '',
  }
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(request, context)
  return { type: contactType(new URL(request.url).searchParams.get('type')) }
}

/** The API answers the same for known and unknown accounts, so the page does too. */
export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(request, context)
  const form = await readForm(request, forgetPasswordBody, toBody)
  if (!form.ok) return formFailure(form.fieldErrors, form.error)
  try {
    await apiRequest(context, '/auth/forget-password', messageResponse, {
      method: 'POST',
      body: JSON.stringify(form.body),
      headers: localeHeaders(request),
    })
  } catch (error) {
    return apiFailure(error)
  }
  return { ok: true, message: 'auth.linkSent' } satisfies FormResult
}

export default function ForgetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { type } = loaderData
  const { onSubmit, clientErrors } = useValidatedSubmit(forgetPasswordBody, toBody)
  useResultToast(actionData)
  const errors = shownErrors(clientErrors, actionData)
  const pending = useNavigation().state === 'submitting'
  return (
    <AuthCard title={t('auth.forgetTitle')}>
      <p className="text-sm text-stone-600 dark:text-stone-300">{t('auth.forgetBody')}</p>
      <TypeTabs type={type} label={t('auth.signInWith')} />
      <FormStatus result={actionData} />
      <Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <input type="hidden" name="type" value={type} />
        {type === 'EMAIL' ? (
          <Field
            name="email"
            maxLength={254}
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            error={errors.email}
          />
        ) : (
          <PhoneField
            labels={{ areaCode: t('auth.areaCode'), phone: t('auth.phone') }}
            areaCode="852"
            errors={{ area_code: errors.area_code, phone: errors.phone }}
          />
        )}
        <SubmitButton pending={pending}>{t('auth.sendLink')}</SubmitButton>
      </Form>
    </AuthCard>
  )
}
