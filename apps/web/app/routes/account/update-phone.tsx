import { changePhoneBody, formatPhone } from '@shop/contract'
import { ContactChangeCard } from '#web/components/account/contact-change-card.tsx'
import { PhoneField } from '#web/components/form-field.tsx'
import { requireUser } from '#web/lib/auth.server.ts'
import { changeContact } from '#web/lib/contact-change.server.ts'
import { text } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageMeta } from '#web/lib/seo.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
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
export function action({ request, context }: Route.ActionArgs) {
  return changeContact(request, context, {
    path: '/auth/change-phone',
    schema: changePhoneBody,
    body: toBody,
    done: 'account.phoneChanged',
  })
}

export default function UpdatePhone({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { onSubmit, clientErrors } = useValidatedSubmit(changePhoneBody, toBody)
  useResultToast(actionData)
  const errors = shownErrors(clientErrors, actionData)
  return (
    <ContactChangeCard
      title={t('account.updatePhoneTitle')}
      currentLabel={t('account.currentPhone')}
      current={loaderData.phone}
      currentTestId="current-phone"
      requestLabel={t('account.requestPhoneCode')}
      result={actionData}
      codeError={errors.verification_code}
      onSubmit={onSubmit}
    >
      <PhoneField
        labels={{ areaCode: t('account.areaCode'), phone: t('account.newPhone') }}
        areaCode="852"
        errors={{ area_code: errors.area_code, phone: errors.phone }}
      />
    </ContactChangeCard>
  )
}
