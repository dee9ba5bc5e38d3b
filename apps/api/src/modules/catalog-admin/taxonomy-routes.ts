import {
  adminBrand,
  adminBrandBody,
  adminBrandPatch,
  adminBrands,
  adminCategories,
  adminCategory,
  adminCategoryBody,
  adminCategoryMove,
  adminCategoryPatch,
  adminColour,
  adminColourBody,
  adminColourPatch,
  adminColours,
  errorEnvelope,
  adminTaxonomyParams as params,
  adminTaxonomyQuery as querystring,
} from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { requireStaff, backOfficeRoute as secured } from '../staff/index.ts'
import type { AdminTaxonomyService } from './taxonomy-service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }
const writeErrors = { ...errors, 409: errorEnvelope, 422: errorEnvelope }

/**
 * Categories, brands and colours in the back office (issue 27, ADR 044): `catalog.view` to look,
 * `catalog.manage` to change. Handlers only check the role and call the service.
 */
export const adminTaxonomyRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  taxonomy: AdminTaxonomyService
}> = async (app, { staffAuth, taxonomy }) => {
  const view = (request: FastifyRequest) => requireStaff(request, staffAuth, 'catalog.view')
  const manage = (request: FastifyRequest) => requireStaff(request, staffAuth, 'catalog.manage')

  app.get(
    '/admin/categories',
    {
      schema: {
        ...secured,
        summary: 'Categories as a tree: each top-level category followed by its children',
        querystring,
        response: { 200: adminCategories, ...errors },
      },
    },
    async (request) => {
      await view(request)
      const page = await taxonomy.categories(request.query)
      return pagedResult(request, page.rows, page)
    },
  )
  app.get(
    '/admin/categories/:id',
    {
      schema: {
        ...secured,
        summary: 'A category as its edit form shows it',
        params,
        response: { 200: adminCategory, ...errors },
      },
    },
    async (request) => {
      await view(request)
      return taxonomy.category(request.params.id)
    },
  )
  app.post(
    '/admin/categories',
    {
      schema: {
        ...secured,
        summary: 'Create a category (at the end of its parent); zh or cn filled by OpenCC',
        body: adminCategoryBody,
        response: { 201: adminCategory, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = await manage(request)
      return reply.status(201).send(await taxonomy.createCategory(actor, request.body))
    },
  )
  app.patch(
    '/admin/categories/:id',
    {
      schema: {
        ...secured,
        summary: 'Rename, re-slug, nest under another parent (no cycles, two levels), (de)activate',
        params,
        body: adminCategoryPatch,
        response: { 200: adminCategory, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await manage(request)
      return taxonomy.updateCategory(actor, request.params.id, request.body)
    },
  )
  app.post(
    '/admin/categories/:id/move',
    {
      schema: {
        ...secured,
        summary: 'Move a category one place up or down among its siblings',
        params,
        body: adminCategoryMove,
        response: { 200: adminCategory, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await manage(request)
      return taxonomy.moveCategory(actor, request.params.id, request.body.direction)
    },
  )
  app.delete(
    '/admin/categories/:id',
    {
      schema: {
        ...secured,
        summary: 'Delete a category no product uses and no category is filed under (else 409)',
        params,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = await manage(request)
      await taxonomy.deleteCategory(actor, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/admin/brands',
    {
      schema: {
        ...secured,
        summary: 'Brands by English name, searchable in any language',
        querystring,
        response: { 200: adminBrands, ...errors },
      },
    },
    async (request) => {
      await view(request)
      const page = await taxonomy.brands(request.query)
      return pagedResult(request, page.rows, page)
    },
  )
  app.get(
    '/admin/brands/:id',
    {
      schema: {
        ...secured,
        summary: 'A brand as its edit form shows it',
        params,
        response: { 200: adminBrand, ...errors },
      },
    },
    async (request) => {
      await view(request)
      return taxonomy.brand(request.params.id)
    },
  )
  app.post(
    '/admin/brands',
    {
      schema: {
        ...secured,
        summary: 'Create a brand; zh or cn filled by OpenCC',
        body: adminBrandBody,
        response: { 201: adminBrand, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = await manage(request)
      return reply.status(201).send(await taxonomy.createBrand(actor, request.body))
    },
  )
  app.patch(
    '/admin/brands/:id',
    {
      schema: {
        ...secured,
        summary: 'Rename or re-slug a brand',
        params,
        body: adminBrandPatch,
        response: { 200: adminBrand, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await manage(request)
      return taxonomy.updateBrand(actor, request.params.id, request.body)
    },
  )
  app.delete(
    '/admin/brands/:id',
    {
      schema: {
        ...secured,
        summary: 'Delete a brand no product uses (else 409 with how many)',
        params,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = await manage(request)
      await taxonomy.deleteBrand(actor, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/admin/colours',
    {
      schema: {
        ...secured,
        summary: 'Colours by English name, searchable in any language',
        querystring,
        response: { 200: adminColours, ...errors },
      },
    },
    async (request) => {
      await view(request)
      const page = await taxonomy.colours(request.query)
      return pagedResult(request, page.rows, page)
    },
  )
  app.get(
    '/admin/colours/:id',
    {
      schema: {
        ...secured,
        summary: 'A colour as its edit form shows it',
        params,
        response: { 200: adminColour, ...errors },
      },
    },
    async (request) => {
      await view(request)
      return taxonomy.colour(request.params.id)
    },
  )
  app.post(
    '/admin/colours',
    {
      schema: {
        ...secured,
        summary: 'Create a colour with its swatch (#rrggbb); zh or cn filled by OpenCC',
        body: adminColourBody,
        response: { 201: adminColour, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = await manage(request)
      return reply.status(201).send(await taxonomy.createColour(actor, request.body))
    },
  )
  app.patch(
    '/admin/colours/:id',
    {
      schema: {
        ...secured,
        summary: 'Rename, re-slug or re-colour a colour',
        params,
        body: adminColourPatch,
        response: { 200: adminColour, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await manage(request)
      return taxonomy.updateColour(actor, request.params.id, request.body)
    },
  )
  app.delete(
    '/admin/colours/:id',
    {
      schema: {
        ...secured,
        summary: 'Delete a colour no variant or picture uses (else 409 with how many products)',
        params,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = await manage(request)
      await taxonomy.deleteColour(actor, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
