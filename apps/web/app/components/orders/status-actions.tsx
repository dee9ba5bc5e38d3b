import type { OrderDetails } from '@shop/contract'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useOrderFetcher } from './use-order-status.tsx'

const button =
  'rounded px-4 py-2 font-medium disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-brand-700'

/** Confirm completion: one click, applied at once (spec §4). */
function CompleteForm() {
  const { t } = useTranslation()
  const fetcher = useOrderFetcher('complete')
  return (
    <fetcher.Form method="post" className="space-y-2" data-testid="complete-form">
      <p className="text-sm text-stone-600 dark:text-stone-300">{t('orders.complete.hint')}</p>
      <button
        type="submit"
        name="intent"
        value="complete"
        disabled={fetcher.state !== 'idle'}
        className={`${button} bg-brand-700 text-white hover:bg-brand-900`}
      >
        {t('orders.complete.button')}
      </button>
    </fetcher.Form>
  )
}

/** Cancel asks first: a disclosure with the consequences, so it works without JavaScript too. */
function CancelForm() {
  const { t } = useTranslation()
  const fetcher = useOrderFetcher('cancel')
  return (
    <details className="group" data-testid="cancel-form">
      <summary
        className={`${button} inline-block cursor-pointer list-none border border-red-700 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950 [&::-webkit-details-marker]:hidden`}
      >
        {t('orders.cancel.button')}
      </summary>
      <fetcher.Form
        method="post"
        className="mt-3 space-y-3 rounded border border-red-200 p-4 dark:border-red-900"
      >
        <p role="note">{t('orders.cancel.confirm')}</p>
        <button
          type="submit"
          name="intent"
          value="cancel"
          disabled={fetcher.state !== 'idle'}
          className={`${button} bg-red-700 text-white hover:bg-red-800`}
        >
          {t('orders.cancel.yes')}
        </button>
      </fetcher.Form>
    </details>
  )
}

/** The status buttons the API allows right now (`available_actions`). */
export function StatusActions({ order }: { order: OrderDetails }) {
  const actions = order.available_actions
  if (!actions.includes('confirm_completion') && !actions.includes('cancel')) return null
  return (
    <div className="flex flex-wrap items-start gap-6" data-testid="order-actions">
      {actions.includes('confirm_completion') && <CompleteForm />}
      {actions.includes('cancel') && <CancelForm />}
    </div>
  )
}
