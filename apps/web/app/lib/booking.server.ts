import {
  type Booking,
  bookingResponse,
  booking as bookingSchema,
  type ConsultationSlots,
  consultationSlots,
  designServicesInfo,
  MAIN_STORE_ID,
  ORDER_LINK_HEADER,
  rescheduleBody,
} from '@shop/contract'
import type { MessageKey } from '@shop/contract/client'
import { data, type RouterContextProvider, redirect, redirectDocument } from 'react-router'
import { z } from 'zod'
import { ApiError, apiRequest, apiUpload } from './api.server.ts'
import { ensureGuestToken } from './auth.server.ts'
import {
  type BookingValues,
  bookingForm,
  bookingFormInput,
  bookingValues,
  SLOT_DAYS,
} from './booking-form.ts'
import { publicOrigin } from './env.server.ts'
import {
  apiFailure,
  clientIpHeaders,
  formFailure,
  localeHeaders,
  prefixOf,
} from './form-action.server.ts'
import { type FormResult, text, validate } from './forms.ts'
import { idempotencyHeader } from './idempotency-key.server.ts'
import { pageUrl } from './page-url.ts'

type Context = Readonly<RouterContextProvider>

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Where a consultation happens: a showroom, the shopper's district, or nowhere (a video call). */
export type Place = { showroom_id?: string; district?: string }

export function loadDesignServices(context: Context) {
  return apiRequest(context, `/stores/${MAIN_STORE_ID}/design-services`, designServicesInfo)
}

/**
 * The free slots of a consultation for a place, from a Hong Kong date; null when the place is
 * still to be chosen or the call fails (the page says so and offers to try again).
 */
export async function loadSlots(
  context: Context,
  variantId: string,
  place: Place,
  from: string,
): Promise<ConsultationSlots | null> {
  const query = new URLSearchParams({ days: String(SLOT_DAYS) })
  if (place.showroom_id) query.set('showroom_id', place.showroom_id)
  if (place.district) query.set('district', place.district)
  if (DATE.test(from)) query.set('from', from)
  try {
    return await apiRequest(
      context,
      `/stores/${MAIN_STORE_ID}/consultations/${encodeURIComponent(variantId)}/slots?${query}`,
      consultationSlots,
    )
  } catch (error) {
    console.error('consultation slots failed', error)
    return null
  }
}

/** The booking page's answer to a refused post: the form as sent, so nothing is lost. */
export type BookingActionData = FormResult<MessageKey, BookingValues>

/**
 * The booking post: checks the form, uploads the flat's files, books. ONLINE goes to the payment
 * page; offline methods to the result page of type `appointment` with how to pay. A refusal
 * (a time just taken included) comes back to the form with the fields as sent.
 */
export async function bookConsultation(request: Request, context: Context) {
  const form = await request.formData()
  const prefix = prefixOf(request)
  const origin = publicOrigin(request)
  const values = bookingValues(form)
  const refuse = (failure: ReturnType<typeof formFailure<MessageKey>>) =>
    data<BookingActionData>({ ...failure.data, values }, failure.init ?? { status: 400 })
  const parsed = validate(bookingForm, bookingFormInput(form, { origin, prefix }))
  if (!parsed.ok) return refuse(formFailure(parsed.fieldErrors, parsed.error))
  try {
    await ensureGuestToken(context)
    const files: string[] = []
    // one request per file, in order, so a refusal names the file that failed
    for (const file of parsed.body.files)
      files.push((await apiUpload(context, file, 'consultation')).name)
    const body = { ...parsed.body.body, flat: { ...parsed.body.body.flat, files } }
    const booked = await apiRequest(context, `/stores/${MAIN_STORE_ID}/bookings`, bookingResponse, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { ...localeHeaders(request), ...idempotencyHeader(form) },
    })
    if (booked.return_url) return redirectDocument(booked.return_url)
    const query = new URLSearchParams({
      reference: booked.order.reference,
      payment: booked.order.payment_method,
      order: booked.order_access.order_id,
      key: booked.order_access.token,
    })
    return redirect(`${prefix}/result/appointment/success?${query}`)
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return refuse(apiFailure(error))
    console.error('booking failed', error)
    return redirect(`${prefix}/result/appointment/failure`)
  }
}

