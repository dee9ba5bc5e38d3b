import { accountProfile } from '@shop/contract'
import { Form, useNavigation } from 'react-router'
import {
  ContactFieldset,
  Field,
  FormStatus,
  SubmitButton,
  TextAreaField,
} from '#web/components/form-field.tsx'
import { IdempotencyKeyField } from '#web/components/idempotency-key-field.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { apiRequest } from '#web/lib/api.server.ts'
import { isRegistered } from '#web/lib/auth.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { newIdempotencyKey } from '#web/lib/idempotency-key.server.ts'
import { type RequestValues, requestBody, requestSchema } from '#web/lib/quotation-forms.ts'
import { type RequestResult, requestQuotation } from '#web/lib/quotations.server.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import type { Route } from './+types/request'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'quotations.form.title'),
  { name: 'robots', content: 'noindex' },
]

/** A member's form starts with their name, e-mail and phone (issue 17); a guest's is empty. */
export async function loader({ context }: Route.LoaderArgs) {
  // a double submit asks once (ADR 040)
  const idempotencyKey = newIdempotencyKey()
  if (!isRegistered(context)) return { prefill: {} as RequestValues, idempotencyKey }
  const profile = await apiRequest(context, '/profiles/account', accountProfile).catch(() => null)
  const prefill: RequestValues = profile
    ? {
        name: profile.username,
        email: profile.email,
        area_code: profile.area_code,
        phone: profile.phone,
      }
    : {}
  return { prefill, idempotencyKey }
}

export async function action({ request, context }: Route.ActionArgs) {
  return requestQuotation(request, context)
}

/** `shop/project/order/new`: the flat, the wishes, how to reach the shopper. */
export default function RequestQuotation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const result = actionData as RequestResult | undefined
  const { onSubmit, clientErrors } = useValidatedSubmit(requestSchema, requestBody)
  useResultToast(result && !result.ok ? result : undefined)
  const errors = shownErrors(clientErrors, result)
  const values: RequestValues = { ...loaderData.prefill, ...(result?.values ?? {}) }
  const pending = useNavigation().state === 'submitting'
  const field = (name: keyof RequestValues) => ({
    name,
    defaultValue: values[name],
    error: errors[name],
  })
  const legend = 'mb-2 text-lg font-semibold'
  return (
    <div className="container-shop max-w-2xl py-10">
      <LocalizedLink to="/shop/project/order" className="text-sm underline">
        {t('quotations.backToList')}
      </LocalizedLink>
      <h1 className="mt-4 text-3xl font-semibold">{t('quotations.form.title')}</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-300">{t('quotations.form.intro')}</p>
      <div aria-live="polite" className="mt-4">
        <FormStatus result={result} />
      </div>
      <Form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="mt-4 space-y-6"
        data-testid="quotation-request-form"
      >
        <IdempotencyKeyField value={loaderData.idempotencyKey} />
        <fieldset className="space-y-4">
          <legend className={legend}>{t('quotations.form.flat')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <Field
              {...field('size_sqft')}
              label={t('quotations.form.size')}
              inputMode="numeric"
              required
            />
            <Field
              {...field('rooms')}
              label={t('quotations.form.rooms')}
              inputMode="numeric"
              required
            />
          </div>
          <Field {...field('address')} label={t('quotations.form.address')} maxLength={300} />
          <Field {...field('style')} label={t('quotations.form.style')} maxLength={1000} />
          <TextAreaField
            {...field('wishes')}
            label={t('quotations.form.wishes')}
            rows={5}
            maxLength={4000}
          />
        </fieldset>
        <ContactFieldset
          legend={{
            text: t('quotations.form.contact'),
            className: legend,
            fieldsetClassName: 'space-y-4',
          }}
          texts="quotations.form"
          values={{ ...values, area_code: values.area_code || '852' }}
          errors={errors}
        />
        <SubmitButton pending={pending}>
          {pending ? t('quotations.form.sending') : t('quotations.form.submit')}
        </SubmitButton>
      </Form>
    </div>
  )
}
