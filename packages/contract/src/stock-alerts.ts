import { z } from 'zod'
import { optionalEmail } from './validators.ts'

/** `…/products/{pid}/variants/{vid}/stock-alerts`: the store, product and variant. */
export const stockAlertParams = z.object({ id: z.uuid(), pid: z.uuid(), vid: z.uuid() })

/** "E-mail me when it is back": the address; the e-mail's language is the page's. */
export const stockAlertBody = z.strictObject({
  email: optionalEmail.refine((v) => v !== '', { message: 'errors.emailFormat' }),
})
export type StockAlertBody = z.infer<typeof stockAlertBody>

export const stockAlertResponse = z
  .object({
    status: z
      .enum(['SUBSCRIBED', 'ALREADY_SUBSCRIBED'])
      .describe('ALREADY_SUBSCRIBED: this address already waits for this variant; nothing added'),
    variant_id: z.string(),
    email: z.string(),
    created_at: z.string().describe('When the address asked (the first time, on a repeat)'),
  })
  .meta({ id: 'StockAlert' })
export type StockAlertResponse = z.infer<typeof stockAlertResponse>
