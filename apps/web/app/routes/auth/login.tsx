import { loginBody, tokenResponse } from '@shop/contract'
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
import { requireGuest, signIn } from '#web/lib/auth.server.ts'
import { apiFailure, formFailure, homeOf, readForm } from '#web/lib/form-action.server.ts'
import { contactType, phoneLoginId, text } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useKeptForSignIn } from '#web/lib/kept-form.ts'
import { pageUrl } from '#web/lib/page-url.ts'
import { safeReturnPath } from '#web/lib/return-to.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'pages.login')

/** The login body of the form; a phone login sends area code and number as one id (spec §7). */
function toBody(form: FormData) {
  const type = contactType(text(form, 'type'))
  return {
    type,
    login_id:
      type === 'PHONE'
        ? phoneLoginId(text(form, 'area_code'), text(form, 'phone'))
        : text(form, 'login_id'),
    password: text(form, 'password'),
  }
}

/** spec §2: a guest-only page. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireGuest(request, context)
  const url = pageUrl(request)
  return {
    type: contactType(url.searchParams.get('type')),
    reset: url.searchParams.has('reset'),
    next: safeReturnPath(url.searchParams.get('next')),
    expired: url.searchParams.has('expired'),
    unsent: url.searchParams.has('unsent'),
    /** The session ended at checkout: cart and details wait for this member (ADR 065). */
    checkout: url.searchParams.has('kept'),
  }
}

/**
 * spec §2, §4: after a real login the session is registered and the shopper goes home, or back to
 * the page that asked for the login (`next`, e.g. redeeming a voucher).
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireGuest(request, context)
  const form = await readForm(request, loginBody, toBody)
  if (!form.ok) return formFailure(form.fieldErrors, form.error)
  try {
    const answer = await apiRequest(context, '/auth/login', tokenResponse, {
      method: 'POST',
      body: JSON.stringify(form.body),
    })
    signIn(context, answer, true)
  } catch (error) {
    return apiFailure(error)
  }
  throw redirect(safeReturnPath(text(form.form, 'next')) ?? homeOf(request))
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { type, reset, next, expired, unsent, checkout } = loaderData
  // what was typed before the session ended waits in this tab for the page (lib/kept-form.ts)
  const kept = useKeptForSignIn(next, unsent)
  const { onSubmit, clientErrors } = useValidatedSubmit(loginBody, toBody)
  useResultToast(actionData)
  const errors = shownErrors(clientErrors, actionData)
  const pending = useNavigation().state === 'submitting'
  return (
    <AuthCard title={t('auth.loginTitle')}>
      {reset && (
        <p role="status" className="rounded bg-brand-50 p-3 text-sm dark:bg-stone-800">
          {t('auth.passwordReset')}
        </p>
      )}
      {expired && (
        <div
          role="status"
          className="space-y-1 rounded bg-brand-50 p-3 text-sm dark:bg-stone-800"
          data-testid="session-ended"
        >
          <p>{t(checkout ? 'auth.checkoutKept' : 'auth.sessionEnded')}</p>
          {unsent && <p>{t(kept ? 'auth.formKept' : 'auth.formNotSent')}</p>}
        </div>
      )}
      <TypeTabs type={type} label={t('auth.signInWith')} />
      <FormStatus result={actionData} />
      <Form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        data-testid="login-form"
      >
        <input type="hidden" name="type" value={type} />
        {next && <input type="hidden" name="next" value={next} />}
        {type === 'EMAIL' ? (
          <Field
            name="login_id"
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            error={errors.login_id}
          />
        ) : (
          <PhoneField
            labels={{ areaCode: t('auth.areaCode'), phone: t('auth.phone') }}
            areaCode="852"
            errors={{ phone: errors.login_id ?? errors.phone }}
          />
        )}
        <Field
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <SubmitButton pending={pending}>{t('auth.submitLogin')}</SubmitButton>
      </Form>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <LocalizedLink to="/authentication/forget-password/email" className="underline">
          {t('auth.forgotPassword')}
        </LocalizedLink>
        <span>
          {t('auth.noAccount')}{' '}
          <LocalizedLink to="/authentication/register/email" className="underline">
            {t('auth.createAccount')}
          </LocalizedLink>
        </span>
      </div>
    </AuthCard>
  )
}
