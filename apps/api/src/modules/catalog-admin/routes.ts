import {
  adminCatalogOptions,
  adminProduct,
  adminProductBody,
  adminProductParams,
  adminProductPatch,
  adminProducts,
  adminProductsQuery,
  adminVariant,
  adminVariantBody,
  adminVariantPatch,
  bulkVariantBody,
  bulkVariantResult,
  errorEnvelope,
  hkDate,
  stockAdjustmentBody,
  stockAdjustmentResult,
  stockHistory,
  stockHistoryQuery,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { requireStaff, backOfficeRoute as secured } from '../staff/index.ts'
import type { AdminProductsService } from './product-service.ts'
import type { AdminVariantsService } from './variant-service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }
const writeErrors = { ...errors, 409: errorEnvelope, 422: errorEnvelope }

/**
 * The back office's catalogue (issue 27): `catalog.view` to look and export, `catalog.manage`
 * to create, edit, price and adjust stock. Handlers only check the role and call a service.
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  products: AdminProductsService
  variants: AdminVariantsService
}> = async (app, { staffAuth, products, variants }) => {
  app.get(
    '/admin/products',
    {
      schema: {
        ...secured,
        summary: 'Products: search by title (any language), reference or SKU; filter; sort',
        querystring: adminProductsQuery,
        response: { 200: adminProducts, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'catalog.view')
      const page = await products.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/products/export',
    {
      schema: {
        ...secured,
        summary: 'The catalogue as CSV (UTF-8 with BOM), one row per variant',
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      await requireStaff(request, staffAuth, 'catalog.view')
      const day = hkDate(new Date())
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
        .send(await products.exportCsv())
    },
  )

  app.get(
    '/admin/products/options',
    {
      schema: {
        ...secured,
        summary: 'Categories, brands and colours a product form picks from',
        response: { 200: adminCatalogOptions, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'catalog.view')
      return products.options()
    },
  )

  app.get(
    '/admin/products/:id',
    {
      schema: {
        ...secured,
        summary: 'A product with its variants, as the edit form shows it',
        params: adminProductParams,
        response: { 200: adminProduct, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'catalog.view')
      return products.details(request.params.id)
    },
  )

  app.post(
    '/admin/products',
    {
      schema: {
        ...secured,
        summary: 'Create a product (a draft unless said otherwise); zh or cn filled by OpenCC',
        body: adminProductBody,
        response: { 201: adminProduct, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      return reply.status(201).send(await products.create(actor, request.body))
    },
  )

  app.patch(
    '/admin/products/:id',
    {
      schema: {
        ...secured,
        summary: 'Edit a product: only the fields sent change; archiving keeps old orders whole',
        params: adminProductParams,
        body: adminProductPatch,
        response: { 200: adminProduct, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      return products.update(actor, request.params.id, request.body)
    },
  )

  app.post(
    '/admin/products/:id/variants',
    {
      schema: {
        ...secured,
        summary: 'Add a variant; its first stock is written to the stock history',
        params: adminProductParams,
        body: adminVariantBody,
        response: { 201: adminVariant, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      return reply.status(201).send(await variants.create(actor, request.params.id, request.body))
    },
  )

  app.post(
    '/admin/variants/bulk',
    {
      schema: {
        ...secured,
        summary: 'Set the price of, or adjust the stock of, many variants in one transaction',
        body: bulkVariantBody,
        response: { 200: bulkVariantResult, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      return { variants: await variants.bulk(actor, request.body) }
    },
  )

  app.patch(
    '/admin/variants/:id',
    {
      schema: {
        ...secured,
        summary: 'Edit a variant (size, colour, SKU, prices, sale window); never its stock',
        params: adminProductParams,
        body: adminVariantPatch,
        response: { 200: adminVariant, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      return variants.update(actor, request.params.id, request.body)
    },
  )

  app.post(
    '/admin/variants/:id/stock-adjustments',
    {
      schema: {
        ...secured,
        summary: 'Change stock by `delta` or to `set_to`, with a reason, under the row lock',
        params: adminProductParams,
        body: stockAdjustmentBody,
        response: { 201: stockAdjustmentResult, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      return reply.status(201).send(await variants.adjust(actor, request.params.id, request.body))
    },
  )

  app.get(
    '/admin/variants/:id/stock-history',
    {
      schema: {
        ...secured,
        summary: "A variant's stock changes, newest first: who, when, before → after, why",
        params: adminProductParams,
        querystring: stockHistoryQuery,
        response: { 200: stockHistory, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'catalog.view')
      const { page, per_page } = request.query
      const result = await variants.history(request.params.id, page, per_page)
      return pagedResult(request, result.rows, result)
    },
  )
}
