import type { AdminProjectDetails } from '@shop/contract'
import { Form } from 'react-router'
import { Field, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'

/** The one stage a project can move to from here (forward only, the contract's `projectStageBody`). */
const NEXT: Partial<Record<AdminProjectDetails['stage'], 'site_work' | 'handover'>> = {
  design: 'site_work',
  site_work: 'handover',
}

/**
 * "Move to site work" / "Move to handover", after a disclosure that says what follows (works
 * without script). Completion is the customer's to confirm, so nothing moves past handover here.
 */
export function StageActions({
  project,
  result,
}: {
  project: AdminProjectDetails
  result: FormResult<string> | undefined
}) {
  const { t } = useAdminT()
  const moving = useIntentPending('stage')
  const next = NEXT[project.stage]
  if (!next) return null
  const refused = result?.intent === 'stage' && !result.ok ? result : undefined
  // keyed by the stage it moves to: the next step's disclosure starts closed, so a second press
  // of "Yes, move it" cannot move the project on again
  return (
    <details
      key={next}
      className="rounded border border-stone-300 bg-stone-50 p-3"
      open={Boolean(refused) || undefined}
      data-testid="stage-action"
    >
      <summary className="cursor-pointer font-medium">{t(`projects.detail.move.${next}`)}</summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="stage" />
        <input type="hidden" name="stage" value={next} />
        <p className="text-sm">{t(`projects.detail.moveAsk.${next}`)}</p>
        <Field
          name="note"
          label={t('projects.detail.moveNote')}
          maxLength={500}
          defaultValue={String(refused?.values?.note ?? '')}
          error={refused?.fieldErrors.note}
        />
        <SubmitButton pending={moving} pendingText={t('projects.detail.moving')}>
          {t('projects.detail.moveYes')}
        </SubmitButton>
      </Form>
    </details>
  )
}
