import { CONTENT_SLUGS, type ContentStatus } from '@shop/contract'
import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import {
  contents,
  postCategories,
  postCategoryLinks,
  posts,
  postVersions,
  staffMembers,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type PageRow = typeof contents.$inferSelect
export type PostRow = typeof posts.$inferSelect
export type PostValues = Omit<typeof posts.$inferInsert, 'id' | 'createdAt'>

const contains = (column: SQL, search: string) =>
  sql`strpos(lower(${column}), lower(${search})) > 0`

// correlated subquery names the outer row explicitly (see catalog/product-fields.ts)
const categoryIdsOf = sql<string[]>`coalesce((select array_agg(l.category_id::text
  order by l.category_id) from post_category_links l where l.post_id = "posts"."id"),
  '{}'::text[])`

const lastVersionOf = sql<number>`(select coalesce(max(v.version), 0)::int from post_versions v
  where v.post_id = "posts"."id")`

/** A post's state now in SQL, as `postStatus` reads a row (service.ts). */
function postStatusIs(status: ContentStatus, now: Date): SQL | undefined {
  if (status === 'draft') return ne(posts.status, 'ACTIVE')
  const active = eq(posts.status, 'ACTIVE')
  return status === 'scheduled'
    ? and(active, gt(posts.publishedAt, now))
    : and(active, lte(posts.publishedAt, now))
}

/** Content pages: every version a row of `contents`; the newest is what staff edit. */
export const pagesRepository = {
  /** The newest version of every page, and the version the storefront shows of each. */
  async latestAll(tx: Tx) {
    const [rows, live] = await Promise.all([
      tx
        .selectDistinctOn([contents.slug])
        .from(contents)
        .where(inArray(contents.slug, [...CONTENT_SLUGS]))
        .orderBy(contents.slug, desc(contents.version)),
      tx
        .selectDistinctOn([contents.slug], { slug: contents.slug, version: contents.version })
        .from(contents)
        .where(and(eq(contents.status, 'published'), lte(contents.publishAt, sql`now()`)))
        .orderBy(contents.slug, desc(contents.version)),
    ])
    return { rows, live: new Map(live.map((row) => [row.slug, row.version])) }
  },

  async latest(tx: Tx, slug: string): Promise<PageRow | null> {
    const [row] = await tx
      .select()
      .from(contents)
      .where(eq(contents.slug, slug))
      .orderBy(desc(contents.version))
      .limit(1)
    return row ?? null
  },

  async live(tx: Tx, slug: string): Promise<number | null> {
    const [row] = await tx
      .select({ version: contents.version })
      .from(contents)
      .where(
        and(
          eq(contents.slug, slug),
          eq(contents.status, 'published'),
          lte(contents.publishAt, sql`now()`),
        ),
      )
      .orderBy(desc(contents.version))
      .limit(1)
    return row?.version ?? null
  },

  async byVersion(tx: Tx, slug: string, version: number): Promise<PageRow | null> {
    const [row] = await tx
      .select()
      .from(contents)
      .where(and(eq(contents.slug, slug), eq(contents.version, version)))
    return row ?? null
  },

  async append(tx: Tx, values: typeof contents.$inferInsert): Promise<PageRow> {
    const [row] = await tx.insert(contents).values(values).returning()
    if (!row) throw new Error('content version not stored')
    return row
  },

  async versions(tx: Tx, slug: string, limit: number, offset: number) {
    const where = eq(contents.slug, slug)
    const [rows, [total]] = await Promise.all([
      tx
        .select({ row: contents, staffName: staffMembers.name })
        .from(contents)
        .leftJoin(staffMembers, eq(staffMembers.id, contents.staffId))
        .where(where)
        .orderBy(desc(contents.version))
        .limit(limit)
        .offset(offset),
      tx.select({ n: count() }).from(contents).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },
}

/** Journal posts as staff see them, with their categories and kept versions. */
export const postsRepository = {
  async list(
    tx: Tx,
    filter: { search?: string | undefined; status?: ContentStatus | undefined; now: Date },
    limit: number,
    offset: number,
  ) {
    const where = and(
      filter.search
        ? or(
            contains(sql`${posts.title}::text`, filter.search),
            contains(sql`${posts.slug}`, filter.search),
          )
        : undefined,
      filter.status ? postStatusIs(filter.status, filter.now) : undefined,
    )
    const [rows, [total]] = await Promise.all([
      tx
        .select({ post: posts, categoryIds: categoryIdsOf, version: lastVersionOf })
        .from(posts)
        .where(where)
        .orderBy(desc(posts.updatedAt), asc(posts.id))
        .limit(limit)
        .offset(offset),
      tx.select({ n: count() }).from(posts).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async byId(tx: Tx, id: string, lock = false) {
    const query = tx.select({ post: posts, categoryIds: categoryIdsOf }).from(posts)
    const [row] = await (lock
      ? query.where(eq(posts.id, id)).for('update', { of: posts })
      : query.where(eq(posts.id, id)))
    return row ?? null
  },

  async slugTaken(tx: Tx, slug: string, exceptId: string | null): Promise<boolean> {
    const [row] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.slug, slug), exceptId ? ne(posts.id, exceptId) : undefined))
    return Boolean(row)
  },

  async insert(tx: Tx, values: PostValues): Promise<PostRow> {
    const [row] = await tx.insert(posts).values(values).returning()
    if (!row) throw new Error('post not stored')
    return row
  },

  async update(tx: Tx, id: string, values: PostValues): Promise<PostRow> {
    const [row] = await tx.update(posts).set(values).where(eq(posts.id, id)).returning()
    if (!row) throw new Error('post not updated')
    return row
  },

  async setCategories(tx: Tx, postId: string, categoryIds: string[]) {
    await tx.delete(postCategoryLinks).where(eq(postCategoryLinks.postId, postId))
    if (categoryIds.length)
      await tx
        .insert(postCategoryLinks)
        .values(categoryIds.map((categoryId) => ({ postId, categoryId })))
  },

  categoriesById(tx: Tx, ids: string[]) {
    if (!ids.length) return Promise.resolve([])
    return tx
      .select({ id: postCategories.id, title: postCategories.title })
      .from(postCategories)
      .where(inArray(postCategories.id, ids))
  },

  async options(tx: Tx) {
    const [categories, covers] = await Promise.all([
      tx
        .select({ id: postCategories.id, key: postCategories.key, title: postCategories.title })
        .from(postCategories)
        .orderBy(asc(postCategories.sequence), asc(postCategories.key)),
      tx.selectDistinct({ cover: posts.cover }).from(posts).orderBy(asc(posts.cover)),
    ])
    return { categories, covers: covers.map((row) => row.cover) }
  },

  async lastVersion(tx: Tx, postId: string): Promise<number> {
    const [row] = await tx
      .select({ version: sql<number>`coalesce(max(${postVersions.version}), 0)::int` })
      .from(postVersions)
      .where(eq(postVersions.postId, postId))
    return row?.version ?? 0
  },

  async appendVersion(tx: Tx, values: typeof postVersions.$inferInsert) {
    await tx.insert(postVersions).values(values)
  },

  async version(tx: Tx, postId: string, version: number) {
    const [row] = await tx
      .select()
      .from(postVersions)
      .where(and(eq(postVersions.postId, postId), eq(postVersions.version, version)))
    return row ?? null
  },

  async versions(tx: Tx, postId: string, limit: number, offset: number) {
    const where = eq(postVersions.postId, postId)
    const [rows, [total]] = await Promise.all([
      tx
        .select({ row: postVersions, staffName: staffMembers.name })
        .from(postVersions)
        .leftJoin(staffMembers, eq(staffMembers.id, postVersions.staffId))
        .where(where)
        .orderBy(desc(postVersions.version))
        .limit(limit)
        .offset(offset),
      tx.select({ n: count() }).from(postVersions).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },
}
