import {
  type MessageKey,
  type PaymentRecord,
  type ProjectDetails,
  type ProjectSummary,
  payInstallmentResult,
  paymentRecord,
  projectDetails,
  projectList,
} from '@shop/contract'
import { data, type RouterContextProvider, redirectDocument } from 'react-router'
import { ApiError, apiRequest, apiUpload } from './api.server.ts'
import { publicOrigin } from './env.server.ts'
import { apiFailure, formFailure, localeHeaders, prefixOf } from './form-action.server.ts'
import { text, validate } from './forms.ts'
import { idempotencyHeader } from './idempotency-key.server.ts'
import {
  isSequence,
  type ProjectActionData,
  type ProjectIntent,
  paymentRecordForm,
  paymentRecordInput,
  projectPaymentUrls,
  recordValues,
} from './project-forms.ts'

type Context = Readonly<RouterContextProvider>
const projectApiPath = (id: string) => `/projects/${encodeURIComponent(id)}`

/**
 * The caller's projects (accepted quotations), for the list beside their quotations. A failed
 * call reads as none: the quotations still show, each accepted one linking to its project.
 */
export async function loadProjects(context: Context): Promise<ProjectSummary[]> {
  try {
    return (await apiRequest(context, '/projects', projectList)).data
  } catch (error) {
    console.error('projects failed', error)
    return []
  }
}

/** One of the caller's projects, or null when it is not theirs or not a project yet (404). */
export async function loadProject(context: Context, id: string): Promise<ProjectDetails | null> {
  try {
    return await apiRequest(context, projectApiPath(id), projectDetails)
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 404].includes(error.status)) return null
    throw error
  }
}

/**
 * spec §4 "refresh" of a receipt still being read: re-reads that record and puts it in the
 * project. A record that is not the project's, or a failed call, leaves the project as loaded.
 */
export async function withRefreshedRecord(
  context: Context,
  project: ProjectDetails,
  recordId: string | null,
): Promise<ProjectDetails> {
  if (!recordId || !project.payment_records.some((r) => r._id === recordId)) return project
  let fresh: PaymentRecord
  try {
    fresh = await apiRequest(
      context,
      `${projectApiPath(project._id)}/payment-records/${encodeURIComponent(recordId)}`,
      paymentRecord,
    )
  } catch (error) {
    console.error('payment record refresh failed', error)
    return project
  }
  return {
    ...project,
    payment_records: project.payment_records.map((r) => (r._id === recordId ? fresh : r)),
  }
}

const DONE: Record<Exclude<ProjectIntent, 'pay_online'>, MessageKey> = {
  add_record: 'projects.recordForm.done',
  complete: 'projects.completion.done',
}

/**
 * The project page's posts, told apart by `intent`: pay an installment online (the browser goes
 * to the payment page), tell us about an offline payment with its receipt (uploaded first, like
 * an order's payment proof), confirm completion at handover (spec §4). A refusal comes back with
 * the fields as typed, for the form it belongs to.
 */
export async function projectAction(
  request: Request,
  context: Context,
  id: string,
  form: FormData,
) {
  const intent = text(form, 'intent') as ProjectIntent
  const sequence = text(form, 'installment_sequence')
  const values = intent === 'add_record' ? recordValues(form) : undefined
  const refuse = (failure: ReturnType<typeof formFailure<MessageKey>>) =>
    data<ProjectActionData>(
      { ...failure.data, intent, sequence, values },
      failure.init ?? { status: 400 },
    )
  const headers = localeHeaders(request)
  try {
    if (intent === 'pay_online') {
      if (!isSequence(sequence)) return refuse(formFailure({}, 'errors.invalid'))
      const origin = publicOrigin(request)
      const answer = await apiRequest(
        context,
        `${projectApiPath(id)}/installments/${sequence}/pay-online`,
        payInstallmentResult,
        {
          method: 'POST',
          headers,
          body: JSON.stringify(projectPaymentUrls(origin, prefixOf(request), id)),
        },
      )
      return redirectDocument(answer.return_url)
    }
    if (intent === 'add_record') {
      const parsed = validate(paymentRecordForm, paymentRecordInput(form))
      if (!parsed.ok) return refuse(formFailure(parsed.fieldErrors, parsed.error))
      const { receipt, ...body } = parsed.body
      const uploaded = await apiUpload(context, receipt, 'payment_proof')
      await apiRequest(context, `${projectApiPath(id)}/payment-records`, paymentRecord, {
        method: 'POST',
        headers: { ...headers, ...idempotencyHeader(form) },
        body: JSON.stringify({ ...body, receipt: uploaded.name }),
      })
    } else if (intent === 'complete') {
      await apiRequest(context, `${projectApiPath(id)}/completed`, projectDetails, {
        method: 'PUT',
        headers,
      })
    } else return refuse(formFailure({}, 'errors.invalid'))
    return { ok: true, intent, sequence, message: DONE[intent] } satisfies ProjectActionData
  } catch (error) {
    return refuse(apiFailure(error))
  }
}
