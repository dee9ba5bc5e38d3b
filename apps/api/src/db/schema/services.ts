import { BOOKING_STATUSES, CONSULTATION_FORMATS, type LocalizedText } from '@shop/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { products, productVariants } from './catalog.ts'
import { accounts } from './identity.ts'
import { orders } from './orders.ts'
import { staffMembers } from './staff.ts'
import { stores } from './stores.ts'

/**
 * Design services (issue 17): showrooms and designers with weekly hours and closures, bookings
 * of consultations that hold their slots, and quotations with versions.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const showrooms = pgTable('showrooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  address: jsonb('address').$type<LocalizedText>().notNull(),
  /** HK_DISTRICT_CODES of the contract. */
  district: text('district').notNull(),
  /** Shown with the showroom in the footer and on the contact page ('' when none). */
  phone: text('phone').notNull().default(''),
  /** Opening times in words for the footer and contact page; the bookable hours are opening_hours. */
  openingText: jsonb('opening_text').$type<LocalizedText>(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const designers = pgTable('designers', {
  id: uuid('id').primaryKey().defaultRandom(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  /** Where the designer meets showroom clients. */
  showroomId: uuid('showroom_id')
    .notNull()
    .references(() => showrooms.id),
  /** Districts (HK_DISTRICT_CODES) the designer visits homes in. */
  homeVisitDistricts: jsonb('home_visit_districts').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** Weekly hours, Hong Kong time: of a showroom (open to visitors) or of a designer (working). */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'cascade' }),
    designerId: uuid('designer_id').references(() => designers.id, { onDelete: 'cascade' }),
    /** 0 Sunday … 6 Saturday. */
    weekday: integer('weekday').notNull(),
    /** 'HH:MM', Hong Kong time. */
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
  },
  (t) => [
    index('opening_hours_showroom_idx').on(t.showroomId, t.weekday),
    index('opening_hours_designer_idx').on(t.designerId, t.weekday),
    check('opening_hours_owner_check', sql`(${t.showroomId} is null) <> (${t.designerId} is null)`),
    check('opening_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('opening_hours_span_check', sql`${t.opensAt} < ${t.closesAt}`),
  ],
)

/**
 * Days the studio (both ids null), a showroom or a designer takes no bookings: public holidays
 * (seeded from the contract's list, editable), leave, events.
 */
export const studioClosures = pgTable(
  'studio_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'cascade' }),
    designerId: uuid('designer_id').references(() => designers.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: jsonb('reason').$type<LocalizedText>().notNull(),
    isPublicHoliday: boolean('is_public_holiday').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('studio_closures_range_idx').on(t.startsOn, t.endsOn),
    check('studio_closures_span_check', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
)

/** A consultation booked through an order (its deposit); holds its slots while not cancelled. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    format: text('format', { enum: CONSULTATION_FORMATS }).notNull(),
    showroomId: uuid('showroom_id').references(() => showrooms.id),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id),
    /** Home visits: the flat's district. */
    district: text('district'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('held'),
    /** size_sqft, rooms, style, address, files (uploaded photos or floor plans). */
    flat: jsonb('flat').$type<Record<string, unknown>>().notNull(),
    language: text('language', { enum: ['en', 'zh', 'cn'] })
      .notNull()
      .default('en'),
    rescheduledCount: integer('rescheduled_count').notNull().default(0),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_account_idx').on(t.accountId, t.startsAt),
    index('bookings_designer_starts_idx').on(t.designerId, t.startsAt),
    index('bookings_showroom_starts_idx').on(t.showroomId, t.startsAt),
    // the reminder job: confirmed bookings starting tomorrow, not reminded yet
    index('bookings_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'confirmed' and ${t.remindedAt} is null`),
    check('bookings_span_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
)

/**
 * The slots a booking holds, one row per step of the designer's day (the visit and, for a home
 * visit, the travel buffer around it). The primary key makes a double booking impossible: the
 * second insert of the same designer and moment fails inside the transaction that creates the
 * order.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    designerId: uuid('designer_id')
      .notNull()
      .references(() => designers.id),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.designerId, t.slotStart] }),
    index('booking_slots_booking_idx').on(t.bookingId),
  ],
)

export const QUOTATION_STATUSES = [
  'requested',
  'issued',
  'accepted',
  'cancelled',
  'expired',
] as const

/** A renovation quotation: asked for (after a consultation or by form), then written by staff. */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id),
    status: text('status', { enum: QUOTATION_STATUSES }).notNull().default('requested'),
    /** The flat's details and wishes, as asked. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    language: text('language', { enum: ['en', 'zh', 'cn'] })
      .notNull()
      .default('en'),
    acceptedVersion: integer('accepted_version'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the back office searches (reference, customer's name, e-mail, phone), lower-cased in one
     * column so one trigram index serves every part; projects and payment records search it too.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(reference || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || coalesce(request->>'contact_name', ''))`,
    ),
  },
  (t) => [
    index('quotations_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('quotations_account_idx').on(t.accountId, t.createdAt),
    index('quotations_status_idx').on(t.status, t.createdAt),
  ],
)

export type QuotationLine = {
  /** design, demolition, carpentry, electrical, plumbing, painting, furniture, other */
  category: string
  description: LocalizedText
  qty: number
  unit_price: string
  amount: string
  variant_id: string | null
}

/** One version of a quotation as issued; a revision is a new version, the old ones stay. */
export const quotationVersions = pgTable(
  'quotation_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    lines: jsonb('lines').$type<QuotationLine[]>().notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    firstInstallment: numeric('first_installment', { precision: 12, scale: 2 }).notNull(),
    secondInstallment: numeric('second_installment', { precision: 12, scale: 2 }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    terms: jsonb('terms').$type<LocalizedText>().notNull(),
    note: text('note').notNull().default(''),
    issuedBy: uuid('issued_by').references(() => staffMembers.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('quotation_versions_number_unique').on(t.quotationId, t.version),
    check(
      'quotation_versions_installments_check',
      sql`${t.firstInstallment} + ${t.secondInstallment} = ${t.total} and ${t.total} >= 0`,
    ),
  ],
)
