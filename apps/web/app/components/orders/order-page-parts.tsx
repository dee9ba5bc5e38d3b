import { addDays } from '@shop/contract/client'
import type { ComponentProps } from 'react'
import { BookingPanel } from '#web/components/booking/booking-panel.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import type { OrderView } from '#web/components/orders/order-view.tsx'
import { SLOT_DAYS } from '#web/lib/booking-form.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import type { OrderPageExtras } from '#web/lib/order-page.server.ts'

/**
 * The parts both order pages share (the member's own and the private link's): what a post made
 * without JavaScript answered, the consultation panel, the order's extras as the view's props,
 * and the "Order not found" page.
 */
type Result = FormResult | null | undefined

/**
 * The outcome of a post made without JavaScript (with it, a toast says the same). A refused
 * delivery change is said in its own panel, once.
 */
export function NoScriptOutcome({ result }: { result: Result }) {
  const { t } = useTranslation()
  if (!result || (!result.ok && result.intent === 'change_delivery_slot')) return null
  return (
    <noscript>
      {result.ok ? (
        <FormStatus result={result} />
      ) : (
        <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
          {t(result.error)}
        </p>
      )}
    </noscript>
  )
}

/** The order's consultation with its reschedule weeks, when the order books one. */
function Consultation({
  booking,
  calendar,
  slots,
  from,
  result,
}: OrderPageExtras['consultation'] & { result: Result }) {
  if (!booking) return null
  const firstDay = slots?.days[0]?.date
  const weeks = (day: string) => `?${new URLSearchParams({ reschedule: '1', from: day })}`
  return (
    <BookingPanel
      booking={booking}
      calendar={calendar}
      slots={slots}
      earlier={from && firstDay ? weeks(addDays(firstDay, -SLOT_DAYS)) : null}
      later={firstDay ? weeks(addDays(firstDay, SLOT_DAYS)) : null}
      result={result ?? undefined}
    />
  )
}

/** The order's extras (`loadOrderPageExtras`) and the post's answer as `OrderView`'s props. */
export function orderExtrasProps(
  extras: OrderPageExtras,
  result: Result,
): Partial<ComponentProps<typeof OrderView>> {
  return {
    instructions: extras.instructions,
    wallets: extras.wallets,
    booking: <Consultation {...extras.consultation} result={result} />,
    consultation: Boolean(extras.consultation.booking),
    payAgain: { result, switched: extras.switched },
    slotChange: { slots: extras.slots, result, changed: extras.slotChanged },
  }
}

/** spec §8: "Order not found", with the way to the guest lookup by order number and contact. */
export function OrderNotFound({ testId, hint }: { testId: string; hint?: string }) {
  const { t } = useTranslation()
  return (
    <div className="container-shop py-20 text-center" data-testid={testId}>
      <h1 className="text-2xl font-semibold">{t('orderErrors.orderNotFound')}</h1>
      {hint && <p className="mx-auto mt-4 max-w-lg text-stone-600 dark:text-stone-300">{hint}</p>}
      <LocalizedLink to="/shop/main/order/guest" className="mt-6 inline-block underline">
        {t('orders.guest.title')}
      </LocalizedLink>
    </div>
  )
}
