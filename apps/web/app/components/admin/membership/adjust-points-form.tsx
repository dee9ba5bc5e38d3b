import { Form } from 'react-router'
import { Field, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'

/**
 * Staff add or take points with a reason (`membership.adjust`). A refused adjustment keeps what
 * was typed; a done one empties the form for the next.
 */
export function AdjustPointsForm({ result }: { result: FormResult<string> | undefined }) {
  const { t } = useAdminT()
  const pending = useIntentPending('adjust')
  const mine = result?.intent === 'adjust' ? result : undefined
  const refused = mine && !mine.ok ? mine : undefined
  const typed = (field: string) => String(refused?.values?.[field] ?? '')
  return (
    <div className="space-y-2">
      <Form
        // a new, empty form after each adjustment done
        key={mine?.ok ? `done-${mine.values?.available}-${mine.values?.points}` : 'adjust'}
        method="post"
        noValidate
        className="grid gap-3 rounded border border-stone-200 p-3 sm:grid-cols-[10rem_1fr]"
        aria-labelledby="adjust-title"
        data-testid="adjust-points"
      >
        <h3 id="adjust-title" className="text-sm font-semibold sm:col-span-2">
          {t('membership.adjust.title')}
        </h3>
        <input type="hidden" name="intent" value="adjust" />
        <Field
          name="points"
          label={t('membership.adjust.points')}
          type="number"
          step={1}
          required
          defaultValue={typed('points')}
          error={refused?.fieldErrors.points}
          hint={t('membership.adjust.pointsHint')}
        />
        <Field
          name="reason"
          label={t('membership.adjust.reason')}
          required
          maxLength={500}
          defaultValue={typed('reason')}
          error={refused?.fieldErrors.reason}
          hint={t('membership.adjust.reasonHint')}
        />
        <div className="sm:col-span-2">
          <SubmitButton pending={pending} pendingText={t('membership.adjust.submitting')}>
            {t('membership.adjust.submit')}
          </SubmitButton>
        </div>
      </Form>
      {/* outside the form, which starts again empty after each adjustment */}
      <div aria-live="polite">
        <FormStatus result={mine} />
      </div>
    </div>
  )
}
