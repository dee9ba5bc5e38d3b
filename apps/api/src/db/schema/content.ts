import type { LocalizedText } from '@shop/contract'
import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './identity.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Blog categories (styling guides, renovation stories, material care …). */
export const postCategories = pgTable(
  'post_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    sequence: integer('sequence').notNull().default(0),
    status: text('status').$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    createdAt: createdAt(),
  },
  (t) => [index('post_categories_title_en_idx').on(sql`(${t.title}->>'en')`)],
)

/** A trilingual blog post; `body` is sanitised HTML (see modules/content/sanitize.ts). */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    /** File name under DATA_DIR/images, served by GET /images/{file}. */
    cover: text('cover').notNull(),
    coverAlt: jsonb('cover_alt').$type<LocalizedText>().notNull(),
    author: text('author').notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(3),
    sequence: integer('sequence').notNull().default(0),
    /** DRAFT: written in the back office, not shown; ACTIVE shows once `publishedAt` has passed. */
    status: text('status').$type<'ACTIVE' | 'INACTIVE' | 'DRAFT'>().notNull().default('ACTIVE'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Titles, summaries, bodies and category titles in all three languages, folded. */
    searchText: text('search_text').notNull().default(''),
    /** Han characters and pairs of searchText (two-character words are too short for trigrams). */
    searchTerms: text('search_terms').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_status_sequence_idx').on(t.status, t.sequence),
    index('posts_status_published_idx').on(t.status, t.publishedAt),
    index('posts_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('posts_search_terms_idx').using('gin', t.searchTerms),
  ],
)

export const postCategoryLinks = pgTable(
  'post_category_links',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => postCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('post_category_links_category_idx').on(t.categoryId, t.postId),
  ],
)

/** One row per account that likes a post (spec §3 liked_account_ids). */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.accountId] }),
    index('post_likes_account_idx').on(t.accountId, t.createdAt),
  ],
)

/** Every save of a post in the back office (issue 27, ADR 049): who, when, what it held. */
export const postVersions = pgTable(
  'post_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    staffId: uuid('staff_id'),
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [unique('post_versions_post_version_unique').on(t.postId, t.version)],
)

/** Members' comments on a post: plain text (spec §3 Post review). */
export const postReviews = pgTable(
  'post_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    /** HIDDEN: taken down by staff (issue 15), with the reason kept. */
    status: text('status').$type<'DRAFT' | 'ACTIVE' | 'HIDDEN'>().notNull().default('ACTIVE'),
    moderationReason: text('moderation_reason').notNull().default(''),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_reviews_created_idx').on(t.createdAt),
    index('post_reviews_post_idx').on(t.postId, t.status, t.createdAt),
    index('post_reviews_account_idx').on(t.accountId),
  ],
)

export type ContentSection = {
  key: string
  title: LocalizedText
  items: {
    title: LocalizedText
    subtitle: LocalizedText | null
    body: LocalizedText
    image: string | null
  }[]
}

/** Versioned content pages (about-us, terms pages, faq): the owner publishes, readers take the latest. */
export const contents = pgTable(
  'contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    sections: jsonb('sections').$type<ContentSection[]>().notNull().default([]),
    /** A draft version is kept but not shown; a published one shows from `publishAt` on. */
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who saved this version in the back office (null: the seed). */
    staffId: uuid('staff_id'),
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  // the unique index also serves "latest version of a slug"
  (t) => [unique('contents_slug_version_unique').on(t.slug, t.version)],
)

/** Messages from the contact form (spec §7 Enquiries). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    language: text('language').notNull().default('en'),
    ip: text('ip').notNull().default(''),
    /** The back office's inbox (issue 15): new → replied → closed. */
    status: text('status', { enum: ['new', 'replied', 'closed'] })
      .notNull()
      .default('new'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    /** What the back office searches: the `ENQ-…` reference, name, e-mail, phone (lower case). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower('enq-' || left(id::text, 8) || ' ' || name || ' ' || email || ' ' || area_code || ' ' || phone)`,
    ),
  },
  (t) => [
    index('enquiries_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
  ],
)

/** Staff replies to an enquiry, sent by e-mail through the outbox and kept in its thread. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
)
