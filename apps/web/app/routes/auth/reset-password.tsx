import { messageResponse, resetPasswordBody } from '@shop/contract'
import { Form, redirect, useNavigation } from 'react-router'
import { AuthCard, Field, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { apiRequest } from '#web/lib/api.server.ts'
import { apiFailure, formFailure, prefixOf, readForm } from '#web/lib/form-action.server.ts'
import { text } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageMeta } from '#web/lib/seo.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import { checkCode, requireCode } from '#web/lib/verification.server.ts'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.resetPassword'),
  { name: 'robots', content: 'noindex' },
]

function toBody(form: FormData) {
  return {
    verification_code: text(form, 'verification_code'),
    new_password: text(form, 'new_password'),
  }
}

/** spec §2: the link's code is checked first; a missing or rejected one goes to the failure page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { code: await checkCode(request, context, '/auth/check-verification-code') }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireCode(request)
  const form = await readForm(request, resetPasswordBody, toBody)
  if (!form.ok) return formFailure(form.fieldErrors, form.error)
  try {
    await apiRequest(context, '/auth/reset-password', messageResponse, {
      method: 'POST',
      body: JSON.stringify(form.body),
    })
  } catch (error) {
    return apiFailure(error)
  }
  throw redirect(`${prefixOf(request)}/authentication/login/email?reset=1`)
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { onSubmit, clientErrors } = useValidatedSubmit(resetPasswordBody, toBody)
  useResultToast(actionData)
  const errors = shownErrors(clientErrors, actionData)
  const pending = useNavigation().state === 'submitting'
  return (
    <AuthCard title={t('auth.resetTitle')}>
      <FormStatus result={actionData} />
      <Form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <input type="hidden" name="verification_code" value={loaderData.code} />
        <Field
          name="new_password"
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('errors.passwordHint')}
          error={errors.new_password}
        />
        <SubmitButton pending={pending}>{t('auth.savePassword')}</SubmitButton>
      </Form>
    </AuthCard>
  )
}
