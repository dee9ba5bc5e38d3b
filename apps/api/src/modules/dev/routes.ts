import { outboxMessage } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { OrderLifecycle } from '../orders/index.ts'
import { mailHeaders, recentMessages } from '../outbox/index.ts'
import { PAYMENT_WINDOW_MS } from '../payments/index.ts'

/**
 * Development mailbox (what the outbox holds) and its clock for one order's payment window. Never
 * registered in production: both exist only with DEV_MAILBOX=1 outside production mode.
 */
export const devRoutes: FastifyPluginAsyncZod<{ lifecycle: OrderLifecycle }> = async (
  app,
  { lifecycle },
) => {
  app.post(
    '/dev/orders/:id/payment-window/pass',
    {
      schema: {
        tags: ['Development'],
        summary:
          "Runs the expiry job as if this order's payment window had passed (not in production)",
        description:
          'What the every-minute sweep does half an hour after an online order was left unpaid, for this one order only, so a browser journey can see the cancellation e-mail without waiting. Other orders are untouched.',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ released: z.number().int() }) },
      },
    },
    async (request) => {
      const later = new Date(Date.now() + PAYMENT_WINDOW_MS + 60_000)
      return { released: await lifecycle.expireUnpaid(later, request.params.id) }
    },
  )

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['Development'],
        summary: 'Messages in the outbox (not available in production)',
        querystring: z.object({ recipient: z.string().max(254).optional() }),
        response: { 200: z.object({ data: z.array(outboxMessage) }) },
      },
    },
    async (request) => {
      const rows = await recentMessages(app.db, request.query.recipient)
      return {
        data: rows.map((row) => ({
          _id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          status: row.status,
          attachments: row.attachments ?? [],
          headers: row.channel === 'EMAIL' ? mailHeaders(row) : {},
          created_at: row.createdAt.toISOString(),
        })),
      }
    },
  )
}
