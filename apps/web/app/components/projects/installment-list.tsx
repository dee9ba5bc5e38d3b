import type { Installment, PaymentInstructions } from '@shop/contract'
import { formatMoney, type Locale } from '@shop/contract/client'
import { Form, useNavigation } from 'react-router'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import type { ProjectActionData } from '#web/lib/project-forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'
import { PaymentRecordForm } from './payment-record-form.tsx'

const STATUS_LOOK: Record<Installment['status'], string> = {
  scheduled: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100',
  due: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
}

function DueText({ installment }: { installment: Installment }) {
  const { t } = useTranslation()
  if (installment.status === 'paid' && installment.paid_at)
    return <>{t('projects.installments.paidOn', { date: formatDate(installment.paid_at) })}</>
  if (installment.due_on)
    return <>{t('projects.installments.dueOn', { date: formatDate(installment.due_on) })}</>
  if (installment.trigger === 'handover') return <>{t('projects.installments.dueAtHandover')}</>
  return null
}

/** Pay online: a plain POST whose answer sends the browser to the payment page. */
function PayOnline({ installment, locale }: { installment: Installment; locale: Locale }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const going = isIntentPending(navigation, 'pay_online', {
    installment_sequence: String(installment.sequence),
  })
  return (
    <Form method="post" data-testid="pay-online">
      <input type="hidden" name="intent" value="pay_online" />
      <input type="hidden" name="installment_sequence" value={installment.sequence} />
      <button
        type="submit"
        disabled={going}
        aria-busy={going || undefined}
        className="w-full rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60 sm:w-auto"
      >
        {going
          ? t('projects.installments.payingOnline')
          : t('projects.installments.payOnline', {
              amount: formatMoney(installment.outstanding, locale),
            })}
      </button>
    </Form>
  )
}

/**
 * spec §3 first and second installment: amount, paid, outstanding, status and when it is due;
 * a payable one offers paying online and telling us about an offline payment (a disclosure, open
 * again when its form was refused).
 */
export function InstallmentList(props: {
  installments: Installment[]
  instructions: PaymentInstructions
  testPayments: boolean
  idempotencyKey: string
  result: ProjectActionData | undefined
  locale: Locale
}) {
  const { installments, instructions, result, locale } = props
  const { t } = useTranslation()
  const money = (amount: string) => <bdi dir="ltr">{formatMoney(amount, locale)}</bdi>
  return (
    <section aria-labelledby="installments-heading" className="space-y-3">
      <h2 id="installments-heading" className="text-lg font-semibold">
        {t('projects.installments.title')}
      </h2>
      <ul className="space-y-3" data-testid="installments">
        {installments.map((installment) => {
          const mine =
            result?.intent === 'add_record' && result.sequence === String(installment.sequence)
          const waiting = installment.status === 'due' && !installment.can_pay
          return (
            <li
              key={installment._id}
              className="space-y-3 rounded-lg border border-stone-200 p-4 dark:border-stone-700"
              data-testid="installment"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">
                  {t('projects.installments.name', { sequence: installment.sequence })}{' '}
                  <span className="font-normal text-stone-600 dark:text-stone-300">
                    · {t(`projects.installments.trigger.${installment.trigger}`)}
                  </span>
                </h3>
                <span
                  className={`rounded px-2 py-0.5 text-sm ${STATUS_LOOK[installment.status]}`}
                  data-testid="installment-status"
                >
                  {t(`projects.installments.status.${installment.status}`)}
                </span>
              </div>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-stone-600 dark:text-stone-300">
                    {t('projects.installments.amount')}
                  </dt>
                  <dd className="font-medium">{money(installment.amount)}</dd>
                </div>
                <div>
                  <dt className="text-stone-600 dark:text-stone-300">
                    {t('projects.installments.paid')}
                  </dt>
                  <dd className="font-medium">{money(installment.paid_amount)}</dd>
                </div>
                <div>
                  <dt className="text-stone-600 dark:text-stone-300">
                    {t('projects.installments.outstanding')}
                  </dt>
                  <dd className="font-medium" data-testid="installment-outstanding">
                    {money(installment.outstanding)}
                  </dd>
                </div>
              </dl>
              <p className="text-sm">
                <DueText installment={installment} />
              </p>
              {waiting && (
                <p role="note" className="rounded bg-brand-50 p-3 text-sm dark:bg-stone-800">
                  {t('projects.installments.waiting')}
                </p>
              )}
              {installment.can_pay && (
                <div className="space-y-3 print:hidden">
                  {props.testPayments && (
                    <p
                      role="note"
                      className="rounded border border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
                    >
                      {t('checkout.testPayments')}
                    </p>
                  )}
                  <PayOnline installment={installment} locale={locale} />
                  <details
                    open={mine && !result?.ok}
                    className="rounded border border-stone-200 p-3 dark:border-stone-700"
                    data-testid="pay-offline"
                  >
                    <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-100">
                      {t('projects.installments.payOffline')}
                    </summary>
                    <div className="mt-3">
                      <PaymentRecordForm
                        installment={installment}
                        instructions={instructions}
                        idempotencyKey={props.idempotencyKey}
                        result={mine ? result : undefined}
                        locale={locale}
                      />
                    </div>
                  </details>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
