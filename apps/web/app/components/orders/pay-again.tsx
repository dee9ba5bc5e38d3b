import {
  isWalletMethod,
  OFFLINE_PAYMENT_METHODS,
  type OrderDetails,
  type PayAgainMethod,
  type PaymentInstructions,
  type WalletPaymentMethod,
} from '@shop/contract'
import { type MessageKey, pickText } from '@shop/contract/client'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import { PaymentMethodOption } from '../payment-method-option.tsx'

/** The contract's PAY_AGAIN_METHODS, in the order checkout lists them (labels from checkout). */
const LABELS: Record<PayAgainMethod, MessageKey> = {
  ONLINE: 'orders.payAgain.online',
  ALIPAY_HK: 'checkout.methodAlipayHk',
  WECHAT_PAY_HK: 'checkout.methodWechatPayHk',
  BANK_TRANSFER: 'checkout.methodBankTransfer',
  FPS: 'checkout.methodFps',
  PAYME: 'checkout.methodPayme',
}

type Props = {
  order: OrderDetails
  instructions: PaymentInstructions
  /** The e-wallets the owner leaves on (ADR 070); one switched off is not offered. */
  wallets: readonly WalletPaymentMethod[]
  /** Where the form posts: the order's page (its own route when left out). */
  action?: string
  /** The refusal of an earlier post of this form (a paid or cancelled order, a bad choice). */
  result?: FormResult | null
}

/**
 * Issue 30: an unpaid online order whose payment failed or was left is paid again, online with
 * a new payment page or by FPS, bank transfer or PayMe with a proof, as checkout offers. A plain
 * form post (the payment page is a document of its own), so it works without JavaScript.
 */
export function PayAgain({ order, instructions, wallets, action, result }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const sending = useIntentPending('pay_again')
  const expires = order.checkout.payment_expires_at
  const failure = result && !result.ok ? result : null
  const methods = (Object.keys(LABELS) as PayAgainMethod[]).filter(
    (method) => !isWalletMethod(method) || wallets.includes(method),
  )
  // the way the failed attempt took comes first chosen (a declined wallet is tried again)
  const chosen = methods.includes(order.payment_method as PayAgainMethod)
    ? order.payment_method
    : 'ONLINE'
  return (
    <section
      aria-labelledby="pay-again-title"
      className="space-y-4 rounded-md border border-amber-500 p-5"
      data-testid="pay-again"
    >
      <h2 id="pay-again-title" className="text-lg font-semibold">
        {t('orders.payAgain.title')}
      </h2>
      <p>
        {expires
          ? t('orders.payAgain.intro', { time: formatDateTime(expires) })
          : t('orders.payAgain.introOpen')}
      </p>
      {expires && (
        <p className="text-sm text-stone-600 dark:text-stone-300">
          {t('orders.payAgain.expiresNote')}
        </p>
      )}
      {failure && (
        <p
          role="alert"
          className="rounded bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t(failure.fieldErrors.payment_method ?? failure.error)}
        </p>
      )}
      <form method="post" action={action} className="space-y-4">
        <input type="hidden" name="intent" value="pay_again" />
        <fieldset className="space-y-3">
          <legend className="mb-2 font-medium">{t('orders.payAgain.method')}</legend>
          {methods.map((method) => {
            const offline = OFFLINE_PAYMENT_METHODS.find((m) => m === method)
            const howTo = offline ? instructions[offline] : undefined
            const hint = howTo ? pickText(howTo, locale) : undefined
            return (
              <PaymentMethodOption
                key={method}
                idPrefix="pay-again"
                method={method}
                label={t(LABELS[method])}
                hint={hint}
                checked={method === chosen}
              />
            )
          })}
        </fieldset>
        <button
          type="submit"
          disabled={sending}
          className="rounded bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('orders.payAgain.submit')}
        </button>
      </form>
    </section>
  )
}
