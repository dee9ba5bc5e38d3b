import { randomUUID } from 'node:crypto'
import {
  hkDate,
  type Locale,
  localePrefix,
  type OrderAccess,
  orderAccessPath,
} from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError } from '#api/lib/errors.ts'
import type { LockScope } from '#api/lib/locks.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import { assertMove } from '#api/lib/transition.ts'
import { variantTitle } from '../cart/index.ts'
import { attachUploads } from '../files/index.ts'
import {
  type BookingChanger,
  type BookingNotice,
  type BookingRun,
  issueAccessLink,
  newReference,
  type OrderRow,
  ordersRepository,
} from '../orders/index.ts'
import { PAYMENT_WINDOW_MS } from '../payments/index.ts'
import { bookingJson } from './booking-json.ts'
import { notifyBooking } from './booking-mail.ts'
import { bookingRepository, isUniqueViolation } from './booking-repository.ts'
import { BOOKING_TRANSITIONS, type BookingTransition } from './booking-transitions.ts'
import { servicesRepository } from './repository.ts'
import { loadDesignServicesSettings, slotRules, slotsFor } from './service.ts'
import { heldUnits } from './slots.ts'

export const slotUnavailable = () =>
  new DomainError(409, 'SLOT_UNAVAILABLE', 'This time is no longer free. Please choose another.')
export const changeWindowClosed = (hours: number) =>
  new DomainError(
    409,
    'CHANGE_WINDOW_CLOSED',
    `Bookings can be changed online until ${hours} hours before they start. Please call us.`,
  )

/**
 * Holds the units of a slot for the first designer still free then. Each try is a savepoint: a
 * unit taken by a booking that committed first fails only that try (the primary key of
 * booking_slots is what makes a double booking impossible, even for 20 shoppers at once).
 */
