import { outboxMessage } from '@shop/contract'
import { data, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { ApiError, apiRequest } from './api.server.ts'
import { webEnv } from './env.server.ts'

const outbox = z.object({ data: z.array(outboxMessage) })

/**
 * What the API's outbox holds (for a recipient). Like the API's `/dev/outbox` the development
 * mailbox exists only when switched on (DEV_MAILBOX=1) outside production mode: 404 otherwise.
 */
export async function loadOutbox(context: Readonly<RouterContextProvider>, recipient: string) {
  if (!webEnv().devMailbox) throw data(null, { status: 404 })
  const query = recipient ? `?${new URLSearchParams({ recipient })}` : ''
  const answer = await apiRequest(context, `/dev/outbox${query}`, outbox).catch((error) => {
    // a separate API process (API_URL) decides for itself
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  })
  return answer.data
}
