import {
  accountProfile,
  deliveryRecipientResponse,
  errorEnvelope,
  notificationSettings,
  updateAccountBody,
  updateDeliveryRecipientBody,
  updateNotificationSettingsBody,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AuthService } from './auth-service.ts'
import { requireRegistered } from './authenticate.ts'
import type { profileService } from './profile-service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 409: errorEnvelope }
const security = [{ bearerAuth: [] }]

/** `/profiles/*` and `/notification-settings/*`: always the caller's own data. */
export const profileRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  profiles: ReturnType<typeof profileService>
}> = async (app, { auth, profiles }) => {
  const tags = ['Profile']
  app.get(
    '/profiles/account',
    { schema: { tags, security, response: { 200: accountProfile, ...errors } } },
    async (request) => profiles.account(await requireRegistered(request, auth)),
  )
  app.put(
    '/profiles/account',
    {
      schema: {
        tags,
        security,
        body: updateAccountBody,
        response: { 200: accountProfile, ...errors },
      },
    },
    async (request) => profiles.updateAccount(await requireRegistered(request, auth), request.body),
  )
  app.get(
    '/profiles/delivery-recipient',
    { schema: { tags, security, response: { 200: deliveryRecipientResponse, ...errors } } },
    async (request) => ({
      delivery_recipient: await profiles.deliveryRecipient(await requireRegistered(request, auth)),
    }),
  )
  app.put(
    '/profiles/delivery-recipient',
    {
      schema: {
        tags,
        security,
        body: updateDeliveryRecipientBody,
        response: { 200: deliveryRecipientResponse, ...errors },
      },
    },
    async (request) => ({
      delivery_recipient: await profiles.updateDeliveryRecipient(
        await requireRegistered(request, auth),
        request.body.delivery_recipient,
      ),
    }),
  )
  app.get(
    '/notification-settings/details',
    {
      schema: {
        tags: ['Notifications'],
        security,
        response: { 200: notificationSettings, ...errors },
      },
    },
    async (request) => profiles.notificationSettings(await requireRegistered(request, auth)),
  )
  app.put(
    '/notification-settings/details',
    {
      schema: {
        tags: ['Notifications'],
        security,
        body: updateNotificationSettingsBody,
        response: { 200: notificationSettings, ...errors },
      },
    },
    async (request) =>
      profiles.updateNotificationSettings(await requireRegistered(request, auth), request.body),
  )
}
