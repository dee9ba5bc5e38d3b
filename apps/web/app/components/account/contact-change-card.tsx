import type { FormEvent, ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import { AuthCard, Field, FormStatus, SubmitButton } from '../form-field.tsx'
import { LocalizedLink } from '../localized-link.tsx'

/**
 * The page of changing a member's e-mail or phone (spec §7): the current one, "send me a code",
 * then the code and the new contact (`children`), both forms posting without script.
 */
export function ContactChangeCard(props: {
  title: string
  currentLabel: string
  current: string
  currentTestId: string
  requestLabel: string
  result: FormResult | undefined
  codeError: string | undefined
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const sending = useIntentPending('request')
  const changing = navigation.state === 'submitting' && !sending
  return (
    <AuthCard title={props.title}>
      <p className="text-sm">
        {props.currentLabel}:{' '}
        <strong data-testid={props.currentTestId}>{props.current || t('account.none')}</strong>
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="request" />
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded border border-brand-700 px-4 py-2 text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-100"
        >
          {props.requestLabel}
        </button>
      </Form>
      <FormStatus result={props.result} />
      <Form method="post" onSubmit={props.onSubmit} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="change" />
        <Field
          name="verification_code"
          label={t('account.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={props.codeError}
        />
        {props.children}
        <SubmitButton pending={changing}>{t('account.save')}</SubmitButton>
      </Form>
      <LocalizedLink to="/account/profile" className="text-sm underline">
        {t('account.backToProfile')}
      </LocalizedLink>
    </AuthCard>
  )
}