/** The private order link's token (issue 14) and where the call comes from, as headers. */
const linkHeaders = (request: Request, token: string) => ({
  [ORDER_LINK_HEADER]: token,
  ...localeHeaders(request),
  ...clientIpHeaders(request),
})

/**
 * The consultation an order is for: through the order's private link when the page was opened
 * by one (any device), else when the caller owns it (the device that booked, or the member);
 * null otherwise or when the call fails.
 */
export async function bookingOfOrder(
  request: Request,
  context: Context,
  orderId: string,
  token?: string,
): Promise<Booking | null> {
  try {
    if (token)
      return await apiRequest(
        context,
        `/orders/${encodeURIComponent(orderId)}/booking/link`,
        bookingSchema,
        { headers: linkHeaders(request, token) },
      )
    const mine = await apiRequest(context, '/bookings', z.object({ data: z.array(bookingSchema) }))
    return mine.data.find((b) => b.order_id === orderId) ?? null
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return null
    console.error('bookings failed', error)
    return null
  }
}

/** Where the booking's calendar entry downloads (routes/resources.consultation-calendar.ts). */
export function calendarPath(booking: Booking, token?: string): string {
  return token
    ? `/resources/orders/${booking.order_id}/booking-calendar/${encodeURIComponent(token)}`
    : `/resources/bookings/${booking._id}/calendar`
}

export const BOOKING_INTENTS = ['reschedule', 'cancel_booking'] as const

/**
 * The order page's booking posts: move it to another free time, or cancel it with a reason;
 * through the private link's token on the link's page, as the owner otherwise.
 */
export async function changeBooking(
  request: Request,
  context: Context,
  form: FormData,
  link?: { orderId: string; token: string },
) {
  const intent = text(form, 'intent')
  const put = (change: 'reschedule' | 'cancel', body: unknown) =>
    apiRequest(
      context,
      link
        ? `/orders/${encodeURIComponent(link.orderId)}/booking/${change}/link`
        : `/bookings/${encodeURIComponent(text(form, 'booking_id'))}/${change}`,
      bookingSchema,
      {
        method: 'PUT',
        headers: link ? linkHeaders(request, link.token) : localeHeaders(request),
        body: JSON.stringify(body),
      },
    )
  try {
    if (intent === 'reschedule') {
      const parsed = validate(rescheduleBody, { starts_at: text(form, 'starts_at') })
      if (!parsed.ok)
        return formFailure(
          { starts_at: 'booking.errors.slotRequired' },
          'booking.errors.slotRequired',
        )
      await put('reschedule', parsed.body)
      return { ok: true, message: 'booking.rescheduled' } satisfies FormResult
    }
    await put('cancel', { reason: text(form, 'reason') })
    return { ok: true, message: 'booking.cancelledDone' } satisfies FormResult
  } catch (error) {
    return apiFailure(error)
  }
}

/**
 * The order page's part for its consultation: the booking, and when the shopper asked to move
 * it (`?reschedule=1`, and the `from` of the weeks shown) the free times of the same format and
 * place. The format's variant is the order's one line.
 */
export async function loadOrderBooking(
  request: Request,
  context: Context,
  order: { _id: string; items: { product_variant_id: string | null }[] },
  token?: string,
) {
  const booking = await bookingOfOrder(request, context, order._id, token)
  const calendar = booking ? calendarPath(booking, token) : null
  const query = pageUrl(request).searchParams
  const variantId = order.items[0]?.product_variant_id
  if (!booking || !variantId || !booking.can_change || !query.has('reschedule'))
    return { booking, calendar, slots: undefined, from: '' }
  const from = DATE.test(query.get('from') ?? '') ? (query.get('from') as string) : ''
  const place: Place = booking.showroom
    ? { showroom_id: booking.showroom._id }
    : booking.district
      ? { district: booking.district }
      : {}
  return { booking, calendar, slots: await loadSlots(context, variantId, place, from), from }
}
