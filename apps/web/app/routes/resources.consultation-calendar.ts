import { ORDER_LINK_HEADER } from '@shop/contract'
import { apiRaw } from '../lib/api.server.ts'
import type { Route } from './+types/resources.consultation-calendar'

const PASSED_ON = ['content-type', 'content-disposition', 'cache-control']

/**
 * A consultation's calendar entry (`consultation.ics`, issue 17), fetched with this visitor's
 * session (`/resources/bookings/{id}/calendar`) or an order's private link
 * (`/resources/orders/{id}/booking-calendar/{token}`); the API decides who may have it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = encodeURIComponent(params.id)
  const answer = params.token
    ? await apiRaw(context, `/orders/${id}/booking/calendar/link`, {
        headers: { [ORDER_LINK_HEADER]: params.token },
      })
    : await apiRaw(context, `/bookings/${id}/calendar`)
  if (!answer.ok) {
    await answer.body?.cancel()
    throw new Response('Not found', { status: answer.status >= 500 ? 502 : 404 })
  }
  const headers = new Headers({ 'x-content-type-options': 'nosniff' })
  for (const header of PASSED_ON) {
    const value = answer.headers.get(header)
    if (value) headers.set(header, value)
  }
  return new Response(answer.body, { status: 200, headers })
}
