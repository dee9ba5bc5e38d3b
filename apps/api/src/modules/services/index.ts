import type { ShownShowroom } from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { shownShowroomJson } from './admin-showrooms.ts'
import { adminShowroomsRepository } from './admin-showrooms-repository.ts'

export { adminShowroomRoutes } from './admin-showroom-routes.ts'
export { type AdminShowroomsService, adminShowroomsService } from './admin-showrooms.ts'
export { bookingPort } from './booking-port.ts'
/**
 * The booking rows the order lifecycle holds, frees and reschedules inside its transactions, and
 * the showrooms a booking may be at: what other modules may use of this module's persistence.
 */
export { type BookingRow, bookingRepository, isUniqueViolation } from './booking-repository.ts'
export { servicesRepository } from './repository.ts'

/** The store's active showrooms, as the footer and contact page list them (ADR 054). */
export async function shownShowrooms(db: Tx, storeId: string): Promise<ShownShowroom[]> {
  return (await adminShowroomsRepository.activeShowrooms(db, storeId)).map(shownShowroomJson)
}
