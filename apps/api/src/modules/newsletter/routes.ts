import {
  adminNewsletterQuery,
  adminNewsletterSubscribers,
  errorEnvelope,
  hkDate,
  memberNewsletter,
  memberNewsletterBody,
  newsletterConfirmResponse,
  newsletterSignUpBody,
  newsletterSignUpResponse,
  newsletterTokenBody,
  newsletterUnsubscribeBody,
  newsletterUnsubscribeResponse,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { AuthService } from '../identity/index.ts'
import { callerInfo, requireRegistered } from '../identity/index.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { backOfficeRoute, requireStaff } from '../staff/index.ts'
import type { NewsletterService } from './service.ts'

const TAGS = ['Newsletter']

/**
 * The newsletter's double opt-in (issue 30, ADR 063): sign up, confirm, unsubscribe, in the
 * language of `x-store-locale`; and the back office's list and CSV of consenting subscribers.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  newsletter: NewsletterService
  auth: AuthService
  staffAuth: StaffAuthService
}> = async (app, { newsletter, auth, staffAuth }) => {
  app.post(
    '/newsletter/subscriptions',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign up for the newsletter: a confirmation e-mail goes to the address',
        description:
          '202 CHECK_EMAIL whether the address is new, waiting for confirmation or already subscribed (nothing tells which). The consent sentence recorded is the one of the language given in x-store-locale.',
        body: newsletterSignUpBody,
        response: { 202: newsletterSignUpResponse, 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      await newsletter.signUp(request.body, callerInfo(request))
      return reply.status(202).send({ status: 'CHECK_EMAIL' as const })
    },
  )

  app.post(
    '/newsletter/confirmations',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirm a sign-up with the token of its e-mail (once, before it expires)',
        description: '404 LINK_INVALID for an unknown or used token, 410 LINK_EXPIRED.',
        body: newsletterTokenBody,
        response: {
          200: newsletterConfirmResponse,
          400: errorEnvelope,
          404: errorEnvelope,
          410: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => {
      const { email } = await newsletter.confirm(request.body.token, callerInfo(request))
      return { status: 'CONFIRMED' as const, email }
    },
  )

  app.post(
    '/newsletter/unsubscriptions',
    {
      schema: {
        tags: TAGS,
        summary: 'Unsubscribe with the token of any newsletter e-mail; no sign-in needed',
        description:
          'A used token answers the same again. 404 LINK_INVALID for an unknown one. `via` is `one-click` when a mail program posted its List-Unsubscribe (RFC 8058): it is kept in the consent record.',
        body: newsletterUnsubscribeBody,
        response: {
          200: newsletterUnsubscribeResponse,
          400: errorEnvelope,
          404: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => {
      const { token, via } = request.body
      const { email } = await newsletter.unsubscribe(token, via, callerInfo(request))
      return { status: 'UNSUBSCRIBED' as const, email }
    },
  )

  const memberErrors = {
    400: errorEnvelope,
    401: errorEnvelope,
    403: errorEnvelope,
    409: errorEnvelope,
    429: errorEnvelope,
  }
  app.get(
    '/account/newsletter',
    {
      schema: {
        tags: TAGS,
        security: [{ bearerAuth: [] }],
        summary: "Whether the member's e-mail address is on the newsletter list",
        response: { 200: memberNewsletter, ...memberErrors },
      },
    },
    async (request) => {
      const { account } = await requireRegistered(request, auth)
      return newsletter.memberStatus(account.email)
    },
  )

  app.put(
    '/account/newsletter',
    {
      schema: {
        tags: TAGS,
        security: [{ bearerAuth: [] }],
        summary: "The member's toggle: subscribe (a confirmation e-mail) or unsubscribe at once",
        description:
          'Subscribing is the same double opt-in as every sign-up: the answer is PENDING until the link of the e-mail sent to the account address is followed. 409 EMAIL_REQUIRED for an account without an address.',
        body: memberNewsletterBody,
        response: { 200: memberNewsletter, ...memberErrors },
      },
    },
    async (request) => {
      const { account } = await requireRegistered(request, auth)
      return newsletter.memberToggle(account, request.body, callerInfo(request))
    },
  )

  const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope }
  app.get(
    '/admin/newsletter/subscribers',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Newsletter subscriptions with their consent record, newest first',
        querystring: adminNewsletterQuery,
        response: { 200: adminNewsletterSubscribers, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'newsletter.view')
      const page = await newsletter.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/newsletter/subscribers/export',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Consenting subscribers as CSV (UTF-8 with BOM): consent time and wording',
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      await requireStaff(request, staffAuth, 'newsletter.export')
      const day = hkDate(new Date())
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await newsletter.exportCsv())
    },
  )
}
