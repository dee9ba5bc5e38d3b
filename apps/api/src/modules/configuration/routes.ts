import {
  configuration,
  configurationSlugParams,
  customerLocales,
  errorEnvelope,
  type PaymentSettings,
  sortingList,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { configurationRepository } from './repository.ts'
import { configurationService } from './service.ts'

/** `/configuration/*`: site configuration, customer locales and sorting lists. */
export const configurationRoutes: FastifyPluginAsyncZod<{
  payments: Omit<PaymentSettings, 'wallets'>
}> = async (app, { payments }) => {
  const service = configurationService(configurationRepository(app.db), payments)
  const tags = ['Configuration']

  app.get(
    '/configuration/latest',
    {
      schema: {
        tags,
        summary:
          'Latest site configuration: menus, footer, metadata, result messages, store ids, payment settings',
        response: { 200: configuration, 404: errorEnvelope },
      },
    },
    () => service.latest(),
  )

  app.get(
    '/configuration/slug/customer-locales',
    {
      schema: {
        tags,
        summary: 'Languages the storefront offers',
        response: { 200: customerLocales, 404: errorEnvelope },
      },
    },
    () => service.customerLocales(),
  )

  app.get(
    '/configuration/slug/:slug/sorting-list',
    {
      schema: {
        tags,
        summary: 'Sort options of a list (product, post, voucher)',
        params: configurationSlugParams,
        response: { 200: sortingList, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    (request) => service.sortingList(request.params.slug),
  )
}
