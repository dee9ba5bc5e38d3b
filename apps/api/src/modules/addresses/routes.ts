import {
  errorEnvelope,
  savedAddress,
  savedAddressBody,
  savedAddressDeleted,
  savedAddressList,
  savedAddressParams,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LIMITS, type RateLimiter } from '#api/lib/rate-limit.ts'
import type { AuthService } from '../identity/index.ts'
import { requireRegistered } from '../identity/index.ts'
import type { AddressesService } from './service.ts'

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
}
const security = [{ bearerAuth: [] }]
const tags = ['Addresses']

/** `/addresses/*`: a registered member's own address book (issue 30, ADR 066). */
export const addressRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  addresses: AddressesService
  limiter: RateLimiter
}> = async (app, { auth, addresses, limiter }) => {
  /** The caller, counted against the per-member write limit. */
  const writer = async (request: Parameters<typeof requireRegistered>[0]) => {
    const caller = await requireRegistered(request, auth)
    await limiter.check(LIMITS.addressAccount, caller.account.id)
    return caller.account.id
  }
  app.get(
    '/addresses/all',
    {
      schema: {
        tags,
        security,
        summary: 'Saved delivery addresses, the default first, and the last order’s address',
        response: { 200: savedAddressList, ...errors },
      },
    },
    async (request) => addresses.list((await requireRegistered(request, auth)).account.id),
  )
  app.get(
    '/addresses/:id',
    {
      schema: {
        tags,
        security,
        params: savedAddressParams,
        response: { 200: savedAddress, ...errors },
      },
    },
    async (request) =>
      addresses.get((await requireRegistered(request, auth)).account.id, request.params.id),
  )
  app.post(
    '/addresses',
    {
      schema: {
        tags,
        security,
        summary: 'Save an address (409 ADDRESS_BOOK_FULL past the maximum)',
        body: savedAddressBody,
        response: { 201: savedAddress, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addresses.create(await writer(request), request.body)),
  )
  app.put(
    '/addresses/:id',
    {
      schema: {
        tags,
        security,
        params: savedAddressParams,
        body: savedAddressBody,
        response: { 200: savedAddress, ...errors },
      },
    },
    async (request) => addresses.update(await writer(request), request.params.id, request.body),
  )
  app.put(
    '/addresses/:id/set-default',
    {
      schema: {
        tags,
        security,
        params: savedAddressParams,
        response: { 200: savedAddress, ...errors },
      },
    },
    async (request) => addresses.setDefault(await writer(request), request.params.id),
  )
  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an address; a deleted default passes to the newest one left',
        params: savedAddressParams,
        response: { 200: savedAddressDeleted, ...errors },
      },
    },
    async (request) => addresses.remove(await writer(request), request.params.id),
  )
}
