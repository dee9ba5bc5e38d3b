export { addressRoutes } from './routes.ts'
export { type AddressesService, addressesService } from './service.ts'
