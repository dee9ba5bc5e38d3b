/** The delivery module's door (ADR 067): what other modules may use of it. */

export {
  type DeliveryCalendar,
  deliveryCalendar,
  type SlotProblem,
  slotProblem,
} from './calendar.ts'
export { slotFull } from './capacity.ts'
export { capacityRepository } from './capacity-repository.ts'
export { leadTimeColumn, leadTimeOf } from './lead-time.ts'
export {
  deliveryRulesOf,
  latestDeliveryColumn,
  loadDeliveryRules,
  type SavedDelivery,
} from './rules.ts'
