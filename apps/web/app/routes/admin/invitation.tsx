import { invitationAcceptBody, staffSession } from '@shop/contract'
import { Form, redirect, useNavigation } from 'react-router'
import { AdminCard } from '#web/components/admin/admin-card.tsx'
import { Field, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { adminRequest, invitationOf, signInStaff } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { ADMIN_HOME } from '#web/lib/admin-path.ts'
import { apiFailure, formFailure, readForm } from '#web/lib/form-action.server.ts'
import { text } from '#web/lib/forms.ts'
import type { Route } from './+types/invitation'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'auth.invitation.title')

/** Who is invited (the page greets them in their language, see frame.tsx); null when invalid. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { invitee: await invitationOf(context, params.token) }
}

function toBody(form: FormData) {
  return { password: text(form, 'password') }
}

/** The invitee chooses a password (twice) and is signed in. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request, invitationAcceptBody, toBody)
  if (!form.ok) return formFailure<string>(form.fieldErrors, form.error)
  if (text(form.form, 'password') !== text(form.form, 'confirm')) {
    return formFailure<string>(
      { confirm: 'admin.errors.passwordsDiffer' },
      'admin.errors.passwordsDiffer',
    )
  }
  try {
    const session = await adminRequest(
      context,
      `/admin/invitations/${encodeURIComponent(params.token)}/accept`,
      staffSession,
      { method: 'POST', body: JSON.stringify(form.body), signedOut: true },
    )
    signInStaff(context, session)
    return redirect(session.staff.must_enable_totp ? '/admin/two-factor' : ADMIN_HOME)
  } catch (error) {
    const failure = apiFailure(error)
    if (failure.init?.status === 404) {
      return formFailure<string>({}, 'admin.errors.invitationInvalid', { status: 404 })
    }
    return failure
  }
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminT()
  const pending = useNavigation().state === 'submitting'
  const { invitee } = loaderData
  const failed = actionData && !actionData.ok ? actionData : undefined
  if (!invitee) {
    return (
      <AdminCard title={t('auth.invitation.title')}>
        <p role="alert">{t('auth.invitation.invalid')}</p>
      </AdminCard>
    )
  }
  return (
    <AdminCard title={t('auth.invitation.title')}>
      <h2 className="text-lg font-semibold">
        {t('auth.invitation.greeting', { name: invitee.name })}
      </h2>
      <p>
        {t('auth.invitation.body', {
          role: t(`shell.roles.${invitee.role}`),
          email: invitee.email,
        })}
      </p>
      <FormStatus result={actionData} />
      <Form method="post" noValidate className="space-y-4">
        {/* lets a password manager file the new password under the right e-mail */}
        <input type="hidden" name="username" autoComplete="username" value={invitee.email} />
        <Field
          name="password"
          type="password"
          label={t('auth.invitation.password')}
          hint={t('auth.invitation.passwordHint')}
          autoComplete="new-password"
          minLength={12}
          required
          error={failed?.fieldErrors.password}
        />
        <Field
          name="confirm"
          type="password"
          label={t('auth.invitation.confirm')}
          autoComplete="new-password"
          required
          error={failed?.fieldErrors.confirm}
        />
        <SubmitButton
          pending={pending}
          pendingText={t('auth.invitation.submitting')}
          className="w-full"
        >
          {t('auth.invitation.submit')}
        </SubmitButton>
      </Form>
    </AdminCard>
  )
}
