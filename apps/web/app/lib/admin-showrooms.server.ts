import {
  adminDesigner,
  adminDesignerBody,
  adminDesignerPatch,
  adminDesigners,
  adminShowroom,
  adminShowroomBody,
  adminShowroomPatch,
  adminShowrooms,
} from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { AdminApiError, adminRequest } from './admin.server.ts'
import { apiFailure, formFailure } from './form-action.server.ts'
import { type FormResult, text } from './forms.ts'

type Context = Readonly<RouterContextProvider>
type Kind = 'showroom' | 'designer'
const LANGS = ['en', 'zh', 'cn'] as const

const trilingual = (form: FormData, prefix: string) =>
  Object.fromEntries(LANGS.map((l) => [l, text(form, `${prefix}_${l}`)])) as Record<
    (typeof LANGS)[number],
    string
  >

/** Field errors named like the form's inputs: `name.en` → `name_en` (the API's `body.` dropped). */
export function formFieldErrors(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
) {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const parts = (
      typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)
    ).filter((p) => p !== 'body')
    out[parts.join('_')] ??= issue.message
  }
  return out
}

/** A posted showroom form as the API's body. */
export function showroomBodyOf(form: FormData) {
  return {
    name: trilingual(form, 'name'),
    address: trilingual(form, 'address'),
    district: text(form, 'district'),
    phone: text(form, 'phone'),
    opening_text: trilingual(form, 'opening'),
    is_active: form.get('is_active') === 'on',
  }
}

/** A posted designer form as the API's body. */
export function designerBodyOf(form: FormData) {
  return {
    name: text(form, 'name'),
    title: trilingual(form, 'title'),
    showroom_id: text(form, 'showroom_id'),
    home_visit_districts: form.getAll('home_visit_districts').map(String),
    is_active: form.get('is_active') === 'on',
  }
}

const formValues = (form: FormData) => {
  const values: Record<string, string> = {}
  for (const [key, value] of form.entries())
    if (typeof value === 'string') values[key] = values[key] ? `${values[key]},${value}` : value
  return values
}

const KINDS = {
  showroom: {
    path: '/admin/showrooms',
    create: adminShowroomBody,
    patch: adminShowroomPatch,
    answer: adminShowroom,
    body: showroomBodyOf,
  },
  designer: {
    path: '/admin/designers',
    create: adminDesignerBody,
    patch: adminDesignerPatch,
    answer: adminDesigner,
    body: designerBodyOf,
  },
} as const

/** Future bookings of one showroom or designer, for the refusal's "move N bookings first". */
async function futureBookings(context: Context, kind: Kind, id: string) {
  const list =
    kind === 'showroom'
      ? await adminRequest(context, '/admin/showrooms', adminShowrooms)
      : await adminRequest(context, '/admin/designers', adminDesigners)
  return list.data.find((x) => x._id === id)?.future_bookings ?? 0
}

/**
 * Runs a posted showroom or designer form (`create` or `save`). Making an active one inactive
 * asks for a ticked confirmation first; the API refuses it while bookings lie ahead.
 */
export async function runPeopleIntent(request: Request, context: Context, kind: Kind) {
  const form = await request.formData()
  const intent = text(form, 'intent')
  const id = text(form, 'id')
  const values = formValues(form)
  const spec = KINDS[kind]
  const formIntent = intent === 'save' ? `save:${id}` : 'create'
  if (intent !== 'create' && intent !== 'save')
    return formFailure<string>({}, 'admin.errors.invalid', { intent: formIntent })
  const body = spec.body(form)
  const closing = intent === 'save' && text(form, 'was_active') === '1' && !body.is_active
  if (closing && form.get('confirm_inactive') !== 'on')
    return formFailure<string>(
      { confirm_inactive: 'admin.showrooms.errors.confirm' },
      'admin.showrooms.confirmClose',
      { intent: formIntent, values: { ...values, confirming: 1 } },
    )
  const schema: z.ZodType = intent === 'create' ? spec.create : spec.patch
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const fieldErrors = formFieldErrors(parsed.error.issues)
    return formFailure<string>(
      fieldErrors,
      Object.values(fieldErrors)[0] ?? 'admin.errors.invalid',
      {
        intent: formIntent,
        values,
      },
    )
  }
  try {
    await adminRequest(
      context,
      intent === 'create' ? spec.path : `${spec.path}/${encodeURIComponent(id)}`,
      spec.answer,
      { method: intent === 'create' ? 'POST' : 'PATCH', body: JSON.stringify(parsed.data) },
    )
  } catch (error) {
    if (
      error instanceof AdminApiError &&
      error.status === 409 &&
      error.body?.code.endsWith('_HAS_BOOKINGS')
    ) {
      const message = `admin.showrooms.errors.${kind}Bookings`
      const count = await futureBookings(context, kind, id)
      return formFailure<string>({ is_active: message }, message, {
        status: 409,
        intent: formIntent,
        values: { ...values, count },
      })
    }
    if (error instanceof AdminApiError && error.status === 400 && error.body?.errors?.length) {
      const fieldErrors = formFieldErrors(error.body.errors)
      return formFailure<string>(
        fieldErrors,
        Object.values(fieldErrors)[0] ?? 'admin.errors.invalid',
        {
          intent: formIntent,
          values,
        },
      )
    }
    return apiFailure(error, { intent: formIntent, values })
  }
  const done: FormResult<string> = {
    ok: true,
    intent: formIntent,
    message: intent === 'create' ? 'admin.showrooms.created' : 'admin.showrooms.saved',
  }
  return done
}
