import { type PaymentInstructions, paymentDetails, paymentInstructions } from '@shop/contract'
import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { configurations } from '#api/db/schema/index.ts'
import { SITE_CONFIGURATION_SLUG } from '#api/db/seed/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { receivingAccountsFrom } from '../site-settings/index.ts'
import type { ShopAccount } from './recognition/index.ts'

export const PROJECT_PAYMENTS_SLUG = 'project-payments'

const settingsSchema = z.object({
  /** Where customers pay installments offline: what `bank_match` compares a receipt with. */
  receiving_accounts: z
    .array(
      z.object({
        kind: z.enum(['BANK', 'FPS', 'PAYME']),
        number: z.string().min(1),
        bank: z.string().optional(),
        name: z.string().optional(),
      }),
    )
    .min(1),
  /** The first installment falls due this many days after the acceptance. */
  first_due_days: z.number().int().min(0).max(90),
  /** The second falls due this many days after the customer confirms completion. */
  second_due_days: z.number().int().min(0).max(90),
})
export type ProjectPaymentSettings = z.infer<typeof settingsSchema> & {
  receiving_accounts: ShopAccount[]
}

/** The shop's accounts as its payment instructions name them (site configuration). */
export const DEFAULT_PROJECT_PAYMENTS: ProjectPaymentSettings = {
  receiving_accounts: [
    {
      kind: 'BANK',
      bank: 'HSBC',
      number: '004-123-456789-001',
      name: 'Maison Harbour Interiors Limited',
    },
    { kind: 'FPS', number: '1234567', name: 'Maison Harbour Interiors Limited' },
    { kind: 'PAYME', number: '6123 4567', name: 'Maison Harbour Interiors' },
  ],
  first_due_days: 7,
  second_due_days: 14,
}

/**
 * How to pay offline, from the latest site configuration, read inside the caller's transaction
 * (an embedded database has one connection: a read beside an open transaction would wait on it).
 */
export async function loadPaymentInstructions(db: Tx): Promise<PaymentInstructions> {
  const [row] = await db
    .select({ data: configurations.data })
    .from(configurations)
    .where(eq(configurations.slug, SITE_CONFIGURATION_SLUG))
    .orderBy(desc(configurations.version))
    .limit(1)
  const parsed = paymentInstructions.safeParse(
    (row?.data as { payment_instructions?: unknown } | undefined)?.payment_instructions,
  )
  return parsed.success ? parsed.data : {}
}

/**
 * The latest `project-payments` configuration, or the defaults when none (or a bad one) is stored.
 * The receiving accounts are the owner's payment details of the site settings once saved (issue
 * 27): receipts are matched against the same accounts checkout and e-mails print.
 */
export async function loadProjectPaymentSettings(db: Tx): Promise<ProjectPaymentSettings> {
  const latest = (slug: string) =>
    db
      .select({ data: configurations.data })
      .from(configurations)
      .where(eq(configurations.slug, slug))
      .orderBy(desc(configurations.version))
      .limit(1)
  // one after the other: an embedded database has one connection
  const [row] = await latest(PROJECT_PAYMENTS_SLUG)
  const [site] = await latest(SITE_CONFIGURATION_SLUG)
  const parsed = settingsSchema.safeParse(row?.data)
  const settings = parsed.success ? parsed.data : DEFAULT_PROJECT_PAYMENTS
  const details = paymentDetails.safeParse(site?.data.payment_details)
  if (!details.success) return settings
  return { ...settings, receiving_accounts: receivingAccountsFrom(details.data) }
}
