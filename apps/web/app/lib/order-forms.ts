import {
  MAX_REFUND_IMAGES,
  MAX_REVIEW_IMAGES,
  MAX_UPLOAD_BYTES,
  orderReviewInput,
  refundRequestBody,
} from '@shop/contract'
import { z } from 'zod'
import { text } from './forms.ts'

/**
 * The order page's forms (payment proof, review, refund request). Each schema is the contract's
 * body with the file references replaced by the chosen files: the browser checks it before
 * sending and the action checks it again before forwarding the files to `POST /files`.
 */
export const ORDER_INTENTS = ['upload_proof', 'complete', 'cancel', 'review', 'refund'] as const
export type OrderIntent = (typeof ORDER_INTENTS)[number]

export const chosenFile = z
  .custom<File>((v) => typeof File !== 'undefined' && v instanceof File, {
    message: 'orderErrors.fileRequired',
  })
  .refine((file) => file.size <= MAX_UPLOAD_BYTES, { message: 'orderErrors.fileTooLarge' })

export const chosenFiles = (max: number) =>
  z.array(chosenFile).max(max, { message: 'orders.images.tooMany' }).default([])

/** An empty file input still posts a nameless, empty file: that is "nothing chosen". */
export function filesOf(form: FormData, name: string): File[] {
  return form
    .getAll(name)
    .filter((v): v is File => typeof v !== 'string' && (v.size > 0 || v.name !== ''))
}

export const proofForm = z.object({ file: chosenFile })
export const proofBody = (form: FormData) => ({ file: filesOf(form, 'file')[0] })

export const reviewForm = orderReviewInput
  .omit({ images: true })
  .extend({ images: chosenFiles(MAX_REVIEW_IMAGES) })
export const reviewBody = (form: FormData) => ({
  product_variant_id: text(form, 'product_variant_id'),
  rating: Number(text(form, 'rating')) || 0,
  comment: text(form, 'comment'),
  images: filesOf(form, 'images'),
})

/** Quantities are posted as `qty:<variant id>`; lines left at 0 are not part of the request. */
export const refundForm = refundRequestBody.omit({ images: true, refund_items: true }).extend({
  refund_items: z
    .array(refundRequestBody.shape.refund_items.element)
    .min(1, { message: 'orders.refund.nothingSelected' })
    .max(200),
  images: chosenFiles(MAX_REFUND_IMAGES),
})
export const refundBody = (form: FormData) => ({
  reason: text(form, 'reason'),
  refund_items: [...form.keys()]
    .filter((key) => key.startsWith('qty:'))
    .map((key) => ({ product_variant_id: key.slice(4), qty: Number(text(form, key)) || 0 }))
    .filter((line) => line.qty > 0),
  images: filesOf(form, 'images'),
})
