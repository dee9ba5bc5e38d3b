import type { LocalizedText, ProductFilterQuery } from '@shop/contract'
import { isUuid } from '@shop/contract'
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'

import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#api/db/client.ts'
import {
  brands,
  categories,
  colours,
  productCategories,
  products,
  productVariants,
  searchSynonyms,
  wishlistItems,
} from '#api/db/schema/index.ts'
import { detailFields, summaryFields } from './product-fields.ts'
import { pricePaidNow } from './sale-price.ts'
import { keywordCondition, type Synonyms } from './search.ts'
import {
  byChineseTitle,
  CHINESE_SORT_MAX_MATCHES,
  CHINESE_TITLE_SORTS,
  type ChineseTitleSort,
  isChineseTitleSort,
} from './title-order.ts'

/** Filters accept ids or slugs alike: the menu links by slug, the filter panel by id. */
export function idsAndSlugs(values: string[]) {
  return { ids: values.filter((v) => isUuid(v)), slugs: values.filter((v) => !isUuid(v)) }
}
function matchesAny(
  id: Parameters<typeof eq>[0],
  slug: Parameters<typeof eq>[0],
  values: string[],
) {
  const { ids, slugs } = idsAndSlugs(values)
  return or(
    ids.length ? inArray(id, ids) : undefined,
    slugs.length ? inArray(slug, slugs) : undefined,
  )
}

const effectivePrice = pricePaidNow()

