import { Form } from 'react-router'
import { adminInput, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { closesField, opensField, PERIODS_PER_DAY, WEEKDAYS } from '#web/lib/studio-hours-form.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'

type Span = { weekday: number; opens_at: string; closes_at: string }

/**
 * The week of one showroom or designer: per weekday up to two periods (opens, closes), both
 * empty for a day off. A refused save shows what was typed, with each field's error.
 */
export function WeekForm({
  owner,
  name,
  hours,
  result,
}: {
  /** `showroom:<id>` or `designer:<id>` */
  owner: string
  name: string
  hours: Span[]
  result: FormResult<string> | undefined
}) {
  const { t, tm } = useAdminT()
  const sending = useIntentPending('hours', { owner: owner })
  const mine = result?.intent === 'hours' && result.values?.owner === owner ? result : undefined
  const failed = mine && !mine.ok ? mine : undefined
  const value = (field: string, weekday: number, period: number, key: 'opens_at' | 'closes_at') =>
    failed
      ? String(failed.values?.[field] ?? '')
      : (hours.filter((h) => h.weekday === weekday)[period]?.[key] ?? '')
  const slug = owner.replace(':', '-')
  const workdays = new Set(hours.map((h) => h.weekday)).size
  return (
    // folded on a phone-length page; open again when it answers a save
    <details open={Boolean(mine)} className="group">
      <summary className="cursor-pointer">
        <h3
          id={`${slug}-title`}
          className="inline font-semibold underline-offset-2 group-open:underline"
        >
          {t('studio.hours.weekly', { name })}
        </h3>
        <span className="block text-sm text-stone-600">
          {workdays ? t('studio.hours.summary', { days: workdays }) : t('studio.hours.none')}
        </span>
      </summary>
      <Form
        method="post"
        className="space-y-3"
        aria-labelledby={`${slug}-title`}
        data-testid={`week-${owner}`}
      >
        <p className="mt-2 text-xs text-stone-600">{t('studio.hours.closed')}</p>
        <input type="hidden" name="intent" value="hours" />
        <input type="hidden" name="owner" value={owner} />
        <input type="hidden" name="owner_name" value={name} />
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('studio.calendar.day')}</th>
              <th scope="col">{t('studio.hours.opens')}</th>
              <th scope="col">{t('studio.hours.closes')}</th>
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday) => {
              const day = t(`studio.weekdays.d${weekday as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)
              return Array.from({ length: PERIODS_PER_DAY }, (_, period) => {
                const opens = opensField(weekday, period)
                const closes = closesField(weekday, period)
                const errors = [failed?.fieldErrors[opens], failed?.fieldErrors[closes]].filter(
                  Boolean,
                )
                const label = period === 0 ? day : `${day} · ${t('studio.hours.second')}`
                return (
                  <tr key={opens} className={period === 0 ? 'border-t border-stone-200' : ''}>
                    <th
                      scope="row"
                      className="w-16 whitespace-nowrap py-1 pr-2 text-left font-normal"
                    >
                      {period === 0 ? (
                        day
                      ) : (
                        <span className="text-xs text-stone-500">
                          {t('studio.hours.secondShort')}
                        </span>
                      )}
                    </th>
                    <td className="py-1 pr-2">
                      <input
                        type="time"
                        name={opens}
                        aria-label={`${label}: ${t('studio.hours.opens')}`}
                        defaultValue={value(opens, weekday, period, 'opens_at')}
                        aria-invalid={failed?.fieldErrors[opens] ? true : undefined}
                        aria-describedby={errors.length ? `${slug}-${opens}-error` : undefined}
                        className={`${adminInput} min-w-0 py-1`}
                      />
                    </td>
                    <td className="py-1">
                      <input
                        type="time"
                        name={closes}
                        aria-label={`${label}: ${t('studio.hours.closes')}`}
                        defaultValue={value(closes, weekday, period, 'closes_at')}
                        aria-invalid={failed?.fieldErrors[closes] ? true : undefined}
                        aria-describedby={errors.length ? `${slug}-${opens}-error` : undefined}
                        className={`${adminInput} min-w-0 py-1`}
                      />
                      {errors.length > 0 && (
                        <p id={`${slug}-${opens}-error`} className="text-xs text-red-700">
                          {tm(errors[0] as string)}
                        </p>
                      )}
                    </td>
                  </tr>
                )
              })
            })}
          </tbody>
        </table>
        <div aria-live="polite">
          <FormStatus result={mine} />
        </div>
        <SubmitButton pending={sending} pendingText={t('studio.hours.saving')}>
          {t('studio.hours.save')}
        </SubmitButton>
      </Form>
    </details>
  )
}
