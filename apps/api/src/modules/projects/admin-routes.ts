import multipart from '@fastify/multipart'
import {
  adminPaymentRecord,
  adminPaymentRecordList,
  adminPaymentRecordsQuery,
  adminProjectDetails,
  adminProjectList,
  adminProjectsQuery,
  errorEnvelope,
  installmentDueBody,
  installmentParams,
  MAX_UPLOAD_BYTES,
  projectParams,
  projectStageBody,
  rejectPaymentRecordBody,
} from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError } from '#api/lib/errors.ts'
import { pagedResult } from '#api/lib/paging.ts'
import { fileTooLarge } from '../files/index.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { backOfficeRoute, requireStaff } from '../staff/index.ts'
import { MODEL_MAX_BYTES } from './model-file.ts'
import type { StaffProjectsService } from './staff-service.ts'

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
}

const modelRequired = () =>
  new DomainError(400, 'FILE_REQUIRED', 'Send the model in the form field "model"')

/** The model and the optional poster of a multipart request; the poster is at most 8 MiB. */
async function modelParts(request: FastifyRequest) {
  if (!request.isMultipart()) throw modelRequired()
  let model: Buffer | null = null
  let poster: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      if (part.fieldname === 'model' && !model) model = await part.toBuffer()
      else if (part.fieldname === 'poster' && !poster) {
        poster = await part.toBuffer()
        if (poster.length > MAX_UPLOAD_BYTES) throw fileTooLarge()
      } else throw modelRequired()
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError(
        413,
        'FILE_TOO_LARGE',
        'This file is too large (a model: at most 25 MB)',
      )
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw modelRequired()
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (error instanceof DomainError || status < 500) throw error
    throw new DomainError(400, 'MALFORMED_MULTIPART', 'The form data could not be read')
  }
  if (!model?.length) throw modelRequired()
  return { model, poster: poster?.length ? poster : null }
}

/** `/admin/projects` and `/admin/payment-records` (issue 18). */
export const adminProjectRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  projects: StaffProjectsService
}> = async (app, { staffAuth, projects }) => {
  await app.register(multipart, {
    limits: { fileSize: MODEL_MAX_BYTES, files: 2, fields: 2, parts: 4, fieldSize: 1024 },
  })

  app.get(
    '/admin/projects',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Projects, newest accepted first; stage and owing filters',
        querystring: adminProjectsQuery,
        response: { 200: adminProjectList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'projects.view')
      const page = await projects.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/projects/:id',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'A project with its customer, installments, payment records and history',
        params: projectParams,
        response: { 200: adminProjectDetails, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'projects.view')
      return projects.details(request.params.id)
    },
  )

  app.put(
    '/admin/projects/:id/stage',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Move a project forward: site work, handover (the customer is asked to confirm)',
        params: projectParams,
        body: projectStageBody,
        response: { 200: adminProjectDetails, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'projects.manage')
      return projects.moveStage(actor, request.params.id, request.body)
    },
  )

  app.put(
    '/admin/projects/:id/installments/:sequence',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Set or move an installment’s due date (it falls due; the customer is told)',
        params: installmentParams,
        body: installmentDueBody,
        response: { 200: adminProjectDetails, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'projects.manage')
      return projects.setDue(actor, request.params.id, request.params.sequence, request.body)
    },
  )

  app.put(
    '/admin/projects/:id/model',
    {
      schema: {
        ...backOfficeRoute,
        summary:
          'Upload the 3D design (multipart `model`: glTF 2.0 .glb or .gltf; optional `poster` picture)',
        description:
          'The model is checked as a real glTF 2.0 before it is stored (415 not a glTF, 422 MODEL_INVALID broken, 413 over 25 MB).',
        consumes: ['multipart/form-data'],
        params: projectParams,
        response: {
          200: adminProjectDetails,
          ...errors,
          413: errorEnvelope,
          415: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'projects.manage')
      return projects.uploadModel(actor, request.params.id, await modelParts(request))
    },
  )

  app.get(
    '/admin/payment-records',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Payment records to check: both flags matching first, then oldest first',
        querystring: adminPaymentRecordsQuery,
        response: { 200: adminPaymentRecordList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'projects.view')
      const page = await projects.records(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.post(
    '/admin/payment-records/:id/confirm',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Confirm a payment record: its installment is paid by its amount (audited)',
        description:
          'Once (409 PAYMENT_RECORD_DECIDED after), never beyond the installment (409 INSTALLMENT_OVERPAID).',
        params: projectParams,
        response: { 200: adminPaymentRecord, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'projects.payments')
      return projects.confirm(actor, request.params.id)
    },
  )

  app.post(
    '/admin/payment-records/:id/reject',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Reject a payment record with a reason the customer reads in their language',
        params: projectParams,
        body: rejectPaymentRecordBody,
        response: { 200: adminPaymentRecord, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'projects.payments')
      return projects.reject(actor, request.params.id, request.body)
    },
  )

  app.post(
    '/admin/payment-records/:id/recognise',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Read the receipt again (recognition goes back to pending)',
        params: projectParams,
        response: { 200: adminPaymentRecord, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'projects.payments')
      return projects.recognise(actor, request.params.id)
    },
  )
}
