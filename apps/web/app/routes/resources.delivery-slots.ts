import type { DeliverySlots } from '@shop/contract'
import { readCartOptions } from '../lib/cart-options.ts'
import { loadDeliverySlots } from '../lib/checkout.server.ts'
import type { Route } from './+types/resources.delivery-slots'

/**
 * The delivery days of a Hong Kong district for the checkout's lines (`?district=&selected=`),
 * asked by the checkout step when the shopper picks a district (ADR 022). Without script the
 * form's "show delivery dates" button posts instead. Null: no district or the call failed.
 */
export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<DeliverySlots | null> {
  const params = new URL(request.url).searchParams
  return loadDeliverySlots(
    context,
    params.get('district') ?? '',
    readCartOptions(params).selected ?? [],
  )
}
