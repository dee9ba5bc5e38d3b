import {
  adminPaymentRecord,
  adminProjectDetails,
  installmentDueBody,
  projectStageBody,
  rejectPaymentRecordBody,
  type StaffMe,
  type StaffPermission,
} from '@shop/contract'
import { data, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { AdminApiError, adminRequest } from './admin.server.ts'
import { apiFailure, formFailure } from './form-action.server.ts'
import { type FormResult, text, validate } from './forms.ts'
import { modelForm, modelFormInput, modelUploadBody } from './project-model-form.ts'

type Context = Readonly<RouterContextProvider>
const project = (id: string) => `/admin/projects/${encodeURIComponent(id)}`
const record = (form: FormData) =>
  `/admin/payment-records/${encodeURIComponent(text(form, 'record_id'))}`

type Intent = {
  permission: StaffPermission
  schema: z.ZodType
  body: (form: FormData) => unknown
  call: (projectId: string, form: FormData) => { path: string; method: 'PUT' | 'POST' }
  /** The answer's schema: the project, or the record. */
  answer: z.ZodType
  done: string
  /** Sent without a body (the call takes none). */
  empty?: boolean
}

/**
 * The forms of the project page and the payment record queue, by `intent`, each with the
 * permission it needs, its contract schema, API call and the message shown once done. Plain
 * `<Form method="post">` posts them (no JavaScript needed); the API writes the audit row.
 */
export const PROJECT_INTENTS: Record<string, Intent> = {
  stage: {
    permission: 'projects.manage',
    schema: projectStageBody,
    body: (form) => ({ stage: text(form, 'stage'), note: text(form, 'note') }),
    call: (id) => ({ path: `${project(id)}/stage`, method: 'PUT' }),
    answer: adminProjectDetails,
    done: 'admin.projects.detail.moved',
  },
  due: {
    permission: 'projects.manage',
    schema: installmentDueBody,
    body: (form) => ({ due_on: text(form, 'due_on') }),
    call: (id, form) => ({
      path: `${project(id)}/installments/${encodeURIComponent(text(form, 'sequence'))}`,
      method: 'PUT',
    }),
    answer: adminProjectDetails,
    done: 'admin.projects.detail.dueSaved',
  },
  confirm: {
    permission: 'projects.payments',
    schema: z.object({}),
    body: () => ({}),
    call: (_id, form) => ({ path: `${record(form)}/confirm`, method: 'POST' }),
    answer: adminPaymentRecord,
    done: 'admin.projects.records.confirmed',
    empty: true,
  },
  reject: {
    permission: 'projects.payments',
    schema: rejectPaymentRecordBody,
    body: (form) => ({ reason: text(form, 'reason'), note: text(form, 'note') }),
    call: (_id, form) => ({ path: `${record(form)}/reject`, method: 'POST' }),
    answer: adminPaymentRecord,
    done: 'admin.projects.records.rejected',
  },
  recognise: {
    permission: 'projects.payments',
    schema: z.object({}),
    body: () => ({}),
    call: (_id, form) => ({ path: `${record(form)}/recognise`, method: 'POST' }),
    answer: adminPaymentRecord,
    done: 'admin.projects.records.rerunDone',
    empty: true,
  },
}

/** The typed text fields, to fill the forms again after a refusal. */
function typed(form: FormData) {
  return Object.fromEntries(
    [...form.entries()].filter(([, v]) => typeof v === 'string') as [string, string][],
  )
}

/**
 * Runs one posted project or payment record form against the staff API. `projectId` is the
 * project page's; the queue's forms name their record.
 */
export async function runProjectIntent(
  request: Request,
  context: Context,
  me: StaffMe,
  projectId: string,
) {
  const form = await request.formData()
  const name = text(form, 'intent')
  if (name === 'model') return answer(await uploadModel(context, me, projectId, form))
  const intent = PROJECT_INTENTS[name]
  const values = typed(form)
  if (!intent) return formFailure<string>({}, 'admin.errors.invalid', { intent: name })
  if (!me.permissions.includes(intent.permission))
    return formFailure<string>({}, 'admin.errors.forbidden', { status: 403, intent: name, values })
  const checked = validate(intent.schema, intent.body(form))
  if (!checked.ok)
    return formFailure<string>(checked.fieldErrors, checked.error, { intent: name, values })
  const { path, method } = intent.call(projectId, form)
  try {
    await adminRequest(context, path, intent.answer, {
      method,
      ...(intent.empty ? {} : { body: JSON.stringify(checked.body) }),
    })
  } catch (error) {
    return apiFailure(error, { intent: name, values })
  }
  const shown: Record<string, string> = {}
  if (values.record_id) shown.record_id = values.record_id
  if (values.sequence) shown.sequence = values.sequence
  return {
    ok: true,
    intent: name,
    message: intent.done,
    values: shown,
  } satisfies FormResult<string>
}

type ModelAnswer = { result: FormResult<string>; status: number }
const answer = ({ result, status }: ModelAnswer) => data(result, { status })

/**
 * The 3D design upload: the model and its poster checked as in the browser, then forwarded as
 * one multipart `PUT /admin/projects/{id}/model`. Answered as a plain result with its status, so
 * the page's action and the upload route that reports progress to script both use it.
 */
export async function uploadModel(
  context: Context,
  me: StaffMe,
  projectId: string,
  form: FormData,
): Promise<ModelAnswer> {
  const refuse = (error: string, fieldErrors: Record<string, string> = {}, status = 400) => ({
    result: { ok: false as const, intent: 'model', error, fieldErrors },
    status,
  })
  if (!me.permissions.includes('projects.manage')) return refuse('admin.errors.forbidden', {}, 403)
  const checked = validate(modelForm, modelFormInput(form))
  if (!checked.ok) return refuse(checked.error, checked.fieldErrors)
  const { body, contentType } = await modelUploadBody(checked.body)
  try {
    await adminRequest(context, `${project(projectId)}/model`, adminProjectDetails, {
      method: 'PUT',
      body,
      headers: { 'content-type': contentType },
    })
  } catch (error) {
    if (error instanceof AdminApiError && error.body?.code === 'FILE_TOO_LARGE')
      return refuse(
        'admin.projects.detail.modelTooLarge',
        { model: 'admin.projects.detail.modelTooLarge' },
        413,
      )
    const failure = apiFailure(error, { intent: 'model' })
    return { result: failure.data, status: failure.init?.status ?? 400 }
  }
  return {
    result: { ok: true, intent: 'model', message: 'admin.projects.detail.modelUploaded' },
    status: 200,
  }
}
