import {
  addPaymentRecordBody,
  errorEnvelope,
  idempotencyHeaders,
  installmentParams,
  payInstallmentBody,
  payInstallmentResult,
  paymentRecord,
  paymentRecordParams,
  projectDetails,
  projectList,
  projectParams,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AuthService } from '../identity/index.ts'
import { requireCaller } from '../identity/index.ts'
import type { ProjectsService } from './service.ts'

const tags = ['Projects']
const security = [{ bearerAuth: [] }]
const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
}

/** The customer's renovation projects (issue 18); owner only, 404 otherwise. */
export const projectRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  projects: ProjectsService
}> = async (app, { auth, projects }) => {
  app.get(
    '/projects',
    {
      schema: {
        tags,
        security,
        summary: 'The caller’s projects (accepted quotations), newest first',
        response: { 200: projectList, ...errors },
      },
    },
    async (request) => projects.mine((await requireCaller(request, auth)).account),
  )

  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'A project: the accepted lines and totals, installments, timeline, 3D model and payment records',
        params: projectParams,
        response: { 200: projectDetails, ...errors },
      },
    },
    async (request) =>
      projects.one((await requireCaller(request, auth)).account, request.params.id),
  )

  app.put(
    '/projects/:id/completed',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm completion at handover (also `PUT /orders/{id}/completed`)',
        description:
          'Only at handover (409 PROJECT_STAGE_NOT_ALLOWED otherwise). An installment tied to the handover falls due and the customer is told how to pay it.',
        params: projectParams,
        response: { 200: projectDetails, ...errors },
      },
    },
    async (request) =>
      projects.complete((await requireCaller(request, auth)).account, request.params.id),
  )

  app.post(
    '/projects/:id/installments/:sequence/pay-online',
    {
      schema: {
        tags,
        security,
        summary: 'Pay what an installment still needs through the payment gateway',
        description:
          'Answers the `return_url` to send the browser to. 409 INSTALLMENT_NOT_DUE when it is not due or paid, PAYMENT_RECORD_WAITING while an offline payment of it waits for our check.',
        params: installmentParams,
        body: payInstallmentBody,
        response: { 200: payInstallmentResult, ...errors },
      },
    },
    async (request) =>
      projects.payOnline(
        (await requireCaller(request, auth)).account,
        request.params.id,
        request.params.sequence,
        request.body,
      ),
  )

  app.post(
    '/projects/:id/payment-records',
    {
      schema: {
        tags,
        security,
        summary:
          'Add an offline payment (bank transfer, FPS or PayMe) of an installment, with its receipt',
        description:
          'The receipt is uploaded first (`POST /files?purpose=payment_proof`). Never more than the installment still needs (400 on `amount`); one record per installment waits for our check at a time (409). The receipt is read by a job: `recognition.status` is `pending` until then (refresh with `GET …/payment-records/{record_id}`). Limited per account and IP (429). Send an Idempotency-Key header: the same key and body answer the same result; the same key with another body is refused (422).',
        params: projectParams,
        headers: idempotencyHeaders,
        body: addPaymentRecordBody,
        response: { 201: paymentRecord, ...errors, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request, auth)
      const created = await projects.addRecord(caller.account, request.params.id, request.body, {
        ip: request.ip,
        idempotencyKey: request.headers['idempotency-key'],
      })
      return reply.status(201).send(created)
    },
  )

  app.get(
    '/projects/:id/payment-records/:record_id',
    {
      schema: {
        tags,
        security,
        summary: 'One payment record, with what was read from its receipt (the refresh action)',
        params: paymentRecordParams,
        response: { 200: paymentRecord, ...errors },
      },
    },
    async (request) =>
      projects.record(
        (await requireCaller(request, auth)).account,
        request.params.id,
        request.params.record_id,
      ),
  )
}
