import { enquiryBody, enquiryResponse, pickText } from '@shop/contract'
import type { MessageKey } from '@shop/contract/client'
import { data, Form, useNavigation } from 'react-router'
import {
  ContactFieldset,
  Field,
  FormStatus,
  SubmitButton,
  TextAreaField,
} from '../components/form-field.tsx'
import { StoreMap } from '../components/store-map.tsx'
import { WhatsAppLink } from '../components/whatsapp-link.tsx'
import { apiRequest } from '../lib/api.server.ts'
import { apiFailure, localeHeaders, readForm } from '../lib/form-action.server.ts'
import { type FormResult, text } from '../lib/forms.ts'
import { useFrame } from '../lib/frame.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { pageMeta } from '../lib/seo.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '../lib/use-form-feedback.ts'
import { useLocale } from '../lib/use-root-data.ts'
import type { Route } from './+types/contact-us'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'pages.contactUs')

const FIELDS = ['name', 'email', 'area_code', 'phone', 'subject', 'description'] as const

function toBody(form: FormData) {
  return {
    ...Object.fromEntries(FIELDS.map((name) => [name, text(form, name)])),
    website: text(form, 'website'),
  }
}

type ActionData = FormResult<MessageKey, Record<string, string>>

/** spec §7 Enquiries: sent in the page's language, so the receipt comes back in it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, enquiryBody, toBody)
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(form.form, name)]))
  if (!form.ok) {
    return data<ActionData>(
      { ok: false, fieldErrors: form.fieldErrors, error: form.error, values },
      { status: 400 },
    )
  }
  try {
    await apiRequest(context, '/enquiries', enquiryResponse, {
      method: 'POST',
      body: JSON.stringify(form.body),
      headers: localeHeaders(request),
    })
  } catch (error) {
    const failure = apiFailure(error)
    return data<ActionData>({ ...failure.data, values }, failure.init ?? undefined)
  }
  return { ok: true, message: 'contact.sent' } satisfies ActionData
}

/** A dialling link of a shown number ("+852 2345 6789" → tel:+85223456789); none for ''. */
const telUrl = (phone: string) => (phone ? `tel:${phone.replace(/[^+\d]/g, '')}` : null)

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const frame = useFrame()
  const info = frame?.footer.store_information
  const showrooms = frame?.showrooms ?? []
  const { onSubmit, clientErrors } = useValidatedSubmit(enquiryBody, toBody)
  const result = actionData as ActionData | undefined
  useResultToast(result)
  const errors = shownErrors(clientErrors, result)
  const values = result && !result.ok ? (result.values ?? {}) : {}
  const pending = useNavigation().state === 'submitting'
  // a sent form starts empty again
  const formKey = result?.ok ? 'sent' : 'open'
  return (
    <div className="container-shop py-12">
      <h1 className="text-3xl font-semibold">{t('pages.contactUs')}</h1>
      <p className="mt-2 max-w-2xl text-stone-600 dark:text-stone-300">{t('contact.intro')}</p>
      <div className="mt-8 grid gap-12 lg:grid-cols-2">
        <section aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading" className="mb-4 text-xl font-semibold">
            {t('contact.formTitle')}
          </h2>
          <FormStatus result={result} />
          <Form
            key={formKey}
            method="post"
            onSubmit={onSubmit}
            noValidate
            className="mt-4 max-w-lg space-y-4"
            data-testid="enquiry-form"
          >
            <ContactFieldset
              texts="contact"
              values={{ ...values, area_code: values.area_code ?? '852' }}
              errors={errors}
            />
            <Field
              name="subject"
              label={t('contact.subject')}
              required
              maxLength={150}
              defaultValue={values.subject}
              error={errors.subject}
            />
            <TextAreaField
              name="description"
              label={t('contact.description')}
              required
              rows={6}
              maxLength={5000}
              defaultValue={values.description}
              error={errors.description}
            />
            {/* honeypot: off-screen and hidden from assistive technology; people never fill it */}
            <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
              <label>
                {t('contact.honeypot')}
                <input
                  type="text"
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                />
              </label>
            </div>
            <SubmitButton pending={pending}>
              {pending ? t('contact.sending') : t('contact.submit')}
            </SubmitButton>
          </Form>
        </section>
        {info && (
          <section aria-labelledby="visit-heading" className="space-y-6">
            <h2 id="visit-heading" className="text-xl font-semibold">
              {t('contact.visit')}
            </h2>
            {/* the showrooms booking offers (issue 30, ADR 054) */}
            {showrooms.map((room) => (
              <article
                key={room._id}
                aria-labelledby={`showroom-${room._id}`}
                className="space-y-3"
                data-testid="contact-showroom"
              >
                <h3 id={`showroom-${room._id}`} className="text-lg font-semibold">
                  {pickText(room.name, locale)}
                </h3>
                <address className="space-y-2 not-italic">
                  <p>
                    <span className="font-medium">{t('contact.address')}: </span>
                    {pickText(room.address, locale)}
                  </p>
                  <p>
                    <span className="font-medium">{t('contact.phoneLabel')}: </span>
                    <a href={telUrl(room.phone) ?? info.phone.url} className="underline">
                      <bdi dir="ltr">{room.phone || pickText(info.phone.title, locale)}</bdi>
                    </a>
                  </p>
                  <p className="text-sm text-stone-600 dark:text-stone-300">
                    {room.opening_text ? pickText(room.opening_text, locale) : t('contact.hours')}
                  </p>
                </address>
                <StoreMap address={pickText(room.address, locale)} />
              </article>
            ))}
            <p>
              <span className="font-medium">{t('contact.emailLabel')}: </span>
              <a href={info.email.url} className="underline">
                {pickText(info.email.title, locale)}
              </a>
            </p>
            <WhatsAppLink className="button-quiet" message={t('whatsapp.general')} />
          </section>
        )}
      </div>
    </div>
  )
}
