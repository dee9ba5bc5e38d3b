import type { ProjectDetails } from '@shop/contract'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'

/**
 * Design → site work → handover → completed, as an ordered list: each reached step with its
 * date, the current one marked with aria-current (and in words, colour only repeats it).
 */
export function ProjectTimeline({ timeline }: { timeline: ProjectDetails['timeline'] }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="timeline-heading" className="space-y-3">
      <h2 id="timeline-heading" className="text-lg font-semibold">
        {t('projects.timeline.title')}
      </h2>
      <ol className="grid gap-2 sm:grid-cols-4" data-testid="project-timeline">
        {timeline.map((step, index) => {
          const reached = step.at !== null
          const look = step.current
            ? 'border-brand-700 bg-brand-50 dark:bg-stone-800'
            : reached
              ? 'border-green-600'
              : 'border-dashed border-stone-300 text-stone-500 dark:border-stone-600 dark:text-stone-400'
          return (
            <li
              key={step.stage}
              aria-current={step.current ? 'step' : undefined}
              className={`flex gap-3 rounded border-2 p-3 sm:flex-col sm:gap-1 ${look}`}
            >
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${reached ? 'bg-brand-700 text-white' : 'bg-stone-200 text-stone-700 dark:bg-stone-700 dark:text-stone-200'}`}
              >
                {reached && !step.current ? '✓' : index + 1}
              </span>
              <div className="min-w-0">
                <p className="font-medium">{t(`projects.stages.${step.stage}`)}</p>
                <p className="text-sm">
                  {step.at
                    ? t('projects.timeline.reached', { date: formatDate(step.at) })
                    : t('projects.timeline.ahead')}
                </p>
                {step.current && (
                  <p className="text-sm font-semibold text-brand-900 dark:text-brand-100">
                    {t('projects.timeline.current')}
                  </p>
                )}
              </div>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
