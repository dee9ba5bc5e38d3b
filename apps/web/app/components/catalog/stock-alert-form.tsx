import { useId } from 'react'
import { useActionData, useFetcher } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import { STOCK_ALERT_INTENT, type StockAlertResult } from '#web/lib/stock-alerts.ts'

type Props = {
  variantId: string
  /** Some other size or colour can be bought now. */
  othersInStock: boolean
  /** The product page's address when shown elsewhere (the quick view). */
  action?: string
  /** The signed-in shopper's address; guests type theirs. */
  email?: string | null
}

/**
 * What a sold-out choice shows instead of quantity and "Add to cart": a clear note and "E-mail me
 * when it is back" (one e-mail, in the page's language). A plain form post without script; with
 * script a fetcher, answered in place. The form checks nothing in the browser (`noValidate`): the
 * page's action answers in the shopper's language, next to the field, keeping what was typed.
 */
export function StockAlertForm({ variantId, othersInStock, action, email }: Props) {
  const { t } = useTranslation()
  const ids = useId()
  const fetcher = useFetcher<StockAlertResult>()
  const actionData = useActionData<StockAlertResult>()
  const pageResult =
    !action && actionData?.intent === STOCK_ALERT_INTENT && actionData.variantId === variantId
      ? actionData
      : undefined
  const result = fetcher.data ?? pageResult
  const error = result && !result.ok ? (result.fieldErrors.email ?? result.error) : undefined
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="rounded-md border border-stone-300 p-4 dark:border-stone-600"
      data-testid="stock-alert"
    >
      <p className="text-lg font-semibold text-stone-900 dark:text-stone-100">
        {t('productPage.soldOut')}
      </p>
      {othersInStock && (
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('productPage.soldOutNote')}</p>
      )}
      <h3 id={`${ids}-title`} className="mt-3 font-semibold">
        {t('productPage.notifyTitle')}
      </h3>
      {result?.ok ? (
        <p role="status" className="mt-2 text-green-800 dark:text-green-300">
          {t(
            result.status === 'ALREADY_SUBSCRIBED'
              ? 'productPage.alreadySubscribed'
              : 'productPage.subscribed',
            { email: result.email },
          )}
        </p>
      ) : (
        <fetcher.Form method="post" action={action} noValidate preventScrollReset className="mt-2">
          <input type="hidden" name="intent" value={STOCK_ALERT_INTENT} />
          <input type="hidden" name="product_variant_id" value={variantId} />
          <p id={`${ids}-hint`} className="text-sm text-stone-600 dark:text-stone-300">
            {t('productPage.notifyHint')}
          </p>
          <label htmlFor={`${ids}-email`} className="mt-3 block text-sm font-medium">
            {t('productPage.email')}
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              // a shared page learns the member's address after it is drawn (ADR 057)
              key={email ?? ''}
              id={`${ids}-email`}
              name="email"
              maxLength={254}
              type="email"
              inputMode="email"
              autoComplete="email"
              defaultValue={result?.email ?? email ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : `${ids}-hint`}
              className="min-w-0 flex-1 basis-56 rounded border border-stone-300 bg-transparent px-3 py-2 dark:border-stone-600"
            />
            <button
              type="submit"
              disabled={fetcher.state !== 'idle'}
              className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
            >
              {t('productPage.notifySubmit')}
            </button>
          </div>
          {error && (
            <p
              id={`${ids}-error`}
              role="alert"
              className="mt-2 text-sm text-red-700 dark:text-red-400"
            >
              {t(error)}
            </p>
          )}
        </fetcher.Form>
      )}
    </section>
  )
}
