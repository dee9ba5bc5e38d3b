import { type AdminBooking, hkClock, hkDate, weekdayOf } from '@shop/contract/client'
import { ActionForm } from '#web/components/action-form.tsx'
import { adminInput, SelectField } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'

export type FreeDay = { date: string; slots: { starts_at: string; designers_free: number }[] }

/** Move (to a free time), cancel (with a reason) and mark done, as the booking allows. */
export function BookingActions({
  booking,
  free,
  designers,
  result,
}: {
  booking: AdminBooking
  free: FreeDay[] | null
  designers: { _id: string; name: string }[]
  result: FormResult<string> | undefined
}) {
  const { t } = useAdminT()
  const open = booking.status === 'held' || booking.status === 'confirmed'
  const started = new Date(booking.starts_at).getTime() <= Date.now()
  const days = (free ?? []).filter((d) => d.slots.length > 0)
  const failed = result && !result.ok ? result : undefined
  // a done move or cancellation shows on the booking itself; the forms show only refusals
  const typed = (field: string) => String(failed?.values?.[field] ?? '')
  const dayName = (date: string) =>
    t(`studio.weekdays.d${weekdayOf(date) as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)
  if (!open) return null
  return (
    <section aria-labelledby="booking-actions" className="space-y-3">
      <h2 id="booking-actions" className="text-lg font-semibold">
        {t('orders.detail.actions')}
      </h2>
      <ActionForm
        intent="move"
        testId="booking-move"
        title={t('studio.move.title')}
        hint={t('studio.move.hint')}
        submit={t('studio.move.submit')}
        pending={t('studio.move.pending')}
        result={failed}
      >
        {days.length === 0 ? (
          <p role="status">{t('studio.move.noSlots')}</p>
        ) : (
          <SelectField
            name="starts_at"
            label={t('studio.move.slot')}
            required
            defaultValue={typed('starts_at')}
            aria-invalid={failed?.intent === 'move' ? true : undefined}
          >
            {days.map((d) => (
              <optgroup key={d.date} label={`${dayName(d.date)} ${d.date}`}>
                {d.slots.map((s) => (
                  <option key={s.starts_at} value={s.starts_at}>
                    {dayName(hkDate(s.starts_at))} {hkDate(s.starts_at)} {hkClock(s.starts_at)}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        )}
        {designers.length > 1 && (
          <SelectField
            name="designer_id"
            label={t('studio.move.designer')}
            defaultValue={typed('designer_id')}
          >
            <option value="">{t('studio.move.anyDesigner')}</option>
            {designers.map((d) => (
              <option key={d._id} value={d._id}>
                {d.name}
              </option>
            ))}
          </SelectField>
        )}
      </ActionForm>
      <ActionForm
        intent="cancel"
        testId="booking-cancel"
        title={t('studio.cancel.title')}
        hint={t('studio.cancel.hint')}
        submit={t('studio.cancel.submit')}
        pending={t('studio.cancel.pending')}
        result={failed}
        variant="danger"
      >
        <div className="space-y-1">
          <label htmlFor="cancel-reason" className="block text-sm font-medium">
            {t('studio.cancel.reason')}
          </label>
          <textarea
            id="cancel-reason"
            name="reason"
            required
            maxLength={500}
            rows={3}
            className={adminInput}
            defaultValue={failed?.intent === 'cancel' ? typed('reason') : ''}
            aria-invalid={
              failed?.intent === 'cancel' && failed.fieldErrors.reason ? true : undefined
            }
          />
        </div>
      </ActionForm>
      {started && (
        <ActionForm
          intent="complete"
          testId="booking-complete"
          title={t('studio.complete.title')}
          hint={t('studio.complete.hint')}
          submit={t('studio.complete.submit')}
          pending={t('studio.complete.pending')}
          result={failed}
          variant="secondary"
        />
      )}
    </section>
  )
}
