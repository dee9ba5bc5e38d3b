import type { ProjectDetails } from '@shop/contract'
import { formatMoney, type Locale } from '@shop/contract/client'
import { Form } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'

const button =
  'inline-block rounded px-4 py-2 font-medium disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-brand-700'

/**
 * spec §4 "confirm completion" at handover. It asks first in a disclosure that states what
 * follows, so the confirmation works without JavaScript (as accepting the quotation does).
 */
export function ConfirmCompletion({
  project,
  locale,
}: {
  project: ProjectDetails
  locale: Locale
}) {
  const { t } = useTranslation()
  const sending = useIntentPending('complete')
  if (!project.can_confirm_completion) return null
  const second = project.installments.find((i) => i.trigger === 'handover')
  return (
    <section
      aria-labelledby="completion-heading"
      className="space-y-3 rounded-lg border-2 border-brand-700 p-4 print:hidden"
      data-testid="confirm-completion"
    >
      <h2 id="completion-heading" className="text-lg font-semibold">
        {t('projects.completion.title')}
      </h2>
      <p>
        {t('projects.completion.intro', {
          amount: second ? formatMoney(second.amount, locale) : '',
        })}
      </p>
      <details>
        <summary
          className={`${button} cursor-pointer list-none bg-brand-700 text-white hover:bg-brand-900 [&::-webkit-details-marker]:hidden`}
        >
          {t('projects.completion.button')}
        </summary>
        <Form method="post" className="mt-3 space-y-3 rounded border border-brand-100 p-4">
          <p role="note">{t('projects.completion.confirm')}</p>
          <button
            type="submit"
            name="intent"
            value="complete"
            disabled={sending}
            aria-busy={sending || undefined}
            className={`${button} bg-brand-700 text-white hover:bg-brand-900`}
          >
            {sending ? t('projects.completion.sending') : t('projects.completion.yes')}
          </button>
        </Form>
      </details>
    </section>
  )
}
