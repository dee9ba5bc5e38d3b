import { guestOrderQuery } from '@shop/contract'
import { Form, useActionData, useNavigation } from 'react-router'
import { Field, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { text } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { type GuestLookup, lookupGuestOrder } from '#web/lib/orders.server.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import type { Route } from './+types/guest'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'orders.guest.title'),
  { name: 'robots', content: 'noindex' },
]

/**
 * `shop/main/order/guest`: anyone finds an order by its id plus the e-mail or phone on it
 * (spec §5, §6). A POST, so the contact details stay out of addresses and logs; a match goes on
 * to the order's private page (`…/order/{id}/access/{token}`), where a guest can upload the proof.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return lookupGuestOrder(request, context)
}

const toBody = (form: FormData) => ({ email: text(form, 'email'), phone: text(form, 'phone') })

export default function GuestOrderLookup() {
  const { t } = useTranslation()
  const answer = useActionData<GuestLookup>()
  const pending = useNavigation().state === 'submitting'
  const refused = answer && !answer.ok ? answer : undefined
  useResultToast(refused)
  const { onSubmit, clientErrors } = useValidatedSubmit(guestOrderQuery, toBody)
  const errors = shownErrors(clientErrors, refused)
  return (
    <div className="container-shop py-10">
      <section aria-labelledby="lookup-heading" className="max-w-lg space-y-4">
        <h1 id="lookup-heading" className="text-3xl font-semibold">
          {t('orders.guest.title')}
        </h1>
        <p className="text-stone-600 dark:text-stone-300">{t('orders.guest.intro')}</p>
        <Form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="space-y-4"
          data-testid="guest-lookup-form"
        >
          <Field
            name="order_id"
            label={t('orders.guest.orderId')}
            required
            autoComplete="off"
            error={errors.order_id}
          />
          <Field
            name="email"
            maxLength={254}
            type="email"
            label={t('orders.guest.email')}
            autoComplete="email"
            error={errors.email}
          />
          <p className="text-sm text-stone-600 dark:text-stone-300">{t('orders.guest.or')}</p>
          <Field
            name="phone"
            maxLength={40}
            type="tel"
            inputMode="tel"
            label={t('orders.guest.phone')}
            autoComplete="tel"
            error={errors.phone}
          />
          <FormStatus result={refused} />
          <SubmitButton pending={pending}>{t('orders.guest.submit')}</SubmitButton>
        </Form>
      </section>
    </div>
  )
}
