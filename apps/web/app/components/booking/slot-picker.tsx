import type { ConsultationSlots } from '@shop/contract'
import { hkClock, hkDate, type Locale, type MessageKey } from '@shop/contract/client'
import { useId } from 'react'
import { dayLabel } from '#web/lib/consultation-time.ts'
import { useTranslation } from '#web/lib/i18n.tsx'

type Props = {
  slots: ConsultationSlots | null
  locale: Locale
  /** The instant chosen (kept after a refused post). */
  chosen: string
  error?: MessageKey
  /** Free times are being fetched for a new choice (with script). */
  loading?: boolean
  /** Links to the weeks before and after (GET, so they work without script). */
  earlier?: string | null
  later?: string | null
}

/**
 * The free times of the coming weeks grouped by day, in Hong Kong time (issue 17). Each day is a
 * disclosure a phone can scroll past; the first day with times and the chosen one start open.
 * The radios are named `starts_at` and post with the surrounding form.
 */
export function SlotPicker({ slots, locale, chosen, error, loading, earlier, later }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const days = slots?.days.filter((day) => day.slots.length > 0) ?? []
  const chosenDay = chosen ? hkDate(chosen) : ''
  const openDay = days.some((d) => d.date === chosenDay) ? chosenDay : days[0]?.date
  return (
    <fieldset
      className="space-y-3"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-busy={loading || undefined}
      data-testid="slot-picker"
    >
      <legend className="text-lg font-semibold">{t('booking.times')}</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-300">
        {t('booking.timesHint')}
      </p>
      {loading ? (
        <p role="status" className="text-sm">
          {t('booking.loadingTimes')}
        </p>
      ) : slots === null ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('booking.timesFailed')}
        </p>
      ) : days.length === 0 ? (
        <p role="status" className="text-sm" data-testid="no-slots">
          {t('booking.noTimes')}
        </p>
      ) : (
        <div className="divide-y divide-stone-200 rounded border border-stone-200 dark:divide-stone-700 dark:border-stone-700">
          {days.map((day) => (
            <details
              key={day.date}
              open={day.date === openDay}
              className="group"
              data-day={day.date}
            >
              <summary className="flex cursor-pointer items-center justify-between gap-3 px-3 py-3 font-medium">
                <span>{dayLabel(day.date, locale)}</span>
                <span className="text-sm font-normal text-stone-600 dark:text-stone-300">
                  {t('booking.freeCount', { count: day.slots.length })}
                </span>
              </summary>
              <div className="grid grid-cols-3 gap-2 px-3 pb-3 sm:grid-cols-6">
                {day.slots.map((slot) => (
                  <label
                    key={slot.starts_at}
                    className="cursor-pointer rounded border border-stone-300 px-2 py-2 text-center text-sm has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-stone-600"
                  >
                    <input
                      type="radio"
                      name="starts_at"
                      value={slot.starts_at}
                      defaultChecked={slot.starts_at === chosen}
                      className="sr-only"
                    />
                    <span className="sr-only">{dayLabel(day.date, locale)} </span>
                    {hkClock(slot.starts_at)}
                  </label>
                ))}
              </div>
            </details>
          ))}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(error)}
        </p>
      )}
      {(earlier || later) && (
        <nav className="flex justify-between gap-3 text-sm" aria-label={t('booking.times')}>
          {earlier ? (
            <a href={earlier} className="underline">
              ← {t('booking.earlier')}
            </a>
          ) : (
            <span />
          )}
          {later && (
            <a href={later} className="underline">
              {t('booking.later')} →
            </a>
          )}
        </nav>
      )}
    </fieldset>
  )
}
