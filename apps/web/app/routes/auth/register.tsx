import { registerBody, tokenResponse } from '@shop/contract'
import { Form, redirect, useNavigation } from 'react-router'
import {
  AuthCard,
  Field,
  FormStatus,
  PhoneField,
  SubmitButton,
  TypeTabs,
} from '#web/components/form-field.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { apiRequest } from '#web/lib/api.server.ts'
import { currentToken, requireGuest, signIn } from '#web/lib/auth.server.ts'
import {
  apiFailure,
  formFailure,
  homeOf,
  localeHeaders,
  readForm,
} from '#web/lib/form-action.server.ts'
import { contactType, text } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageMeta } from '#web/lib/seo.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import type { Route } from './+types/register'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'pages.register')

function toBody(form: FormData) {
  const type = contactType(text(form, 'type'))
  return {
    type,
    username: text(form, 'username'),
    email: type === 'EMAIL' ? text(form, 'email') : '',
    area_code: type === 'PHONE' ? text(form, 'area_code') : '',
    phone: type === 'PHONE' ? text(form, 'phone') : '',
    password: text(form, 'password'),
  }
}

/** spec §2: a guest-only page. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(request, context)
  return { type: contactType(new URL(request.url).searchParams.get('type')) }
}

/**
 * spec §4: a guest with a temporary account migrates it (keeping the cart); anyone else registers
 * afresh. Either way the shopper is signed in and goes home.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(request, context)
  const form = await readForm(request, registerBody, toBody)
  if (!form.ok) return formFailure(form.fieldErrors, form.error)
  const path = currentToken(context) ? '/auth/migrate' : '/auth/register'
  try {
    const answer = await apiRequest(context, path, tokenResponse, {
      method: 'POST',
      body: JSON.stringify(form.body),
      headers: localeHeaders(request),
    })
    signIn(context, answer, true)
  } catch (error) {
    return apiFailure(error)
  }
  throw redirect(homeOf(request))
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { type } = loaderData
  const { onSubmit, clientErrors } = useValidatedSubmit(registerBody, toBody)
  useResultToast(actionData)
  const errors = shownErrors(clientErrors, actionData)
  const pending = useNavigation().state === 'submitting'
  return (
    <AuthCard title={t('auth.registerTitle')}>
      <TypeTabs type={type} label={t('auth.signInWith')} />
      <FormStatus result={actionData} />
      <Form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        data-testid="register-form"
      >
        <input type="hidden" name="type" value={type} />
        <Field
          name="username"
          label={t('auth.username')}
          autoComplete="name"
          error={errors.username}
        />
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
        <Field
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          hint={t('errors.passwordHint')}
          error={errors.password}
        />
        <SubmitButton pending={pending}>{t('auth.submitRegister')}</SubmitButton>
      </Form>
      <p className="text-sm">
        {t('auth.haveAccount')}{' '}
        <LocalizedLink to="/authentication/login/email" className="underline">
          {t('auth.submitLogin')}
        </LocalizedLink>
      </p>
    </AuthCard>
  )
}
