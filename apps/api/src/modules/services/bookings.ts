import { type Booking, isUuid, type Locale, localePrefix, orderAccessPath } from '@shop/contract'
import type { Db } from '#api/db/client.ts'
import { NotFoundError } from '#api/lib/errors.ts'
import { type RateLimiter, THROTTLES } from '#api/lib/rate-limit.ts'
import type { Account } from '../identity/index.ts'
import { issueAccessLink, linkOpens, type OrderLifecycle } from '../orders/index.ts'
import { bookingJson } from './booking-json.ts'
import { tellCustomer } from './booking-lifecycle.ts'
import { bookingCalendar } from './booking-mail.ts'
import { bookingRepository } from './booking-repository.ts'
import { loadDesignServicesSettings } from './service.ts'

const DAY = 24 * 3600_000

export const bookingNotFound = () =>
  new NotFoundError('No booking has this id', 'BOOKING_NOT_FOUND')

/** The caller's consultations: list, one, move, cancel (issue 17). Owner only, 404 otherwise. */
export function bookingsService(deps: {
  db: Db
  lifecycle: OrderLifecycle
  publicUrl: string
  limiter?: RateLimiter
}) {
  const { db, lifecycle } = deps

  async function ownOrder(account: Account, id: string): Promise<string> {
    const row = isUuid(id) ? await bookingRepository.orderOf(db, id.toLowerCase()) : undefined
    if (!row || row.accountId !== account.id) throw bookingNotFound()
    return row.orderId
  }

  /** A fresh private link to the order page, where the booking can be moved or cancelled. */
  async function link(language: Locale, orderId: string) {
    const access = await issueAccessLink(db, orderId)
    return new URL(
      orderAccessPath(localePrefix(language), orderId, access.token),
      deps.publicUrl,
    ).toString()
  }

  /**
   * The order a private link opens (the confirmation e-mail's, issue 14), the same check and
   * per-IP wait as the order's own link calls; 404 for a wrong or expired token.
   */
  async function linkedOrder(orderId: string, token: unknown, ip: string): Promise<string> {
    const attempt = await deps.limiter?.attempt(THROTTLES.orderLink, ip)
    const id = orderId.toLowerCase()
    if (isUuid(id) && (await linkOpens(db, id, token))) {
      await attempt?.forgive()
      return id
    }
    await attempt?.failed()
    throw bookingNotFound()
  }

  async function ofOrder(orderId: string): Promise<Booking> {
    const settings = await loadDesignServicesSettings(db)
    const [row] = await bookingRepository.view(db, { orderId })
    if (!row) throw bookingNotFound()
    return bookingJson(row, settings.change_cutoff_hours)
  }

  /** The calendar entry of an order's consultation, in the booking's language, pointing at `path`. */
  async function calendarOf(orderId: string, path: (prefix: string) => string): Promise<string> {
    const booking = await ofOrder(orderId)
    const language = ((await bookingLanguage(orderId)) ?? 'en') as Locale
    const url = new URL(path(localePrefix(language)), deps.publicUrl).toString()
    return bookingCalendar(booking, language, url)
  }

  async function bookingLanguage(orderId: string): Promise<Locale | undefined> {
    const [row] = await bookingRepository.view(db, { orderId })
    if (!row) throw bookingNotFound()
    return row.booking.language as Locale
  }

  return {
    async mine(account: Account): Promise<{ data: Booking[] }> {
      const settings = await loadDesignServicesSettings(db)
      const rows = await bookingRepository.view(db, { accountId: account.id })
      return { data: rows.map((r) => bookingJson(r, settings.change_cutoff_hours)) }
    },

    async one(account: Account, id: string): Promise<Booking> {
      await ownOrder(account, id)
      const settings = await loadDesignServicesSettings(db)
      const [row] = await bookingRepository.view(db, { id: id.toLowerCase() })
      if (!row) throw bookingNotFound()
      return bookingJson(row, settings.change_cutoff_hours)
    },

    async reschedule(account: Account, id: string, startsAt: string): Promise<Booking> {
      const orderId = await ownOrder(account, id)
      return lifecycle.rescheduleBooking(
        account.id,
        orderId,
        startsAt,
        await link(account.language, orderId),
      )
    },

    /**
     * The day-before reminders: paid bookings starting within 24 hours that were not reminded,
     * claimed with SKIP LOCKED so each goes out once across processes (the hourly job).
     */
    async remind(now = new Date()): Promise<number> {
      return db.transaction(async (tx) => {
        const ids = await bookingRepository.claimReminders(tx, now, new Date(now.getTime() + DAY))
        for (const id of ids) {
          const row = await bookingRepository.orderOf(tx, id)
          if (!row) continue
          const access = await issueAccessLink(tx, row.orderId, now)
          const [view] = await bookingRepository.view(tx, { id })
          const locale = (view?.booking.language ?? 'en') as Locale
          const link = new URL(
            orderAccessPath(localePrefix(locale), row.orderId, access.token),
            deps.publicUrl,
          ).toString()
          await tellCustomer(tx, 'reminder', row.orderId, link, now)
        }
        return ids.length
      })
    },

    async cancel(account: Account, id: string, reason: string): Promise<Booking> {
      const orderId = await ownOrder(account, id)
      return lifecycle.cancelBooking(
        account.id,
        orderId,
        reason,
        await link(account.language, orderId),
      )
    },

    /** The consultation's calendar entry (.ics), for the order page's "add to calendar". */
    async calendar(account: Account, id: string): Promise<string> {
      const orderId = await ownOrder(account, id)
      return calendarOf(orderId, (prefix) => `${prefix}/shop/main/order/${orderId}`)
    },

    /**
     * The same through a private order link, for whoever holds it (a guest on another device):
     * see, move, cancel. The e-mails go out in the booking's language.
     */
    byLink: {
      async one(orderId: string, token: unknown, ip: string): Promise<Booking> {
        return ofOrder(await linkedOrder(orderId, token, ip))
      },
      async calendar(orderId: string, token: string, ip: string): Promise<string> {
        const id = await linkedOrder(orderId, token, ip)
        return calendarOf(id, (prefix) => orderAccessPath(prefix, id, token))
      },
      async reschedule(orderId: string, token: unknown, ip: string, startsAt: string) {
        const id = await linkedOrder(orderId, token, ip)
        const language = (await bookingLanguage(id)) ?? 'en'
        return lifecycle.rescheduleBooking(null, id, startsAt, await link(language, id))
      },
      async cancel(orderId: string, token: unknown, ip: string, reason: string) {
        const id = await linkedOrder(orderId, token, ip)
        const language = (await bookingLanguage(id)) ?? 'en'
        return lifecycle.cancelBooking(null, id, reason, await link(language, id))
      },
    },
  }
}
export type BookingsService = ReturnType<typeof bookingsService>
