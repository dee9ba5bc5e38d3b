import {
  MAIN_STORE_ID,
  productDetails,
  SWATCH_MAX,
  swatchRequest,
  swatchRequestBody,
} from '@shop/contract'
import { isUuid, pickText } from '@shop/contract/client'
import { data, Form, useNavigation } from 'react-router'
import { useAddressChoice } from '../components/addresses/address-form.tsx'
import { AddressFields } from '../components/checkout/address-fields.tsx'
import { ContactFieldset, FormStatus, SubmitButton } from '../components/form-field.tsx'
import { LocalizedLink } from '../components/localized-link.tsx'
import { loadAddresses } from '../lib/addresses.server.ts'
import { ApiError, apiRequest } from '../lib/api.server.ts'
import { getUser, isRegistered } from '../lib/auth.server.ts'
import { apiFailure, clientIpHeaders, localeHeaders, readForm } from '../lib/form-action.server.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { pageUrl } from '../lib/page-url.ts'
import { productPath } from '../lib/product-list.ts'
import { pageMeta } from '../lib/seo.ts'
import {
  type SwatchActionData,
  swatchFormBody,
  swatchPrefill,
  swatchValues,
} from '../lib/swatch-form.ts'
import { shownErrors, useResultToast, useValidatedSubmit } from '../lib/use-form-feedback.ts'
import { useLocale } from '../lib/use-root-data.ts'
import type { Route } from './+types/swatches'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'swatches.title')

/** The product asked about, if it is on sale and comes in colours; null otherwise. */
async function productOf(context: Route.LoaderArgs['context'], id: string) {
  if (!isUuid(id)) return null
  const product = await apiRequest(
    context,
    `/stores/${MAIN_STORE_ID}/product-management/products/${id}/details`,
    productDetails,
  ).catch((error) => {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  })
  return product && product.kind === 'goods' && product.colours.length > 0 ? product : null
}

