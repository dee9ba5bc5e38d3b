import {
  adminBooking,
  adminBookingCancelBody,
  adminBookingMoveBody,
  adminClosure,
  adminClosureBody,
  adminStudioHoursBody,
  openingSpan,
} from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { adminRequest } from './admin.server.ts'
import { apiFailure, formFailure } from './form-action.server.ts'
import { type FormResult, text, validate } from './forms.ts'
import { hoursFieldErrors, readHoursForm } from './studio-hours-form.ts'

type Context = Readonly<RouterContextProvider>
const formValues = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()].filter(([, v]) => typeof v === 'string') as [string, string][],
  )

/** The booking page's forms by `intent`: contract schema, API path, what is said once done. */
const BOOKING_INTENTS = {
  move: {
    schema: adminBookingMoveBody,
    body: (form: FormData) => ({
      starts_at: text(form, 'starts_at'),
      ...(text(form, 'designer_id') ? { designer_id: text(form, 'designer_id') } : {}),
    }),
    done: 'admin.studio.movedDone',
  },
  cancel: {
    schema: adminBookingCancelBody,
    body: (form: FormData) => ({ reason: text(form, 'reason') }),
    done: 'admin.studio.cancelledDone',
  },
  complete: {
    schema: z.object({}),
    body: () => ({}),
    done: 'admin.studio.completedDone',
  },
} as const

/** Runs a posted booking form (move, cancel, complete) against the staff API. */
export async function runBookingIntent(request: Request, context: Context, bookingId: string) {
  const form = await request.formData()
  const name = text(form, 'intent')
  const values = formValues(form)
  if (!(name in BOOKING_INTENTS))
    return formFailure<string>({}, 'admin.errors.invalid', { intent: name })
  const intent = BOOKING_INTENTS[name as keyof typeof BOOKING_INTENTS]
  const checked = validate(intent.schema, intent.body(form))
  if (!checked.ok)
    return formFailure<string>(checked.fieldErrors, checked.error, { intent: name, values })
  try {
    await adminRequest(
      context,
      `/admin/bookings/${encodeURIComponent(bookingId)}/${name}`,
      adminBooking,
      {
        method: 'PUT',
        body: JSON.stringify(checked.body),
      },
    )
    const result: FormResult<string> = { ok: true, intent: name, message: intent.done }
    return result
  } catch (error) {
    return apiFailure(error, { intent: name, values })
  }
}

/** Runs a posted form of the studio page: a week of hours, a new closure, or a removal. */
export async function runStudioIntent(request: Request, context: Context) {
  const form = await request.formData()
  const name = text(form, 'intent')
  const values = formValues(form)
  try {
    if (name === 'hours') {
      const { body, fields, values: typed } = readHoursForm(form)
      const parsed = adminStudioHoursBody.safeParse(body)
      if (!parsed.success)
        return formFailure<string>(
          hoursFieldErrors(parsed.error.issues, fields),
          'admin.studio.errors.fixForm',
          { intent: name, values: typed },
        )
      await adminRequest(
        context,
        '/admin/studio/hours',
        z.object({ hours: z.array(openingSpan) }),
        {
          method: 'PUT',
          body: JSON.stringify(parsed.data),
        },
      )
      const result: FormResult<string> = {
        ok: true,
        intent: name,
        message: 'admin.studio.hoursSaved',
        values: { owner: typed.owner ?? '', name: text(form, 'owner_name') },
      }
      return result
    }
    if (name === 'add_closure') {
      const [kind, id] = text(form, 'scope').split(':')
      const body = {
        ...(kind === 'showroom' && id ? { showroom_id: id } : {}),
        ...(kind === 'designer' && id ? { designer_id: id } : {}),
        starts_on: text(form, 'starts_on'),
        ends_on: text(form, 'ends_on') || text(form, 'starts_on'),
        reason: {
          en: text(form, 'reason_en'),
          zh: text(form, 'reason_zh'),
          cn: text(form, 'reason_cn'),
        },
      }
      const checked = validate(adminClosureBody, body)
      if (!checked.ok)
        return formFailure<string>(
          renameReasons(checked.fieldErrors, body.reason),
          'admin.studio.errors.fixForm',
          { intent: name, values },
        )
      await adminRequest(context, '/admin/studio/closures', adminClosure, {
        method: 'POST',
        body: JSON.stringify(checked.body),
      })
      const result: FormResult<string> = {
        ok: true,
        intent: name,
        message: 'admin.studio.closureAdded',
      }
      return result
    }
    if (name === 'remove_closure') {
      const id = text(form, 'closure_id')
      await adminRequest(context, `/admin/studio/closures/${encodeURIComponent(id)}`, z.null(), {
        method: 'DELETE',
      })
      const result: FormResult<string> = {
        ok: true,
        intent: name,
        message: 'admin.studio.closureRemoved',
      }
      return result
    }
  } catch (error) {
    return apiFailure(error, { intent: name, values })
  }
  return formFailure<string>({}, 'admin.errors.invalid', { intent: name })
}

/** The three reasons share a last path segment (`en`…); name each field the form's way. */
function renameReasons(errors: Record<string, string>, reason: Record<'en' | 'zh' | 'cn', string>) {
  const out: Record<string, string> = {}
  for (const [key, message] of Object.entries(errors)) {
    if (key === 'en' || key === 'zh' || key === 'cn') out[`reason_${key}`] = message
    else out[key] = message
  }
  for (const lang of ['en', 'zh', 'cn'] as const)
    if (!reason[lang].trim()) out[`reason_${lang}`] ??= 'errors.required'
  return out
}
