import type { AdminBooking } from '@shop/contract/client'
import { hkClock, hkDate, weekdayOf } from '@shop/contract/client'
import type { ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import type { AdminFormResult } from '../../../lib/admin-forms.ts'
import { useAdminT } from '../../../lib/admin-i18n.tsx'
import { AdminFormStatus, AdminSelect, AdminSubmit, adminInput } from '../admin-form.tsx'

export type FreeDay = { date: string; slots: { starts_at: string; designers_free: number }[] }

/** One form of the booking page: posts its `intent`, says so while sending, shows its result. */
function IntentForm(props: {
  intent: string
  title: string
  hint: string
  submit: string
  pending: string
  result: AdminFormResult | undefined
  variant?: 'primary' | 'danger' | 'secondary'
  children?: ReactNode
}) {
  const navigation = useNavigation()
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === props.intent
  const mine = props.result?.intent === props.intent && !props.result.ok ? props.result : undefined
  return (
    <Form
      method="post"
      className="space-y-3 rounded border border-stone-200 bg-white p-4"
      data-testid={`booking-${props.intent}`}
      aria-labelledby={`${props.intent}-title`}
    >
      <h3 id={`${props.intent}-title`} className="font-semibold">
        {props.title}
      </h3>
      <p className="text-sm text-stone-600">{props.hint}</p>
      <input type="hidden" name="intent" value={props.intent} />
      {props.children}
      <div aria-live="polite">
        <AdminFormStatus result={mine} />
      </div>
      <AdminSubmit pending={sending} pendingText={props.pending} variant={props.variant}>
        {props.submit}
      </AdminSubmit>
    </Form>
  )
}

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
  result: AdminFormResult | undefined
}) {
  const { t } = useAdminT()
  const open = booking.status === 'held' || booking.status === 'confirmed'
  const started = new Date(booking.starts_at).getTime() <= Date.now()
  const days = (free ?? []).filter((d) => d.slots.length > 0)
  const failed = result && !result.ok ? result : undefined
  const typed = (field: string) => String(failed?.values?.[field] ?? '')
  const dayName = (date: string) =>
    t(`studio.weekdays.d${weekdayOf(date) as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)
  if (!open) return null
  return (
    <section aria-labelledby="booking-actions" className="space-y-3">
      <h2 id="booking-actions" className="text-lg font-semibold">
        {t('orders.detail.actions')}
      </h2>
      <IntentForm
        intent="move"
        title={t('studio.move.title')}
        hint={t('studio.move.hint')}
        submit={t('studio.move.submit')}
        pending={t('studio.move.pending')}
        result={result}
      >
        {days.length === 0 ? (
          <p role="status">{t('studio.move.noSlots')}</p>
        ) : (
          <AdminSelect
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
          </AdminSelect>
        )}
        {designers.length > 1 && (
          <AdminSelect
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
          </AdminSelect>
        )}
      </IntentForm>
      <IntentForm
        intent="cancel"
        title={t('studio.cancel.title')}
        hint={t('studio.cancel.hint')}
        submit={t('studio.cancel.submit')}
        pending={t('studio.cancel.pending')}
        result={result}
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
      </IntentForm>
      {started && (
        <IntentForm
          intent="complete"
          title={t('studio.complete.title')}
          hint={t('studio.complete.hint')}
          submit={t('studio.complete.submit')}
          pending={t('studio.complete.pending')}
          result={result}
          variant="secondary"
        />
      )}
    </section>
  )
}
