import { addPaymentRecordBody, PAYMENT_RECORD_METHODS, projectPath } from '@shop/contract'
import type { MessageKey } from '@shop/contract/client'
import { fromCents, MONEY_PATTERN, toCents } from '@shop/contract/client'
import { z } from 'zod'
import { type FormResult, text } from './forms.ts'
import { chosenFile, filesOf } from './order-forms.ts'

/**
 * The project page's forms (issue 18), shared by the browser and the action: the payment record
 * (an offline payment of an installment with its receipt), paying online, confirming completion.
 */
export const PROJECT_INTENTS = ['pay_online', 'add_record', 'complete'] as const
export type ProjectIntent = (typeof PROJECT_INTENTS)[number]

/** The text fields of the payment record form, as it names them (and posts them back). */
export const RECORD_FIELDS = [
  'installment_sequence',
  'method',
  'payer_bank',
  'payer_account',
  'amount',
] as const
export type RecordValues = Record<(typeof RECORD_FIELDS)[number], string>

/** The project page's answer to a post: which form and installment it was for, and what was typed. */
export type ProjectActionData = FormResult<MessageKey, RecordValues> & {
  intent?: ProjectIntent
  sequence?: string
}

export function recordValues(form: FormData): RecordValues {
  return Object.fromEntries(RECORD_FIELDS.map((name) => [name, text(form, name)])) as RecordValues
}

/**
 * An amount as shoppers type it ("12,000", "HK$ 12000.5", "１２０００") → "12000.50"; anything
 * else is returned as typed, so the rule below names it.
 */
export function normaliseAmount(typed: string): string {
  const plain = typed
    .normalize('NFKC')
    .replace(/^\s*(HK\$|HKD|\$)\s*/i, '')
    .replace(/[,\s]/g, '')
  return /^\d+(\.\d{1,2})?$/.test(plain) ? fromCents(toCents(plain)) : typed.trim()
}

const amount = z
  .string()
  .min(1, { message: 'projects.errors.amountRequired' })
  .regex(MONEY_PATTERN, { message: 'projects.errors.amountFormat' })
  .refine((value) => !MONEY_PATTERN.test(value) || toCents(value) > 0, {
    message: 'projects.errors.amountFormat',
  })

/**
 * The contract's `addPaymentRecordBody` with the chosen receipt in place of its stored name (the
 * action uploads it first) and friendlier words for what shoppers most often get wrong.
 */
export const paymentRecordForm = addPaymentRecordBody.omit({ receipt: true }).extend({
  method: z.enum(PAYMENT_RECORD_METHODS, { error: 'projects.errors.methodRequired' }),
  amount,
  receipt: chosenFile,
})

export function paymentRecordInput(form: FormData) {
  return {
    installment_sequence: Number(text(form, 'installment_sequence')),
    method: text(form, 'method'),
    payer_bank: text(form, 'payer_bank'),
    payer_account: text(form, 'payer_account'),
    amount: normaliseAmount(text(form, 'amount')),
    receipt: filesOf(form, 'receipt')[0],
  }
}

/** The two sequences an installment can have (the contract's `installmentParams`). */
export const isSequence = (value: string) => value === '1' || value === '2'

/**
 * Where the test gateway (or the provider) sends the shopper back: the project page itself,
 * marked so it can say how the payment went.
 */
export function projectPaymentUrls(origin: string, prefix: string, projectId: string) {
  const page = `${origin.replace(/\/$/, '')}${projectPath(prefix, projectId)}`
  return { success_url: `${page}?payment=success`, cancel_url: `${page}?payment=cancelled` }
}

/** "3.2 MB" (the 3D model's size on the page and in the back office). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
