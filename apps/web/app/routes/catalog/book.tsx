import { MAIN_STORE_ID, productDetails } from '@shop/contract'
import { addDays, isUuid, pickText } from '@shop/contract/client'
import { data, isRouteErrorResponse, useActionData, useNavigation } from 'react-router'
import { BookingForm } from '#web/components/booking/booking-form.tsx'
import { FormatChoice } from '#web/components/booking/format-choice.tsx'
import { ErrorPage } from '#web/components/error-page.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { ApiError, apiRequest } from '#web/lib/api.server.ts'
import {
  type BookingActionData,
  bookConsultation,
  loadDesignServices,
  loadSlots,
} from '#web/lib/booking.server.ts'
import { consultationVariants, SLOT_DAYS } from '#web/lib/booking-form.ts'
import { loadCheckout } from '#web/lib/checkout.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { newIdempotencyKey } from '#web/lib/idempotency-key.server.ts'
import { pageUrl } from '#web/lib/page-url.ts'
import { productPath } from '#web/lib/product-list.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { useResultToast } from '#web/lib/use-form-feedback.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/book'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'booking.title'),
  { name: 'robots', content: 'noindex' },
]

const DATE = /^\d{4}-\d{2}-\d{2}$/
const notFound = () => data('This page could not be found', { status: 404 })

/**
 * `shop/main/product/{id}/book` (issue 17): the shopper's choices live in the address (format,
 * showroom or district, first day shown), so the page works as plain GET forms and links; the
 * free times are loaded for that choice. Anything that is not a consultation is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw notFound()
  const query = pageUrl(request).searchParams
  const [product, services, checkout] = await Promise.all([
    apiRequest(
      context,
      `/stores/${MAIN_STORE_ID}/product-management/products/${params.id}/details`,
      productDetails,
    ).catch((error) => {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }),
    loadDesignServices(context),
    loadCheckout(context),
  ])
  const variants = consultationVariants(product)
  const variant = variants.find((v) => v._id === query.get('variant')) ?? variants[0]
  if (!variant) throw notFound()
  const format = variant.consultation_format
  const showroom =
    format === 'SHOWROOM'
      ? (services.showrooms.find((s) => s._id === query.get('showroom')) ?? services.showrooms[0])
      : undefined
  const askedDistrict = query.get('district') ?? ''
  const district =
    format === 'HOME_VISIT' && services.home_visit_districts.includes(askedDistrict)
      ? askedDistrict
      : ''
  const from = DATE.test(query.get('from') ?? '') ? (query.get('from') as string) : ''
  // a home visit shows no times until the district is known
  const slots =
    format === 'HOME_VISIT' && !district
      ? undefined
      : await loadSlots(
          context,
          variant._id,
          showroom ? { showroom_id: showroom._id } : district ? { district } : {},
          from,
        )
  return {
    product: { _id: product._id, title: product.title },
    variants,
    showrooms: services.showrooms,
    districts: services.home_visit_districts,
    choice: {
      variant: variant._id,
      format,
      showroom: showroom?._id ?? '',
      district,
      from,
    },
    slots,
    prefill: checkout.prefill,
    instructions: checkout.instructions,
    testPayments: checkout.testPayments,
    idempotencyKey: newIdempotencyKey(),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return bookConsultation(request, context)
}

export default function BookConsultation({ loaderData }: Route.ComponentProps) {
  const { product, variants, showrooms, districts, choice, slots } = loaderData
  const { t } = useTranslation()
  const locale = useLocale()
  const result = useActionData<BookingActionData>()
  useResultToast(result?.ok ? undefined : result)
  const navigation = useNavigation()
  // a new choice of format or place is a GET of this page: its times are on their way
  const choosing = navigation.state === 'loading' && navigation.formMethod === undefined
  const here = (from: string) => {
    const query = new URLSearchParams({ variant: choice.variant })
    if (choice.showroom) query.set('showroom', choice.showroom)
    if (choice.district) query.set('district', choice.district)
    if (from) query.set('from', from)
    return `?${query}`
  }
  const firstDay = slots?.days[0]?.date
  const title = pickText(product.title, locale)
  return (
    <div className="container-shop max-w-3xl space-y-6 py-8">
      <LocalizedLink
        to={productPath(product, locale)}
        className="text-sm underline"
        data-testid="back-to-product"
      >
        ← {t('booking.backToProduct')}
      </LocalizedLink>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('booking.title')}</h1>
        <p className="text-lg">{title}</p>
        <p className="text-sm text-stone-600 dark:text-stone-300">{t('booking.intro')}</p>
      </header>
      <FormatChoice
        variants={variants}
        showrooms={showrooms}
        districts={districts}
        choice={choice}
        locale={locale}
      />
      <BookingForm
        key={`${choice.variant}:${choice.showroom}:${choice.district}`}
        variant={variants.find((v) => v._id === choice.variant) ?? variants[0]}
        choice={choice}
        slots={slots}
        loadingSlots={choosing}
        earlier={choice.from && firstDay ? here(addDays(firstDay, -SLOT_DAYS)) : null}
        later={firstDay ? here(addDays(firstDay, SLOT_DAYS)) : null}
        prefill={loaderData.prefill}
        instructions={loaderData.instructions}
        testPayments={loaderData.testPayments}
        idempotencyKey={loaderData.idempotencyKey}
        result={result}
        locale={locale}
      />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />
  return (
    <div className="container-shop py-20 text-center" data-testid="not-bookable">
      <h1 className="text-2xl font-semibold">{t('booking.notConsultation')}</h1>
      <LocalizedLink to="/contact-us" className="mt-6 inline-block underline">
        {t('pages.contactUs')}
      </LocalizedLink>
    </div>
  )
}
