import { errorEnvelope, importPreview, importResult, MAX_IMPORT_BYTES } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { StaffAuthService } from '../staff/index.ts'
import { requireStaff, backOfficeRoute as secured } from '../staff/index.ts'
import type { AdminImportService } from './import-service.ts'

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  415: errorEnvelope,
  422: errorEnvelope,
}

/**
 * The catalogue CSV import (issue 27, ADR 048): the file is the request body (`text/csv`, at
 * most MAX_IMPORT_BYTES). Both routes need `catalog.manage`, as every other product write: the
 * preview is the first step of a write.
 */
export const adminImportRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  imports: AdminImportService
}> = async (app, { staffAuth, imports }) => {
  app.addContentTypeParser(
    ['text/csv', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  )
  const file = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0))

  app.post(
    '/admin/products/import/preview',
    {
      schema: {
        ...secured,
        summary: 'What a catalogue CSV would do, row by row (create, update, unchanged, error)',
        consumes: ['text/csv'],
        response: { 200: importPreview, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'catalog.manage')
      return imports.preview(file(request.body))
    },
  )

  app.post(
    '/admin/products/import',
    {
      schema: {
        ...secured,
        summary: 'Apply a catalogue CSV in one transaction; any bad row and nothing is written',
        consumes: ['text/csv'],
        response: { 200: importResult, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      return imports.apply(actor, file(request.body))
    },
  )
}
