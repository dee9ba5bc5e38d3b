import {
  auditList,
  auditQuery,
  errorEnvelope,
  invitationAcceptBody,
  invitationParams,
  invitationPreview,
  staffInviteBody,
  staffList,
  staffLoginBody,
  staffMe,
  staffMember,
  staffParams,
  staffProfileBody,
  staffSession,
  staffUpdateBody,
  totpEnableBody,
  totpSetup,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pagedResult } from '#api/lib/paging.ts'
import { bearerToken } from '../identity/index.ts'
import { listAudit } from './audit.ts'
import type { StaffAuthService } from './auth-service.ts'
import type { StaffMembersService } from './members-service.ts'
import { BACK_OFFICE_TAGS, backOfficeRoute, requireStaff, requireStaffSession } from './require.ts'

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
}
const tags = BACK_OFFICE_TAGS
const secured = backOfficeRoute

/** Back-office sign-in, two-factor, invitations, staff members and the audit log (issue 15). */
export const staffRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  members: StaffMembersService
}> = async (app, { staffAuth, members }) => {
  app.post(
    '/admin/auth/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in (separate from customers); a TOTP code when two-factor is on',
        body: staffLoginBody,
        response: { 200: staffSession, ...errors },
      },
    },
    (request) => staffAuth.login(request.body, request.ip),
  )

  app.post(
    '/admin/auth/logout',
    {
      schema: {
        ...secured,
        summary: 'End this staff session',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await requireStaffSession(request, staffAuth)
      await staffAuth.logout(bearerToken(request) ?? '')
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/admin/auth/me',
    {
      schema: {
        ...secured,
        summary: 'The signed-in staff member and what the role allows',
        response: { 200: staffMe, ...errors },
      },
    },
    async (request) => staffAuth.me(await requireStaffSession(request, staffAuth)),
  )

  app.put(
    '/admin/auth/me',
    {
      schema: {
        ...secured,
        summary: 'Change your name or back-office language',
        body: staffProfileBody,
        response: { 200: staffMe, ...errors },
      },
    },
    async (request) =>
      staffAuth.updateMe(await requireStaffSession(request, staffAuth), request.body),
  )

  app.post(
    '/admin/auth/totp/setup',
    {
      schema: {
        ...secured,
        summary: 'A new two-factor secret for an authenticator app',
        response: { 200: totpSetup, ...errors },
      },
    },
    async (request) => staffAuth.totpSetup(await requireStaffSession(request, staffAuth)),
  )

  app.post(
    '/admin/auth/totp/enable',
    {
      schema: {
        ...secured,
        summary: 'Turn two-factor sign-in on with a code from the app',
        body: totpEnableBody,
        response: { 200: staffMe, ...errors },
      },
    },
    async (request) =>
      staffAuth.totpEnable(await requireStaffSession(request, staffAuth), request.body),
  )

  app.get(
    '/admin/invitations/:token',
    {
      schema: {
        tags,
        summary: 'Who an invitation is for (404 when used, expired or unknown)',
        params: invitationParams,
        response: { 200: invitationPreview, ...errors },
      },
    },
    (request) => staffAuth.invitation(request.params.token),
  )

  app.post(
    '/admin/invitations/:token/accept',
    {
      schema: {
        tags,
        summary: 'Choose a password for an invitation; answers a signed-in session',
        params: invitationParams,
        body: invitationAcceptBody,
        response: { 200: staffSession, ...errors },
      },
    },
    (request) =>
      staffAuth.acceptInvitation(request.params.token, request.body.password, request.ip),
  )

  app.get(
    '/admin/staff',
    {
      schema: {
        ...secured,
        summary: 'Every staff member',
        response: { 200: staffList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'staff.manage')
      return members.list()
    },
  )

  app.post(
    '/admin/staff',
    {
      schema: {
        ...secured,
        summary: 'Invite someone by e-mail (a link to choose a password)',
        body: staffInviteBody,
        response: { 201: staffMember, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'staff.manage')
      return reply.code(201).send(await members.invite(actor, request.body))
    },
  )

  app.put(
    '/admin/staff/:id',
    {
      schema: {
        ...secured,
        summary: 'Change a role, or disable (ends every session) or enable a member',
        params: staffParams,
        body: staffUpdateBody,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'staff.manage')
      return members.update(actor, request.params.id, request.body)
    },
  )

  app.post(
    '/admin/staff/:id/sessions/revoke',
    {
      schema: {
        ...secured,
        summary: 'End every session of a member',
        params: staffParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'staff.manage')
      await members.revokeSessions(actor, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/admin/staff/:id/invitation',
    {
      schema: {
        ...secured,
        summary: 'Send a fresh invitation to a member who has not accepted yet',
        params: staffParams,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'staff.manage')
      return members.resendInvitation(actor, request.params.id)
    },
  )

  app.get(
    '/admin/audit',
    {
      schema: {
        ...secured,
        summary: 'Who changed what, newest first; filter by member, entity, action and dates',
        querystring: auditQuery,
        response: { 200: auditList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'audit.view')
      const page = await listAudit(app.db, request.query)
      return pagedResult(request, page.rows, page)
    },
  )
}
