/** The outbox module's door (ADR 067): what other modules may use of it. */
export { mailHeaders } from './delivery.ts'
export { enqueue, enqueueForContact, type OutboxDispatcher, recentMessages } from './outbox.ts'
