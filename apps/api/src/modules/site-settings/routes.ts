import {
  adminSettings,
  errorEnvelope,
  homeSettingsBody,
  paymentDetailsBody,
  settingsHistory,
  settingsHistoryQuery,
  settingsRestoreBody,
  settingsVersionParams,
  shopDetailsBody,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '../../lib/paging.ts'
import type { StaffAuthService } from '../staff/auth-service.ts'
import { requireStaff, backOfficeRoute as secured } from '../staff/require.ts'
import type { SiteSettingsService } from './service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }
const writeErrors = { ...errors, 409: errorEnvelope }

/**
 * `/admin/settings/*` (issue 27): `settings.view` to read them and their versions,
 * `settings.manage` for the shop's details, the home hero and restores, `settings.payments`
 * (owner) for where customers pay.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  settings: SiteSettingsService
}> = async (app, { staffAuth, settings }) => {
  app.get(
    '/admin/settings',
    {
      schema: {
        ...secured,
        summary: 'The latest site settings: shop details, home hero, payment details',
        response: { 200: adminSettings, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'settings.view')
      return settings.get()
    },
  )

  app.put(
    '/admin/settings/shop',
    {
      schema: {
        ...secured,
        summary: "Save the shop's details printed on invoices and e-mails (a new version)",
        body: shopDetailsBody,
        response: { 200: adminSettings, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'settings.manage')
      const { version, ...shop } = request.body
      return settings.saveShop(actor, version, shop)
    },
  )

  app.put(
    '/admin/settings/home',
    {
      schema: {
        ...secured,
        summary: "Save the home page's hero slides (a new version); none means the built-in ones",
        body: homeSettingsBody,
        response: { 200: adminSettings, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'settings.manage')
      const { version, ...home } = request.body
      return settings.saveHome(actor, version, home)
    },
  )

  app.put(
    '/admin/settings/payments',
    {
      schema: {
        ...secured,
        summary: 'Save FPS, bank accounts and PayMe: checkout, e-mails and receipt matching follow',
        body: paymentDetailsBody,
        response: { 200: adminSettings, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'settings.payments')
      const { version, ...payments } = request.body
      return settings.savePayments(actor, version, payments)
    },
  )

  app.get(
    '/admin/settings/history',
    {
      schema: {
        ...secured,
        summary: 'Versions of the settings, newest first, with who saved which part',
        querystring: settingsHistoryQuery,
        response: { 200: settingsHistory, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'settings.view')
      const page = await settings.history(request.query.page, request.query.per_page)
      return pagedResult(request, page.rows, page)
    },
  )

  app.post(
    '/admin/settings/history/:version/restore',
    {
      schema: {
        ...secured,
        summary: 'Bring an older version back as the newest (payment details only by the owner)',
        params: settingsVersionParams,
        body: settingsRestoreBody,
        response: { 200: adminSettings, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'settings.manage')
      return settings.restore(actor, request.body.version, request.params.version)
    },
  )
}
