import multipart from '@fastify/multipart'
import {
  adminSettings,
  bannerSettingsBody,
  deliveryRulesBody,
  errorEnvelope,
  footerSettingsBody,
  homeSettingsBody,
  MAX_UPLOAD_BYTES,
  paymentDetailsBody,
  seoSettingsBody,
  settingsHistory,
  settingsHistoryQuery,
  settingsRestoreBody,
  settingsVersionParams,
  shopDetailsBody,
  uploadedFile,
} from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError } from '#api/lib/errors.ts'
import { pagedResult } from '#api/lib/paging.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { requireStaff, backOfficeRoute as secured } from '../staff/index.ts'
import type { SiteSettingsService } from './service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }
const writeErrors = { ...errors, 409: errorEnvelope }
const uploadErrors = { ...errors, 413: errorEnvelope, 415: errorEnvelope, 422: errorEnvelope }

const fileRequired = () =>
  new DomainError(400, 'FILE_REQUIRED', 'Send the picture in the form field "file"')

/** The one file of a multipart request (field `file`), at most MAX_UPLOAD_BYTES. */
async function onePicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileRequired()
  try {
    const part = await request.file()
    if (part?.fieldname !== 'file') throw fileRequired()
    const bytes = await part.toBuffer()
    if (!bytes.length) throw fileRequired()
    return bytes
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError(413, 'FILE_TOO_LARGE', 'This file is too large (at most 8 MB)')
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (error instanceof DomainError || status < 500) throw error
    throw new DomainError(400, 'MALFORMED_MULTIPART', 'The form data could not be read')
  }
}

/**
 * `/admin/settings/*` (issue 27): `settings.view` to read them and their versions,
 * `settings.manage` for the shop's details, the home hero and banners, the footer and restores, `settings.payments`
 * (owner) for where customers pay.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  settings: SiteSettingsService
}> = async (app, { staffAuth, settings }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3 },
  })

  app.post(
    '/admin/settings/pictures',
    {
      schema: {
        ...secured,
        summary:
          'Upload a picture for the home hero (multipart `file`: JPEG, PNG or WebP, decoded within bounds); answers its public address',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedFile, ...uploadErrors },
      },
    },
    async (request, reply) => {
      await requireStaff(request, staffAuth, 'settings.manage')
      return reply.status(201).send(await settings.uploadPicture(await onePicture(request)))
    },
  )

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
    '/admin/settings/banners',
    {
      schema: {
        ...secured,
        summary:
          "Save the home page's offer banners (0 to 4; a new version): title and text per language, a link in the shop, a colour",
        body: bannerSettingsBody,
        response: { 200: adminSettings, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'settings.manage')
      const { version, ...banners } = request.body
      return settings.saveBanners(actor, version, banners)
    },
  )

  app.put(
    '/admin/settings/footer',
    {
      schema: {
        ...secured,
        summary:
          "Save the footer's link groups (up to 4 of up to 8 links) and social links (a new version)",
        body: footerSettingsBody,
        response: { 200: adminSettings, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'settings.manage')
      const { version, ...footer } = request.body
      return settings.saveFooter(actor, version, footer)
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

  app.put(
    '/admin/settings/delivery',
    {
      schema: {
        ...secured,
        summary:
          "Save public holidays added to the gazetted list and districts' delivery weekdays: the checkout's calendar follows",
        body: deliveryRulesBody,
        response: { 200: adminSettings, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'settings.manage')
      const { version, ...rules } = request.body
      return settings.saveDelivery(actor, version, rules)
    },
  )

  app.put(
    '/admin/settings/seo',
    {
      schema: {
        ...secured,
        summary:
          "Save the site's title and description (every page's metadata) and the footer's description, per language (a new version)",
        body: seoSettingsBody,
        response: { 200: adminSettings, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'settings.manage')
      const { version, ...seo } = request.body
      return settings.saveSeo(actor, version, seo)
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
