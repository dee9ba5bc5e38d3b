import {
  bindCardBody,
  creditCardChange,
  creditCardDeleted,
  creditCardList,
  returnUrlResponse,
} from '@shop/contract'
import { isUuid } from '@shop/contract/client'

import { type RouterContextProvider, redirectDocument } from 'react-router'
import { ApiError, apiRequest } from './api.server.ts'
import { publicOrigin } from './env.server.ts'
import { formFailure, prefixOf } from './form-action.server.ts'
import { type FormResult, text } from './forms.ts'

type Context = Readonly<RouterContextProvider>

/** spec §7 Credit cards: every saved card (per_page 999). */
export function loadCards(context: Context) {
  return apiRequest(context, '/credit-cards/all?per_page=999', creditCardList)
}

/**
 * The saved-cards page's posts: `bind` opens the gateway's card page (back on the bind_card result
 * pages), `default` and `delete` change one card. A refusal answers cards.failed.
 */
export async function changeCards(request: Request, context: Context, form: FormData) {
  const intent = text(form, 'intent')
  try {
    if (intent === 'bind') {
      const origin = publicOrigin(request)
      const base = `${origin.replace(/\/$/, '')}${prefixOf(request)}/result/bind_card`
      const body = bindCardBody.parse({
        success_url: `${base}/success`,
        cancel_url: `${base}/cancelled`,
      })
      const answer = await apiRequest(context, '/credit-cards/bind-card', returnUrlResponse, {
        method: 'POST',
        body: JSON.stringify(body),
      })
      // the gateway's page lives outside the router: a full document navigation
      return redirectDocument(answer.return_url)
    }
    const id = text(form, 'card_id')
    if (!isUuid(id)) return formFailure({}, 'cards.failed', { status: 404 })
    if (intent === 'default') {
      await apiRequest(context, `/credit-cards/${id}/set-default`, creditCardChange, {
        method: 'PUT',
      })
      return { ok: true, message: 'cards.defaultChanged' } satisfies FormResult
    }
    if (intent === 'delete') {
      await apiRequest(context, `/credit-cards/${id}/delete`, creditCardDeleted, { method: 'PUT' })
      return { ok: true, message: 'cards.removed' } satisfies FormResult
    }
    return formFailure({}, 'cards.failed')
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('card change failed', error)
    const status = error instanceof ApiError && error.status < 500 ? error.status : 502
    return formFailure({}, 'cards.failed', { status })
  }
}
