import {
  adminOrderDetails,
  proofRejectBody,
  refundApproveBody,
  refundDue,
  refundDueSettleBody,
  refundRejectBody,
  shipBody,
  staffActionBody,
  staffCancelBody,
} from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { adminRequest } from './admin.server.ts'
import { apiFailure, formFailure } from './form-action.server.ts'
import { type FormResult, text, validate } from './forms.ts'

type Intent = {
  schema: z.ZodType
  /** The API path and method of the change. */
  call: (id: string, form: FormData) => { path: string; method: 'PUT' | 'POST' }
  body: (form: FormData) => unknown
  /** The result shown once done (a key of the orders area). */
  done: string
}

const order = (path: string) => (id: string) => ({
  path: `/admin/orders/${encodeURIComponent(id)}/${path}`,
  method: 'PUT' as const,
})
const due = (path: string) => (_id: string, form: FormData) => ({
  path: `/admin/refunds-due/${encodeURIComponent(text(form, 'due_id'))}/${path}`,
  method: 'POST' as const,
})
const note = (form: FormData) => ({ note: text(form, 'note') })
const reason = (form: FormData) => ({ reason: text(form, 'reason') })

/**
 * The forms of the order page, by `intent`: each one's contract schema, API call and result.
 * A plain `<Form method="post">` posts them (no JavaScript needed).
 */
export const ORDER_INTENTS: Record<string, Intent> = {
  confirm: {
    schema: staffActionBody,
    call: order('payment-proof/approve'),
    body: note,
    done: 'admin.orders.actions.confirm.done',
  },
  reject: {
    schema: proofRejectBody,
    call: order('payment-proof/reject'),
    body: reason,
    done: 'admin.orders.actions.reject.done',
  },
  ship: {
    schema: shipBody,
    call: order('shipped'),
    body: (form) => ({
      courier_name: text(form, 'courier_name'),
      tracking_number: text(form, 'tracking_number'),
    }),
    done: 'admin.orders.actions.ship.done',
  },
  deliver: {
    schema: staffActionBody,
    call: order('delivered'),
    body: note,
    done: 'admin.orders.actions.deliver.done',
  },
  complete: {
    schema: staffActionBody,
    call: order('completed'),
    body: note,
    done: 'admin.orders.actions.complete.done',
  },
  cancel: {
    schema: staffCancelBody,
    call: order('cancel'),
    body: reason,
    done: 'admin.orders.actions.cancel.done',
  },
  approve_refund: {
    schema: refundApproveBody,
    call: order('refund-request/approve'),
    body: (form) => ({
      amount: text(form, 'amount'),
      offline_reference: text(form, 'offline_reference'),
      note: text(form, 'note'),
    }),
    done: 'admin.orders.actions.approveRefund.done',
  },
  reject_refund: {
    schema: refundRejectBody,
    call: order('refund-request/reject'),
    body: reason,
    done: 'admin.orders.actions.rejectRefund.done',
  },
  settle: {
    schema: refundDueSettleBody,
    call: due('settle'),
    body: (form) => ({ reference: text(form, 'reference') }),
    done: 'admin.orders.actions.settle.done',
  },
  retry: {
    schema: z.object({}),
    call: due('retry'),
    body: () => ({}),
    done: 'admin.orders.actions.retry.done',
  },
}

/**
 * Runs one posted order form against the staff API: checked with the contract schema first,
 * then sent; answers the result the page shows (with the fields typed, to fill the form again).
 */
export async function runOrderIntent(
  request: Request,
  context: Readonly<RouterContextProvider>,
  orderId: string,
) {
  const form = await request.formData()
  const name = text(form, 'intent')
  const intent = ORDER_INTENTS[name]
  const values = Object.fromEntries(
    [...form.entries()].filter(([, v]) => typeof v === 'string') as [string, string][],
  )
  if (!intent) return formFailure<string>({}, 'admin.errors.invalid', { intent: name })
  const checked = validate(intent.schema, intent.body(form))
  if (!checked.ok)
    return formFailure<string>(checked.fieldErrors, checked.error, { intent: name, values })
  const { path, method } = intent.call(orderId, form)
  try {
    const answer = await adminRequest(
      context,
      path,
      name === 'settle' || name === 'retry' ? refundDue : adminOrderDetails,
      { method, body: JSON.stringify(checked.body) },
    )
    const status = 'status' in answer && typeof answer.status === 'string' ? answer.status : ''
    const shown: Record<string, string> = { status }
    if (values.due_id) shown.due_id = values.due_id
    const result: FormResult<string> = {
      ok: true,
      intent: name,
      message: intent.done,
      values: shown,
    }
    return result
  } catch (error) {
    return apiFailure(error, { intent: name, values })
  }
}
