import { outboxMessage } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { mailHeaders } from '../outbox/delivery.ts'
import { recentMessages } from '../outbox/outbox.ts'

/** Development mailbox: what the outbox holds. Never registered in production. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
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
