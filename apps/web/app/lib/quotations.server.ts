import {
  acceptQuotationBody,
  MAIN_STORE_ID,
  type MessageKey,
  type QuotationDetails,
  quotationDetails,
  quotationList,
  quotationPath,
} from '@shop/contract'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { ApiError, apiRequest, getConfiguration } from './api.server.ts'
import { ensureGuestToken } from './auth.server.ts'
import { apiFailure, formFailure, localeHeaders, prefixOf } from './form-action.server.ts'
import { type FormResult, text, validate } from './forms.ts'
import { idempotencyHeader } from './idempotency-key.server.ts'
import {
  cancelBody,
  cancelSchema,
  type RequestValues,
  requestBody,
  requestSchema,
  requestValues,
} from './quotation-forms.ts'

type Context = Readonly<RouterContextProvider>
const quotationApiPath = (id: string) => `/quotations/${encodeURIComponent(id)}`

/** The caller's quotations, newest first (guests and members alike own theirs). */
export function loadQuotations(context: Context) {
  return apiRequest(context, '/quotations', quotationList)
}

/** One of the caller's quotations, or null when it is not theirs (the API's 404). */
export async function loadQuotation(
  context: Context,
  id: string,
): Promise<QuotationDetails | null> {
  try {
    return await apiRequest(context, quotationApiPath(id), quotationDetails)
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 404].includes(error.status)) return null
    throw error
  }
}

export type QuotationIntent = 'accept' | 'cancel'
const DONE: Record<QuotationIntent, MessageKey> = {
  accept: 'quotations.accept.done',
  cancel: 'quotations.cancel.done',
}

/**
 * The quotation page's two posts. Cancelling goes through the spec's order action
 * (§4 "cancel quotation", `PUT /orders/{id}/cancelled`, ADR 031), which needs the reason.
 */
export async function quotationAction(request: Request, context: Context, id: string) {
  const form = await request.formData()
  const intent = text(form, 'intent') as QuotationIntent
  const headers = localeHeaders(request)
  try {
    if (intent === 'accept') {
      const parsed = validate(acceptQuotationBody, { version: Number(text(form, 'version')) })
      if (!parsed.ok) return formFailure(parsed.fieldErrors, parsed.error)
      await apiRequest(context, `${quotationApiPath(id)}/accept`, quotationDetails, {
        method: 'PUT',
        headers,
        body: JSON.stringify(parsed.body),
      })
    } else if (intent === 'cancel') {
      const parsed = validate(cancelSchema, cancelBody(form))
      if (!parsed.ok) return formFailure(parsed.fieldErrors, parsed.error)
      await apiRequest(context, `/orders/${encodeURIComponent(id)}/cancelled`, quotationDetails, {
        method: 'PUT',
        headers,
        body: JSON.stringify(parsed.body),
      })
    } else return formFailure({}, 'errors.invalid')
    return { ok: true, message: DONE[intent] } satisfies FormResult
  } catch (error) {
    return apiFailure(error)
  }
}

export type RequestResult = FormResult<MessageKey, RequestValues>

/**
 * "Request a quotation": checked with the contract, sent as the caller (a guest account is made
 * for a visitor), then the configured result page of type `quotation` (spec §2). A refusal comes
 * back with everything typed.
 */
export async function requestQuotation(request: Request, context: Context) {
  const form = await request.formData()
  const values = requestValues(form)
  const parsed = validate(requestSchema, requestBody(form))
  if (!parsed.ok)
    return data<RequestResult>(
      { ok: false, fieldErrors: parsed.fieldErrors, error: parsed.error, values },
      { status: 400 },
    )
  let created: QuotationDetails
  try {
    await ensureGuestToken(context)
    created = await apiRequest(context, `/stores/${MAIN_STORE_ID}/quotations`, quotationDetails, {
      method: 'POST',
      headers: { ...localeHeaders(request), ...idempotencyHeader(form) },
      body: JSON.stringify(parsed.body),
    })
  } catch (error) {
    const failure = apiFailure(error)
    return data<RequestResult>({ ...failure.data, values }, failure.init ?? undefined)
  }
  // a site configured before issue 17 has no `quotation` messages (the seed never overwrites the
  // owner's configuration): the quotation's own page says the same then
  const config = await getConfiguration(context)
  const prefix = prefixOf(request)
  if (!Object.hasOwn(config.response_messages, 'quotation'))
    return redirect(quotationPath(prefix, created._id))
  return redirect(`${prefix}/result/quotation/success?quotation=${created._id}`)
}