/**
 * Free swatches (issue 30, ADR 071): `swatches?product={id}` (`&colour={id}` ticks one). A member
 * finds their contact details and default address filled in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request)
  const product = await productOf(context, url.searchParams.get('product') ?? '')
  if (!product) return data({ product: null, prefill: null, prefilled: false }, { status: 404 })
  const [user, book] = isRegistered(context)
    ? await Promise.all([getUser(context), loadAddresses(context).catch(() => null)])
    : [null, null]
  const colour = url.searchParams.get('colour') ?? ''
  const preset = product.colours.some((c) => c._id === colour) ? [colour] : []
  const prefill = swatchPrefill(user?.account ?? null, book, preset)
  return { product, prefill, prefilled: Boolean(prefill.street) }
}

/** Posted in the page's language (the e-mails come back in it) and from the shopper's address. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, swatchRequestBody, swatchFormBody)
  const values = swatchValues(form.form)
  if (!form.ok) {
    return data<SwatchActionData>(
      { ok: false, fieldErrors: form.fieldErrors, error: form.error, values },
      { status: 400 },
    )
  }
  try {
    const answer = await apiRequest(context, '/swatch-requests', swatchRequest, {
      method: 'POST',
      body: JSON.stringify(form.body),
      headers: { ...localeHeaders(request), ...clientIpHeaders(request) },
    })
    return {
      ok: true,
      message: 'swatches.sent',
      reference: answer.reference,
    } satisfies SwatchActionData
  } catch (error) {
    const failure = apiFailure(error)
    return data<SwatchActionData>({ ...failure.data, values }, failure.init ?? undefined)
  }
}

export default function Swatches({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const result = actionData as SwatchActionData | undefined
  useResultToast(result)
  const { onSubmit, clientErrors } = useValidatedSubmit(swatchRequestBody, swatchFormBody)
  const pending = useNavigation().state === 'submitting'
  const { product, prefill, prefilled } = loaderData
  if (!product || !prefill) {
    return (
      <div className="container-shop py-12">
        <h1 className="text-3xl font-semibold">{t('swatches.title')}</h1>
        <p className="mt-4">{t('swatches.noProduct')}</p>
        <LocalizedLink to="/shop/main/product" className="mt-4 inline-block underline">
          {t('swatches.productLink')}
        </LocalizedLink>
      </div>
    )
  }
  const title = pickText(product.title, locale)
  const errors = shownErrors(clientErrors, result)
  const values = (result && !result.ok && result.values) || prefill
  const colourError = errors.colour_ids ?? errors['0']
  return (
    <div className="container-shop max-w-2xl py-10">
      <h1 className="text-3xl font-semibold">{t('swatches.title')}</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-300">
        {t('swatches.intro', { max: SWATCH_MAX, product: title })}
      </p>
      <LocalizedLink
        to={productPath(product, locale)}
        className="mt-2 inline-block text-sm underline"
      >
        {t('swatches.backToProduct', { product: title })}
      </LocalizedLink>
      <div className="mt-6">
        <FormStatus result={result} />
        {result?.ok && result.reference && (
          <p className="mt-2 text-sm" data-testid="swatch-reference">
            <bdi dir="ltr">{result.reference}</bdi>
          </p>
        )}
      </div>
      {!result?.ok && (
        <Form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="mt-6 space-y-6"
          data-testid="swatch-form"
        >
          <input type="hidden" name="product_id" value={product._id} />
          <fieldset
            className="space-y-3"
            aria-describedby={colourError ? 'swatch-colours-error' : undefined}
          >
            <legend className="mb-2 text-lg font-semibold">
              {t('swatches.colours', { max: SWATCH_MAX })}
            </legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {product.colours.map((colour) => (
                <label
                  key={colour._id}
                  className="flex items-center gap-3 rounded border border-stone-300 p-3 has-[:checked]:border-brand-700 dark:border-stone-600"
                >
                  <input
                    type="checkbox"
                    name="colour_ids"
                    value={colour._id}
                    defaultChecked={values.colour_ids.includes(colour._id)}
                    className="size-4 accent-brand-700"
                  />
                  <span
                    aria-hidden
                    className="size-6 shrink-0 rounded-full border border-stone-300"
                    style={{ backgroundColor: colour.hex }}
                  />
                  <span>{pickText(colour.name, locale)}</span>
                </label>
              ))}
            </div>
            {colourError && (
              <p id="swatch-colours-error" className="text-sm text-red-700 dark:text-red-400">
                {t(colourError)}
              </p>
            )}
          </fieldset>
          <ContactFieldset
            legend={{
              text: t('swatches.contact'),
              className: 'mb-2 text-lg font-semibold',
              fieldsetClassName: 'space-y-4',
            }}
            texts="contact"
            values={{ ...values, area_code: values.area_code || '852' }}
            errors={errors}
            required
          />
          <SwatchAddress values={values} errors={errors} prefilled={prefilled} />
          <div className="space-y-1">
            <div className="flex items-start gap-2">
              <input
                type="checkbox"
                id="swatch-consent"
                name="consent"
                value="yes"
                defaultChecked={values.consent === 'yes'}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? 'swatch-consent-error' : undefined}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <label htmlFor="swatch-consent">{t('swatches.consent')}</label>
            </div>
            {errors.consent && (
              <p id="swatch-consent-error" className="text-sm text-red-700 dark:text-red-400">
                {t(errors.consent)}
              </p>
            )}
          </div>
          {/* honeypot: off-screen and hidden from assistive technology; people never fill it */}
          <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
            <label>
              {t('contact.honeypot')}
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <SubmitButton pending={pending}>
            {pending ? t('swatches.sending') : t('swatches.submit')}
          </SubmitButton>
        </Form>
      )}
    </div>
  )
}

/** The checkout's Hong Kong address fields, with the member's default address filled in. */
function SwatchAddress({
  values,
  errors,
  prefilled,
}: {
  values: Parameters<typeof useAddressChoice>[0] & {
    street: string
    building: string
    floor: string
    flat: string
  }
  errors: ReturnType<typeof shownErrors>
  prefilled: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const choice = useAddressChoice(values)
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold">{t('swatches.address')}</legend>
      {prefilled && (
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('swatches.defaultAddress')}</p>
      )}
      <AddressFields choice={choice} values={values} errors={errors} locale={locale} />
    </fieldset>
  )
}
