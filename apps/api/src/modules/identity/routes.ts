import {
  authUserResponse,
  changeEmailBody,
  changePhoneBody,
  errorEnvelope,
  forgetPasswordBody,
  loginBody,
  messageResponse,
  refreshBody,
  registerBody,
  resetPasswordBody,
  tokenResponse,
  updatePasswordBody,
  verificationCodeQuery,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AuthService } from './auth-service.ts'
import { callerInfo, requireCaller, requireRegistered } from './authenticate.ts'
import type { CodesService } from './codes-service.ts'

const tags = ['Auth']
const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
}
const bearer = [{ bearerAuth: [] }]

/** `/auth/*` (spec §7 Auth). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; codes: CodesService }> = async (
  app,
  { auth, codes },
) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in (EMAIL, PHONE) or start/resume a temporary guest account (TEMP)',
        body: loginBody,
        response: { 200: tokenResponse, ...errors },
      },
    },
    (request) => auth.login(request.body, callerInfo(request)),
  )

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: registerBody,
        response: { 201: tokenResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await auth.register(request.body, callerInfo(request))),
  )

  app.post(
    '/auth/migrate',
    {
      schema: {
        tags,
        summary: 'Turn the current temporary account into a registered one, keeping its cart',
        security: bearer,
        body: registerBody,
        response: { 201: tokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request, auth)
      return reply.status(201).send(await auth.register(request.body, callerInfo(request), caller))
    },
  )

  app.get(
    '/auth/user',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: authUserResponse, ...errors },
      },
    },
    async (request) => ({
      user: auth.user(await requireCaller(request, auth)),
    }),
  )

  app.get(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the current token',
        security: bearer,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await auth.logout(await requireCaller(request, auth))
      return { message: 'Signed out' }
    },
  )

  app.post(
    '/auth/logout-all',
    {
      schema: {
        tags,
        summary: 'Log out everywhere: revoke every session of the account, this one included',
        security: bearer,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await auth.logoutAll(await requireCaller(request, auth))
      return { message: 'Signed out everywhere' }
    },
  )

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token, once, for the next token pair (sliding session)',
        description:
          'A refresh token works once. Presenting one that was already used revokes every token of that sign-in (401).',
        body: refreshBody,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => auth.refresh(request.body.refresh_token),
  )

  app.get(
    '/auth/verify',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the code from the link',
        querystring: verificationCodeQuery,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await codes.verify(request.query.verification_code, request.ip)
      return { message: 'Verified' }
    },
  )

  app.get(
    '/auth/check-verification-code',
    {
      schema: {
        tags,
        summary: 'Whether a link code is still usable',
        querystring: verificationCodeQuery,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await codes.check(request.query.verification_code, request.ip)
      return { message: 'Valid' }
    },
  )

  app.post(
    '/auth/forget-password',
    {
      schema: {
        tags,
        summary: 'Send a password reset link (same answer whether or not the account exists)',
        body: forgetPasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => ({
      message: await codes.forgetPassword(request.body, callerInfo(request)),
    }),
  )

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the code from the link',
        body: resetPasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await codes.resetPassword(request.body, request.ip)
      return { message: 'Password changed' }
    },
  )

  app.post(
    '/auth/update-password',
    {
      schema: {
        tags,
        summary: 'Change the password; other sessions are signed out',
        security: bearer,
        body: updatePasswordBody,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => codes.updatePassword(await requireRegistered(request, auth), request.body),
  )

  app.get(
    '/auth/change-email-request',
    {
      schema: {
        tags,
        summary: 'Send a code for changing the e-mail address',
        security: bearer,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await codes.changeEmailRequest(await requireRegistered(request, auth))
      return { message: 'Code sent' }
    },
  )

  app.post(
    '/auth/change-email',
    {
      schema: {
        tags,
        summary: 'Change the e-mail address with the code',
        security: bearer,
        body: changeEmailBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await codes.changeEmail(await requireRegistered(request, auth), request.body, request.ip)
      return { message: 'E-mail changed' }
    },
  )

  app.get(
    '/auth/change-phone-request',
    {
      schema: {
        tags,
        summary: 'Send a code for changing the phone number',
        security: bearer,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await codes.changePhoneRequest(await requireRegistered(request, auth))
      return { message: 'Code sent' }
    },
  )

  app.post(
    '/auth/change-phone',
    {
      schema: {
        tags,
        summary: 'Change the phone number with the code',
        security: bearer,
        body: changePhoneBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await codes.changePhone(await requireRegistered(request, auth), request.body, request.ip)
      return { message: 'Phone changed' }
    },
  )
}
