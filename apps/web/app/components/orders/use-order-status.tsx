import type { OrderDetails, OrderStatus } from '@shop/contract'
import { useEffect } from 'react'
import { useFetcher, useFetchers, useRevalidator } from 'react-router'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import type { OrderIntent } from '#web/lib/order-forms.ts'
import { useToast } from '../toast.tsx'

/** spec §4: what each status change shows at once, before the server answers. */
const OPTIMISTIC: Partial<Record<OrderIntent, OrderStatus>> = {
  upload_proof: 'pending',
  complete: 'completed',
  cancel: 'cancelled',
}

/**
 * The fetcher of one order form. Keyed, so the page sees the change in flight and `OrderAnswers`
 * (always mounted) still hears the answer when the form itself is gone after the reload.
 */
export function useOrderFetcher(intent: OrderIntent, suffix = '') {
  return useFetcher<FormResult>({ key: `order-${intent}${suffix && `-${suffix}`}` })
}

/**
 * spec §4: a status change applies locally first (status and a new timeline entry). When the
 * server refuses, the pending state ends so the page falls back, the error toast shows in the
 * shopper's language and the order is reloaded from the server.
 */
export function useShownOrder(order: OrderDetails): OrderDetails {
  const pending = useFetchers()
    .filter((f) => f.key.startsWith('order-') && f.state !== 'idle' && f.formData)
    .map((f) => OPTIMISTIC[f.formData?.get('intent') as OrderIntent])
    .find(Boolean)
  if (!pending || pending === order.current_status) return order
  const now = new Date().toISOString()
  return {
    ...order,
    current_status: pending,
    statuses: [...order.statuses, { slug: pending, created_at: now, updated_at: now }],
  }
}

/** Toasts the answer of an order form and reloads the order after a refusal. */
export function useOrderAnswer(intent: OrderIntent, suffix = '') {
  const fetcher = useOrderFetcher(intent, suffix)
  const toast = useToast()
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: react to a new answer only
  useEffect(() => {
    if (!answer) return
    if (answer.ok) toast.success(answer.message ? t(answer.message) : undefined)
    else {
      toast.error(t(answer.error))
      void revalidator.revalidate()
    }
  }, [answer])
}

/** Hears every order form's answer; rendered for the page's whole life (see `useOrderFetcher`). */
export function OrderAnswers({ variantIds }: { variantIds: string[] }) {
  useOrderAnswer('upload_proof')
  useOrderAnswer('complete')
  useOrderAnswer('cancel')
  useOrderAnswer('refund')
  return variantIds.map((id) => <ReviewAnswer key={id} variantId={id} />)
}

function ReviewAnswer({ variantId }: { variantId: string }) {
  useOrderAnswer('review', variantId)
  return null
}
