import { type AdminProjectDetails, formatMoney } from '@shop/contract'
import { Form, useNavigation } from 'react-router'
import { Field, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { formatDate } from '#web/lib/format-date.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'

/** The two installments with their figures and, for staff who manage projects, the due date form. */
export function InstallmentRows({
  project,
  result,
  canManage,
}: {
  project: AdminProjectDetails
  result: FormResult<string> | undefined
  canManage: boolean
}) {
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const money = (amount: string) => formatMoney(amount, language)
  return (
    <section aria-labelledby="installments-title" className="space-y-2">
      <h2 id="installments-title" className="text-lg font-semibold">
        {t('projects.detail.installments')}
      </h2>
      <ul className="space-y-3">
        {project.installments.map((installment) => {
          const sequence = String(installment.sequence)
          const mine = result?.intent === 'due' && result.values?.sequence === sequence
          const refused = mine && !result.ok ? result : undefined
          const saving = isIntentPending(navigation, 'due', { sequence })
          return (
            <li
              key={installment._id}
              className="space-y-2 rounded-lg border border-stone-200 bg-white p-3"
              data-testid="admin-installment"
            >
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {t('projects.detail.installment', { sequence })} ·{' '}
                  {t(`projects.detail.trigger.${installment.trigger}`)}
                </span>
                <span className="rounded bg-stone-200 px-1.5 text-sm">
                  {t(`projects.detail.status.${installment.status}`)}
                </span>
              </p>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-stone-600">{t('projects.detail.amount')}</dt>
                  <dd>{money(installment.amount)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-stone-600">{t('projects.detail.paidAmount')}</dt>
                  <dd>{money(installment.paid_amount)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-stone-600">
                    {t('projects.detail.outstandingAmount')}
                  </dt>
                  <dd>{money(installment.outstanding)}</dd>
                </div>
              </dl>
              {!canManage || installment.status === 'paid' ? (
                <p className="text-sm">
                  {t('projects.detail.dueOn')}:{' '}
                  {installment.due_on
                    ? formatDate(installment.due_on)
                    : t('projects.detail.dueNotSet')}
                </p>
              ) : (
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="due" />
                  <input type="hidden" name="sequence" value={sequence} />
                  <div className="min-w-44">
                    <Field
                      type="date"
                      name="due_on"
                      label={t('projects.detail.dueOn')}
                      defaultValue={String(refused?.values?.due_on ?? installment.due_on ?? '')}
                      required
                      error={refused?.fieldErrors.due_on}
                    />
                  </div>
                  <SubmitButton variant="secondary" pending={saving}>
                    {t('projects.detail.dueSave')}
                  </SubmitButton>
                </Form>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
