import { messageResponse } from '@shop/contract'
import type { MessageKey } from '@shop/contract/i18n/translate-from'
import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { apiRequest } from './api.server.ts'
import { requireUser } from './auth.server.ts'
import { apiFailure, formFailure, localeHeaders } from './form-action.server.ts'
import { type FormResult, validate } from './forms.ts'

/**
 * The two steps of changing a member's e-mail or phone (spec §7), one action for both pages: a
 * 6-digit code sent to the account's contact (`intent=request`), then the code with the new
 * contact, checked by the contract's schema here as in the browser.
 */
export async function changeContact<T extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  step: {
    /** `/auth/change-email` or `/auth/change-phone`; its `-request` sends the code */
    path: string
    schema: T
    body: (form: FormData) => unknown
    done: MessageKey
  },
) {
  await requireUser(request, context)
  const form = await request.formData()
  try {
    if (form.get('intent') === 'request') {
      await apiRequest(context, `${step.path}-request`, messageResponse, {
        headers: localeHeaders(request),
      })
      return { ok: true, message: 'account.codeSent' } satisfies FormResult
    }
    const checked = validate(step.schema, step.body(form))
    if (!checked.ok) return formFailure(checked.fieldErrors, checked.error)
    await apiRequest(context, step.path, messageResponse, {
      method: 'POST',
      body: JSON.stringify(checked.body),
    })
    return { ok: true, message: step.done } satisfies FormResult
  } catch (error) {
    return apiFailure(error)
  }
}
