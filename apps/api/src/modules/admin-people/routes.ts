import type { FastifyPluginAsync } from 'fastify'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import type { IdentityDeps } from '../identity/index.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { adminCustomerRoutes } from './customers-routes.ts'
import { adminCustomersService } from './customers-service.ts'
import { adminEnquiryRoutes } from './enquiries-routes.ts'
import { adminEnquiriesService } from './enquiries-service.ts'
import { adminModerationRoutes } from './moderation-routes.ts'
import { adminModerationService } from './moderation-service.ts'

/** The back office's customers, enquiries and moderation routes (issue 15). */
export const adminPeopleRoutes: FastifyPluginAsync<{
  staffAuth: StaffAuthService
  deps: IdentityDeps
  catalogueCache: ResponseCache
}> = async (app, { staffAuth, deps, catalogueCache }) => {
  await app.register(adminCustomerRoutes, { staffAuth, customers: adminCustomersService(deps) })
  await app.register(adminEnquiryRoutes, { staffAuth, enquiries: adminEnquiriesService(deps) })
  await app.register(adminModerationRoutes, {
    staffAuth,
    moderation: adminModerationService({ db: deps.db, catalogueCache }),
  })
}