const ORDER: Record<Exclude<ProductFilterQuery['sort'], ChineseTitleSort>, SQL[]> = {
  recommended: [asc(products.sequence), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
  // price_from is kept equal to the cheapest variant's current price when the catalogue is written;
  // every order ends on the id, so pages never share or skip a product of equal price and sequence
  'price-asc': [asc(products.priceFrom), asc(products.sequence), asc(products.id)],
  'price-desc': [desc(products.priceFrom), asc(products.sequence), asc(products.id)],
  'title-asc': [asc(sql`${products.title}->>'en'`), asc(products.id)],
}

export type ProductFilter = Omit<ProductFilterQuery, 'page' | 'per_page' | 'sort'>

/** Suggestions while typing: a few products and the categories most of the matches are in. */
const SUGGESTED_PRODUCTS = 5
const SUGGESTED_CATEGORIES = 3
/** did-you-mean: the least trigram similarity a replacement word needs (chiar → chair is 0.2). */
const CLOSEST_WORD_SIMILARITY = 0.2

export function productRepository(db: Db) {
  /** Every filter group narrows (AND); values inside a group widen (OR). */
  function filterCondition(
    storeId: string,
    filter: ProductFilter,
    synonyms?: Synonyms,
  ): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      eq(products.storeId, storeId),
      eq(products.status, 'ACTIVE'),
      keywordCondition(filter.keyword, synonyms),
    ]
    if (filter.categories?.length) {
      // a parent category (living-room) also matches its children (sofas ...)
      const parent = alias(categories, 'parent')
      const wanted = db
        .select({ id: categories.id })
        .from(categories)
        .leftJoin(parent, eq(parent.id, categories.parentId))
        .where(
          and(
            eq(categories.storeId, storeId),
            or(
              matchesAny(categories.id, categories.slug, filter.categories),
              matchesAny(parent.id, parent.slug, filter.categories),
            ),
          ),
        )
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(productCategories)
            .where(
              and(
                eq(productCategories.productId, products.id),
                inArray(productCategories.categoryId, wanted),
              ),
            ),
        ),
      )
    }
    if (filter.brands?.length) {
      const wanted = db
        .select({ id: brands.id })
        .from(brands)
        .where(matchesAny(brands.id, brands.slug, filter.brands))
      conditions.push(inArray(products.brandId, wanted))
    }
    // colour and price apply to the same variant: "a green one under HKD 5,000"
    const variantConditions: (SQL | undefined)[] = []
    if (filter.colours?.length) {
      const wanted = db
        .select({ id: colours.id })
        .from(colours)
        .where(matchesAny(colours.id, colours.slug, filter.colours))
      variantConditions.push(inArray(productVariants.colourId, wanted))
    }
    if (filter.price_min !== undefined)
      variantConditions.push(gte(effectivePrice, filter.price_min))
    if (filter.price_max !== undefined)
      variantConditions.push(lte(effectivePrice, filter.price_max))
    if (variantConditions.length) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(productVariants)
            .where(and(eq(productVariants.productId, products.id), ...variantConditions)),
        ),
      )
    }
    return and(...conditions)
  }

  return {
    /**
     * The ids of one page and the total, in one statement without the cards' subqueries (the
     * cards come from `cards`, cached by the service). A page past the end counts apart.
     */
    async filterIds(storeId: string, query: ProductFilterQuery, synonyms?: Synonyms) {
      const where = filterCondition(storeId, query, synonyms)
      let order = ORDER[query.sort as keyof typeof ORDER]
      if (isChineseTitleSort(query.sort)) {
        // every match's name, ordered here (title-order.ts): the page is cut from the whole list,
        // read only up to a bound; a keyword matching more falls back to the names' code points
        const all = await db
          .select({ id: products.id, title: products.title })
          .from(products)
          .where(where)
          .limit(CHINESE_SORT_MAX_MATCHES + 1)
        if (all.length <= CHINESE_SORT_MAX_MATCHES) {
          const start = (query.page - 1) * query.per_page
          return {
            ids: byChineseTitle(all, query.sort)
              .slice(start, start + query.per_page)
              .map((r) => r.id),
            total: all.length,
          }
        }
        const { language } = CHINESE_TITLE_SORTS[query.sort]
        order = [
          asc(sql`coalesce(nullif(${products.title}->>${language}, ''), ${products.title}->>'en')`),
          asc(products.id),
        ]
      }
      const rows = await db
        .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page)
      if (rows.length || query.page === 1)
        return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 }
      const [total] = await db.select({ n: count() }).from(products).where(where)
      return { ids: [], total: total?.n ?? 0 }
    },

    /**
     * What the list filters and sorts by, for every active product of a store (at most `limit`),
     * the place in each sort order computed here with `ORDER` itself: `filter-snapshot.ts`
     * answers filters without a keyword from it. Ids come from the joins, as the filters read them.
     */
    snapshotRows(storeId: string, limit: number) {
      const place = (sort: keyof typeof ORDER) =>
        sql<number>`row_number() over (order by ${sql.join(ORDER[sort], sql`, `)})`.mapWith(Number)
      return db
        .select({
          id: products.id,
          title: products.title,
          brand: sql<
            [string, string] | null
          >`case when ${brands.id} is null then null else json_build_array(${brands.id}, ${brands.slug}) end`,
          places: {
            recommended: place('recommended'),
            newest: place('newest'),
            'price-asc': place('price-asc'),
            'price-desc': place('price-desc'),
            'title-asc': place('title-asc'),
          },
          // [id, slug, parent id, parent slug] of the store's categories holding the product
          categories: sql<[string, string, string | null, string | null][]>`coalesce((select
            json_agg(json_build_array(c.id, c.slug, parent.id, parent.slug))
            from product_categories pc join categories c on c.id = pc.category_id
            left join categories parent on parent.id = c.parent_id
            where pc.product_id = "products"."id" and c.store_id = ${storeId}), '[]'::json)`,
          // [colour id, colour slug, price paid as written] of each variant
          variants: sql<[string | null, string | null, string][]>`coalesce((select
            json_agg(json_build_array(colour.id, colour.slug, ${pricePaidNow('v')}::text))
            from product_variants v left join colours colour on colour.id = v.colour_id
            where v.product_id = "products"."id"), '[]'::json)`,
        })
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(and(eq(products.storeId, storeId), eq(products.status, 'ACTIVE')))
        .limit(limit)
    },

    /** The cards of these products, in any order: one statement whatever their number. */
    cards(ids: string[]) {
      if (!ids.length) return Promise.resolve([])
      return db.select(summaryFields).from(products).where(inArray(products.id, ids))
    },

    /** Products and categories for a keyword being typed: two statements, run together. */
    async suggest(storeId: string, keyword: string, synonyms: Synonyms) {
      const where = filterCondition(storeId, { keyword }, synonyms)
      const matching = db.select({ id: products.id }).from(products).where(where)
      const [rows, categoryRows] = await Promise.all([
        db
          .select({
            id: products.id,
            slug: products.slug,
            title: products.title,
            images: summaryFields.images,
            prices: summaryFields.prices,
          })
          .from(products)
          .where(where)
          .orderBy(asc(products.sequence), asc(products.id))
          .limit(SUGGESTED_PRODUCTS),
        db
          .select({
            id: categories.id,
            slug: categories.slug,
            title: categories.title,
            parentId: categories.parentId,
            sequence: categories.sequence,
          })
          .from(productCategories)
          .innerJoin(categories, eq(categories.id, productCategories.categoryId))
          .where(
            and(eq(categories.status, 'ACTIVE'), inArray(productCategories.productId, matching)),
          )
          .groupBy(categories.id)
          // the specific category (Sofas) before the room holding it (Living room)
          .orderBy(sql`${categories.parentId} is null`, desc(count()), asc(categories.sequence))
          .limit(SUGGESTED_CATEGORIES),
      ])
      return { rows, categories: categoryRows }
    },

    /**
     * For each word, the nearest word of the store's vocabulary (product text and synonyms) by
     * trigram similarity, or null. Only asked when a search found nothing.
     */
    async closestWords(storeId: string, words: string[]): Promise<Map<string, string | null>> {
      if (!words.length) return new Map()
      const list = sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )
      const result = await db.execute<{ word: string; closest: string | null }>(sql`
        with vocabulary as (
          select distinct w from ${products} p, regexp_split_to_table(p.search_text, '[^a-z0-9]+') w
          where p.store_id = ${storeId} and p.status = 'ACTIVE' and length(w) >= 3
          union
          select t from ${searchSynonyms} s, unnest(s.terms) t
          where s.store_id = ${storeId} and t ~ '^[a-z0-9 ]+$'
        )
        select q.word, (select v.w from vocabulary v
          where similarity(v.w, q.word) >= ${CLOSEST_WORD_SIMILARITY}
          order by similarity(v.w, q.word) desc, v.w limit 1) as closest
        from unnest(array[${list}]::text[]) q(word)`)
      // PGlite and node-postgres both answer { rows }
      const { rows } = result as unknown as { rows: { word: string; closest: string | null }[] }
      return new Map(rows.map((row) => [row.word, row.closest]))
    },

    /** What every product is found by (search.ts `SearchSource`), with its stored search text. */
    searchSources() {
      return db
        .select({
          id: products.id,
          title: products.title,
          tags: products.tags,
          searchText: products.searchText,
          brand: sql<LocalizedText | null>`(select b.name from brands b where b.id = "products"."brand_id")`,
          categories: sql<LocalizedText[]>`coalesce((select json_agg(c.title order by c.parent_id
            nulls last, c.sequence) from product_categories pc join categories c
            on c.id = pc.category_id where pc.product_id = "products"."id"), '[]'::json)`,
        })
        .from(products)
    },

    async writeSearchFields(id: string, fields: { searchText: string; searchTerms: string[] }) {
      await db.update(products).set(fields).where(eq(products.id, id))
    },

    /** The synonym groups of every store (a small table, read once per process). */
    synonymGroups() {
      return db
        .select({ storeId: searchSynonyms.storeId, terms: searchSynonyms.terms })
        .from(searchSynonyms)
    },

    /** A product page; `isLiked` reads the wishlist of the account, when there is one. */
    async details(storeId: string, productId: string, accountId?: string | null) {
      const [row] = await db
        .select({
          ...detailFields,
          isLiked: accountId
            ? sql<boolean>`exists (select 1 from ${wishlistItems} w where w.account_id = ${accountId}
                and w.product_id = "products"."id")`
            : sql<boolean>`false`,
        })
        .from(products)
        .where(
          and(
            eq(products.id, productId),
            eq(products.storeId, storeId),
            eq(products.status, 'ACTIVE'),
          ),
        )
      return row ?? null
    },

    /**
     * Products sharing the most categories with the given ones (a product page, or everything
     * in a cart), then in recommended order; the given products themselves are left out.
     */
    async related(storeId: string, productIds: string[], page: number, perPage: number) {
      const mine = db
        .select({ id: productCategories.categoryId })
        .from(productCategories)
        .where(inArray(productCategories.productId, productIds))
      const shared = db
        .select({ n: count() })
        .from(productCategories)
        .where(
          and(
            eq(productCategories.productId, products.id),
            inArray(productCategories.categoryId, mine),
          ),
        )
      const where = and(
        eq(products.storeId, storeId),
        eq(products.status, 'ACTIVE'),
        notInArray(products.id, productIds),
        sql`(${shared}) > 0`,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryFields)
          .from(products)
          .where(where)
          .orderBy(desc(sql`(${shared})`), asc(products.sequence))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(products).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },
  }
}
export type ProductRepository = ReturnType<typeof productRepository>