export async function holdSlot(
  tx: Tx,
  bookingId: string,
  designerIds: string[],
  units: Date[],
): Promise<string> {
  for (const designerId of designerIds) {
    try {
      await tx.transaction((sp) => bookingRepository.hold(sp, bookingId, designerId, units))
      return designerId
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  throw slotUnavailable()
}

/** The slot a shopper asked for, if it is free for at least one designer. */
async function freeSlot(
  tx: Tx,
  storeId: string,
  variantId: string,
  where: { showroomId: string | null; district: string | null },
  startsAt: Date,
  now: Date,
) {
  const found = await slotsFor(
    tx,
    storeId,
    variantId,
    { ...where, from: hkDate(startsAt), days: 1 },
    now,
  )
  const slot = found.days[0]?.slots.find((s) => s.startsAt.getTime() === startsAt.getTime())
  if (!slot) throw slotUnavailable()
  return { ...found, slot }
}

/**
 * Books a consultation in one transaction: the order (one line, the deposit), the booking and
 * the slot it holds, the payment session for ONLINE, the private link and the e-mail with the
 * calendar entry. Undone by the release steps (`giveBackSlot` undoes `holdSlot`).
 */
export async function placeBooking(
  run: BookingRun,
): Promise<{ orderId: string; access: OrderAccess }> {
  const { scope, account, storeId, body, now } = run
  const tx = scope.tx
  const startsAt = new Date(body.starts_at)
  const where = { showroomId: body.showroom_id ?? null, district: body.district ?? null }
  const { consultation, settings, slot } = await freeSlot(
    tx,
    storeId,
    body.variant_id,
    where,
    startsAt,
    now,
  )
  const format = consultation.format as NonNullable<typeof consultation.format>
  const minutes = consultation.durationMinutes as number
  const price = toCents(consultation.salePrice ?? consultation.price)
  const orderId = randomUUID()
  const reference = newReference('MH', now)
  const online = body.payment_method === 'ONLINE' && price > 0
  const contact = body.contact
  const room =
    format === 'SHOWROOM'
      ? (await servicesRepository.showrooms(tx, storeId)).find((r) => r.id === where.showroomId)
      : undefined
  await ordersRepository.insert(
    tx,
    {
      id: orderId,
      reference,
      accountId: account.id,
      storeId,
      paymentMethod: body.payment_method,
      subtotal: fromCents(price),
      discountLocal: '0.00',
      discountGlobal: '0.00',
      shippingFee: '0.00',
      total: fromCents(price),
      delivery: {
        method: 'PICKUP',
        country_code: 'HK',
        courier: null,
        pickup_location: room
          ? { _id: room.id, code: room.code, name: room.name, address: room.address }
          : null,
      },
      recipient: { ...contact, address: body.flat.address },
      termsAcceptedAt: now,
      contactEmail: (contact.email || account.email || '').toLowerCase() || null,
      contactPhone: contact.phone
        ? `${contact.area_code.replace(/^\+/, '')}${contact.phone}`
        : null,
      language: account.language,
      paymentExpiresAt: online ? new Date(now.getTime() + PAYMENT_WINDOW_MS) : null,
      createdAt: now,
      updatedAt: now,
    },
    [
      {
        orderId,
        variantId: consultation.variantId,
        productId: consultation.productId,
        sku: consultation.sku,
        productTitle: consultation.productTitle,
        variantTitle: variantTitle(consultation.size, null),
        image: null,
        qty: 1,
        originalPricePerUnit: fromCents(toCents(consultation.price)),
        discountedPricePerUnit: fromCents(price),
        originalSubtotalPrice: fromCents(toCents(consultation.price)),
        subtotalPrice: fromCents(price),
        globalDiscount: '0.00',
        sequence: 0,
      },
    ],
  )
  await ordersRepository.setStatus(tx, orderId, 'submitted', 'consultation booked')
  if (price === 0)
    await ordersRepository.setStatus(tx, orderId, 'paid', 'nothing to pay', {
      paymentStatus: 'paid',
      paidAt: now,
    })
  const units = heldUnits(format, startsAt, minutes, slotRules(settings))
  const booking = await bookingRepository.insert(tx, {
    orderId,
    accountId: account.id,
    productId: consultation.productId,
    variantId: consultation.variantId,
    format,
    showroomId: format === 'SHOWROOM' ? where.showroomId : null,
    designerId: slot.designerIds[0] as string,
    district: format === 'HOME_VISIT' ? where.district : null,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    flat: body.flat,
    language: account.language,
    createdAt: now,
    updatedAt: now,
  })
  // the flat's photos and plans are kept with the booking (else the daily sweep removes them)
  await attachUploads(tx, body.flat.files ?? [], account.id, ['consultation'])
  const designerId = await holdSlot(tx, booking.id, slot.designerIds, units)
  if (designerId !== booking.designerId)
    await bookingRepository.update(tx, booking.id, { designerId })
  if (online) {
    const success = new URL(body.success_url)
    // like the checkout's: the result page names the order and shows it to its owner
    success.searchParams.set('reference', reference)
    success.searchParams.set('order', orderId)
    await run.payments.openSession(tx, {
      accountId: account.id,
      orderId,
      amount: fromCents(price),
      successUrl: success.toString(),
      cancelUrl: body.cancel_url,
      expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
      savedCardId: null,
    })
  }
  const access = await issueAccessLink(tx, orderId, now)
  const link = new URL(
    orderAccessPath(localePrefix(account.language), orderId, access.token),
    run.publicUrl,
  ).toString()
  await tellCustomer(tx, 'booked', orderId, link, now)
  return { orderId, access }
}

/** A booking as its owner sees it, read inside `tx` (its change window from the settings). */
export async function viewBooking(tx: Tx, orderId: string, now = new Date()) {
  const [view] = await bookingRepository.view(tx, { orderId })
  if (!view) throw new Error('booking vanished')
  const settings = await loadDesignServicesSettings(tx)
  return { view, json: bookingJson(view, settings.change_cutoff_hours, now) }
}

/** The e-mail (or SMS) about a booking, written from the booking as stored. */
export async function tellCustomer(
  tx: Tx,
  kind: BookingNotice,
  orderId: string,
  link: string,
  now = new Date(),
  /** Staff cancels: the reason the customer reads. */
  reason = '',
) {
  const { view, json } = await viewBooking(tx, orderId, now)
  await notifyBooking(
    tx,
    kind,
    json,
    {
      email: view.order.contactEmail,
      phone: view.order.contactPhone,
      name: view.order.recipient.name,
    },
    view.booking.language as Locale,
    link,
    reason,
  )
  return json
}

/**
 * Moves a booking to another free slot, inside the order's lock: its own units are given up
 * first (so it can move by half an hour), and the new ones held under the same rules; refused
 * after the change window (customers) or when the chosen designer is not free then (staff). The
 * customer gets the moved calendar entry.
 */
export async function rescheduleBooking(
  scope: LockScope,
  order: OrderRow,
  startsAtIso: string,
  link: string,
  now = new Date(),
  by: BookingChanger = { staff: false },
) {
  const tx = scope.tx
  const orderId = order.id
  const booking = await changeableBooking(tx, orderId, now, !by.staff)
  const settings = await loadDesignServicesSettings(tx)
  await bookingRepository.free(tx, booking.id)
  const startsAt = new Date(startsAtIso)
  const { consultation, slot } = await freeSlot(
    tx,
    order.storeId,
    booking.variantId,
    { showroomId: booking.showroomId, district: booking.district },
    startsAt,
    now,
  )
  const minutes = consultation.durationMinutes as number
  const units = heldUnits(booking.format, startsAt, minutes, slotRules(settings))
  // staff may name the designer; otherwise the same designer first, when free then
  const wanted = by.staff && by.designerId ? by.designerId : booking.designerId
  const candidates = [
    ...slot.designerIds.filter((d) => d === wanted),
    ...(by.staff && by.designerId ? [] : slot.designerIds.filter((d) => d !== wanted)),
  ]
  const designerId = await holdSlot(tx, booking.id, candidates, units)
  await bookingRepository.update(tx, booking.id, {
    designerId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    rescheduledCount: booking.rescheduledCount + 1,
    remindedAt: null,
  })
  await ordersRepository.appendEvent(tx, orderId, 'rescheduled', startsAt.toISOString())
  return tellCustomer(tx, 'rescheduled', orderId, link, now)
}

/**
 * The order's booking, locked, if it may still be changed: not cancelled or done, and for the
 * customer (`window`) before the change window closes (24 hours before the start by default).
 */
export async function changeableBooking(
  tx: Tx,
  orderId: string,
  now = new Date(),
  window = true,
  move: Extract<BookingTransition, 'reschedule' | 'cancel'> = 'reschedule',
) {
  const booking = await bookingRepository.lockByOrder(tx, orderId)
  if (!booking) throw new DomainError(404, 'BOOKING_NOT_FOUND', 'No booking has this id')
  assertMove(BOOKING_TRANSITIONS[move], { ...booking, now })
  if (!window) return booking
  const settings = await loadDesignServicesSettings(tx)
  if (now.getTime() > booking.startsAt.getTime() - settings.change_cutoff_hours * 3600_000)
    throw changeWindowClosed(settings.change_cutoff_hours)
  return booking
}
