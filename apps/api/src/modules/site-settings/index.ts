export { paymentInstructionsFrom, receivingAccountsFrom } from './payment-texts.ts'
export { adminSettingsRoutes } from './routes.ts'
export { type SiteSettingsService, settingsOf, siteSettingsService } from './service.ts'
