import { changeEmailBody } from '@shop/contract'
import { ContactChangeCard } from '#web/components/account/contact-change-card.tsx'
import { Field } from '#web/components/form-field.tsx'
import { requireUser } from '#web/lib/auth.server.ts'
import { changeContact } from '#web/lib/contact-change.server.ts'
import { text } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageMeta } from '#web/lib/seo.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import type { Route } from './+types/update-email'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.updateEmail'),
  { name: 'robots', content: 'noindex' },
]

function toBody(form: FormData) {
  return { verification_code: text(form, 'verification_code'), email: text(form, 'email') }
}

/** spec §2, §6: registered-only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  return { email: user.account.email }
}

/** Two steps (spec §7): a 6-digit code to the current e-mail, then the code with the new e-mail. */
export function action({ request, context }: Route.ActionArgs) {
  return changeContact(request, context, {
    path: '/auth/change-email',
    schema: changeEmailBody,
    body: toBody,
    done: 'account.emailChanged',
  })
}

export default function UpdateEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { onSubmit, clientErrors } = useValidatedSubmit(changeEmailBody, toBody)
  useResultToast(actionData)
  const errors = shownErrors(clientErrors, actionData)
  return (
    <ContactChangeCard
      title={t('account.updateEmailTitle')}
      currentLabel={t('account.currentEmail')}
      current={loaderData.email}
      currentTestId="current-email"
      requestLabel={t('account.requestCode')}
      result={actionData}
      codeError={errors.verification_code}
      onSubmit={onSubmit}
    >
      <Field
        name="email"
        maxLength={254}
        label={t('account.newEmail')}
        type="email"
        autoComplete="email"
        error={errors.email}
      />
    </ContactChangeCard>
  )
}
