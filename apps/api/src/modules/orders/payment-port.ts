import type { OrderPort } from '../payments/index.ts'
import { ordersRepository } from './repository.ts'

/** What payments may know and change of an order (given to paymentService when wiring). */
export const orderPaymentPort: OrderPort = {
  facts: (db, orderId) => ordersRepository.paymentFacts(db, orderId),
  // the provider keeps its page open longer than our window: hold the goods as long
  extendHold: (db, orderId, until) =>
    ordersRepository.update(db, orderId, { paymentExpiresAt: until }),
}
