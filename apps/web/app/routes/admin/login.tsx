import { staffLoginBody, staffSession } from '@shop/contract'
import { Form, redirect, useNavigation } from 'react-router'
import { AdminCard } from '#web/components/admin/admin-card.tsx'
import { LanguageSwitch } from '#web/components/admin/language-links.tsx'
import { Field, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { AdminApiError, adminRequest, currentStaff, signInStaff } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { safeAdminNext } from '#web/lib/admin-path.ts'
import { apiFailure, formFailure, readForm } from '#web/lib/form-action.server.ts'
import { text } from '#web/lib/forms.ts'
import { useKeptForSignIn } from '#web/lib/kept-form.ts'
import { pageUrl } from '#web/lib/page-url.ts'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'auth.login.title')

function toBody(form: FormData) {
  const code = text(form, 'totp_code').trim()
  return {
    email: text(form, 'email'),
    password: text(form, 'password'),
    ...(code || form.has('totp_code') ? { totp_code: code } : {}),
  }
}

/** A member already signed in goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request)
  const next = safeAdminNext(url.searchParams.get('next'))
  if (await currentStaff(context)) throw redirect(next)
  return {
    next,
    expired: url.searchParams.has('expired'),
    unsent: url.searchParams.has('unsent'),
    signedOut: url.searchParams.has('signed_out'),
  }
}

/**
 * Sign in: e-mail and password; a member with two-factor sign-in on is asked for the code next
 * (TOTP_REQUIRED), on the same page. An owner who must still turn it on goes to do so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, staffLoginBody, toBody)
  const email = text(form.form, 'email')
  const askCode = form.form.has('totp_code')
  if (!form.ok) {
    return formFailure<string>(form.fieldErrors, form.error, {
      values: { email, askCode: String(askCode) },
    })
  }
  try {
    const session = await adminRequest(context, '/admin/auth/login', staffSession, {
      method: 'POST',
      body: JSON.stringify(form.body),
      signedOut: true,
    })
    signInStaff(context, session)
    const next = safeAdminNext(text(form.form, 'next'))
    throw redirect(session.staff.must_enable_totp ? '/admin/two-factor' : next)
  } catch (error) {
    if (error instanceof Response) throw error
    const code = error instanceof AdminApiError ? error.body?.code : undefined
    const needCode = askCode || code === 'TOTP_REQUIRED' || code === 'TOTP_INVALID'
    // the form comes back with the e-mail kept (the password is never sent back into the page)
    return apiFailure(error, { values: { email, askCode: String(needCode) } })
  }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminT()
  const pending = useNavigation().state === 'submitting'
  const failed = actionData && !actionData.ok ? actionData : undefined
  const askCode = failed?.values?.askCode === 'true'
  const email = failed?.values?.email
  // what was typed before the session ended waits in this tab for the page (lib/kept-form.ts)
  const kept = useKeptForSignIn(loaderData.next, loaderData.unsent)
  return (
    <>
      <LanguageSwitch />
      <AdminCard title={t('auth.login.title')}>
        {loaderData.signedOut && !actionData && (
          <p role="status" className="text-sm">
            {t('auth.login.signedOut')}
          </p>
        )}
        {loaderData.expired && (
          <div role="status" className="space-y-1 text-sm" data-testid="session-ended">
            <p>{t('auth.login.expired')}</p>
            {loaderData.unsent && <p>{t(kept ? 'auth.login.kept' : 'auth.login.unsent')}</p>}
          </div>
        )}
        <FormStatus result={actionData} />
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="next" value={loaderData.next} />
          <Field
            name="email"
            type="email"
            label={t('auth.login.email')}
            autoComplete="username"
            required
            defaultValue={typeof email === 'string' ? email : undefined}
            error={failed?.fieldErrors.email}
          />
          <Field
            name="password"
            type="password"
            label={t('auth.login.password')}
            autoComplete="current-password"
            required
            error={failed?.fieldErrors.password}
          />
          {askCode && (
            <Field
              name="totp_code"
              label={t('auth.login.code')}
              hint={t('auth.login.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              autoFocus
              error={failed?.fieldErrors.totp_code}
            />
          )}
          <SubmitButton
            pending={pending}
            pendingText={t('auth.login.submitting')}
            className="w-full"
          >
            {t('auth.login.submit')}
          </SubmitButton>
        </Form>
      </AdminCard>
    </>
  )
}
