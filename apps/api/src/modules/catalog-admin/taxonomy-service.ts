import {
  type AdminBrand,
  type AdminCategory,
  type AdminColour,
  type adminBrandBody,
  type adminBrandPatch,
  type adminCategoryBody,
  type adminCategoryPatch,
  type adminColourBody,
  type adminColourPatch,
  type adminTaxonomyQuery,
  isUuid,
  MAIN_STORE_ID,
  MAX_CATEGORY_DEPTH,
  type MoveDirection,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError, NotFoundError } from '#api/lib/errors.ts'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import { productSearchFields } from '../catalog/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { changed } from './json.ts'
import { slugFromTitle } from './product-service.ts'
import { type CategoryRow, taxonomyRepository as repo } from './taxonomy-repository.ts'
import { fillChinese } from './texts.ts'
import { uniqueField } from './unique.ts'

type Kind = 'category' | 'brand' | 'colour'
type Query = z.output<typeof adminTaxonomyQuery>

const notFound = (kind: Kind) =>
  new NotFoundError(`No ${kind} has this id`, `${kind.toUpperCase()}_NOT_FOUND`)
const fieldError = (status: number, code: string, path: string, message: string) =>
  new DomainError(status, code, 'Please check the highlighted field', [{ path, message }])
const slugTaken = () => fieldError(409, 'SLUG_TAKEN', 'slug', 'admin.taxonomy.errors.slugTaken')
/** Deleting what products use would silently take it off them: refused, with how many. */
const inUse = (kind: Kind, count: number) =>
  new DomainError(
    409,
    `${kind.toUpperCase()}_IN_USE`,
    `${count} ${count === 1 ? 'product uses' : 'products use'} this ${kind}; take it off them first${kind === 'category' ? ', or hide the category instead' : ''}`,
    [{ path: 'products_count', message: 'admin.taxonomy.errors.inUse' }],
  )

const categoryJson = (row: {
  category: CategoryRow
  productsCount: number
  childrenCount: number
}): AdminCategory => ({
  _id: row.category.id,
  slug: row.category.slug,
  title: row.category.title,
  parent_id: row.category.parentId,
  sequence: row.category.sequence,
  active: row.category.status === 'ACTIVE',
  products_count: row.productsCount,
  children_count: row.childrenCount,
})
/** What the audit log keeps of a category. */
const categoryView = (c: AdminCategory) => ({
  slug: c.slug,
  title: c.title,
  parent_id: c.parent_id,
  sequence: c.sequence,
  active: c.active,
})

/** Parents by place, each followed by its children by place (the storefront's order). */
function treeOrder<T extends { _id: string; parent_id: string | null }>(rows: T[]): T[] {
  const known = new Set(rows.map((r) => r._id))
  const tops = rows.filter((r) => r.parent_id === null || !known.has(r.parent_id))
  return tops.flatMap((top) => [top, ...rows.filter((r) => r.parent_id === top._id)])
}

/** Levels from the top down to `id` (1 for a top-level category). */
function depthOf(byId: Map<string, CategoryRow>, id: string): number {
  let depth = 0
  const seen = new Set<string>()
  for (let at = byId.get(id); at && !seen.has(at.id); at = byId.get(at.parentId ?? '')) {
    seen.add(at.id)
    depth += 1
  }
  return depth
}

/** Levels below `id` (0 for a leaf). */
function heightOf(tree: CategoryRow[], id: string, seen = new Set<string>()): number {
  if (seen.has(id)) return 0
  seen.add(id)
  const children = tree.filter((c) => c.parentId === id)
  return children.length ? 1 + Math.max(...children.map((c) => heightOf(tree, c.id, seen))) : 0
}

/**
 * Categories, brands and colours in the back office (issue 27, ADR 044). Every change is audited
 * in its transaction and clears the storefront's caches after commit, so the category tree, the
 * product filters and search follow at once.
 */
export function adminTaxonomyService(db: Db, catalogueCache: ResponseCache) {
  const storeId = MAIN_STORE_ID

  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction(work)
      catalogueCache.clear()
      return result
    } catch (error) {
      // two staff saving the same slug at once: both passed the check, the index refuses one
      if (uniqueField(error) === 'slug') throw slugTaken()
      throw error
    }
  }

  /** Products' search text holds their brand's and categories' names: renamed, refolded. */
  async function refreshSearch(tx: Tx, by: { brandId: string } | { categoryId: string }) {
    for (const source of await repo.searchSources(tx, by))
      await repo.setSearchFields(tx, source.id, productSearchFields(source))
  }

  async function loadCategory(tx: Tx, id: string): Promise<AdminCategory> {
    const row = await repo.category(tx, storeId, id)
    if (!row) throw notFound('category')
    return categoryJson(row)
  }

  /**
   * A parent must exist, must not be the category or one of its descendants (a cycle would drop
   * the branch from the tree), and the branch must fit in the storefront's levels.
   */
  function checkParent(tree: CategoryRow[], id: string | null, parentId: string | null) {
    if (parentId === null) return
    const byId = new Map(tree.map((c) => [c.id, c]))
    if (!byId.has(parentId))
      throw fieldError(422, 'CATEGORY_NOT_FOUND', 'parent_id', 'admin.taxonomy.errors.noParent')
    if (id) {
      const seen = new Set<string>()
      for (let at = byId.get(parentId); at && !seen.has(at.id); at = byId.get(at.parentId ?? '')) {
        if (at.id === id)
          throw fieldError(422, 'CATEGORY_CYCLE', 'parent_id', 'admin.taxonomy.errors.cycle')
        seen.add(at.id)
      }
    }
    const below = id ? heightOf(tree, id) : 0
    if (depthOf(byId, parentId) + 1 + below > MAX_CATEGORY_DEPTH)
      throw fieldError(422, 'CATEGORY_TOO_DEEP', 'parent_id', 'admin.taxonomy.errors.tooDeep')
  }

  /** The next place at the end of a parent's children. */
  const lastPlace = (tree: CategoryRow[], parentId: string | null, except?: string) =>
    tree
      .filter((c) => c.parentId === parentId && c.id !== except)
      .reduce((max, c) => Math.max(max, c.sequence + 1), 0)

  async function uniqueSlug(
    taken: (slug: string) => Promise<boolean>,
    given: string | undefined,
    english: string,
  ) {
    let slug = given ?? slugFromTitle(english)
    if (await taken(slug)) {
      if (given) throw slugTaken()
      slug = `${slug}-${crypto.randomUUID().slice(0, 6)}`
    }
    return slug
  }

  const paging = (query: Query) => ({
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  })

  return {
    async categories(query: Query) {
      const all = (await repo.categories(db, storeId)).map(categoryJson)
      const search = query.search?.toLowerCase()
      const matching = search
        ? all.filter((c) =>
            [c.slug, c.title.en, c.title.zh, c.title.cn].some((t) =>
              t.toLowerCase().includes(search),
            ),
          )
        : treeOrder(all)
      const { limit, offset } = paging(query)
      return {
        rows: matching.slice(offset, offset + limit),
        total: matching.length,
        page: query.page,
        perPage: query.per_page,
      }
    },

    async category(id: string): Promise<AdminCategory> {
      if (!isUuid(id)) throw notFound('category')
      return loadCategory(db, id)
    },

    async createCategory(
      actor: StaffCaller,
      body: z.output<typeof adminCategoryBody>,
    ): Promise<AdminCategory> {
      return write(async (tx) => {
        const tree = await repo.lockTree(tx, storeId)
        checkParent(tree, null, body.parent_id)
        const slug = await uniqueSlug(
          (s) => repo.categorySlugTaken(tx, storeId, s),
          body.slug,
          body.title.en,
        )
        const row = await repo.insertCategory(tx, {
          storeId,
          slug,
          title: fillChinese(body.title),
          parentId: body.parent_id,
          sequence: lastPlace(tree, body.parent_id),
          status: body.active ? 'ACTIVE' : 'INACTIVE',
        })
        const category = await loadCategory(tx, row.id)
        await recordAudit(tx, actor, {
          action: 'category.created',
          entityType: 'category',
          entityId: row.id,
          after: categoryView(category),
        })
        return category
      })
    },

    async updateCategory(
      actor: StaffCaller,
      id: string,
      patch: z.output<typeof adminCategoryPatch>,
    ): Promise<AdminCategory> {
      if (!isUuid(id)) throw notFound('category')
      return write(async (tx) => {
        const tree = await repo.lockTree(tx, storeId)
        const current = tree.find((c) => c.id === id)
        if (!current) throw notFound('category')
        const before = await loadCategory(tx, id)
        const values: Partial<CategoryRow> = {}
        if (patch.parent_id !== undefined && patch.parent_id !== current.parentId) {
          checkParent(tree, id, patch.parent_id)
          values.parentId = patch.parent_id
          values.sequence = lastPlace(tree, patch.parent_id, id)
        }
        if (patch.slug && patch.slug !== current.slug) {
          if (await repo.categorySlugTaken(tx, storeId, patch.slug, id)) throw slugTaken()
          values.slug = patch.slug
        }
        if (patch.title) values.title = fillChinese(patch.title)
        if (patch.active !== undefined) values.status = patch.active ? 'ACTIVE' : 'INACTIVE'
        if (Object.keys(values).length) await repo.updateCategory(tx, id, values)
        if (values.title) await refreshSearch(tx, { categoryId: id })
        const after = await loadCategory(tx, id)
        const change = changed(categoryView(before), categoryView(after))
        if (Object.keys(change.after).length)
          await recordAudit(tx, actor, {
            action: 'category.updated',
            entityType: 'category',
            entityId: id,
            ...change,
          })
        return after
      })
    },

    /** One step up or down among its siblings; at either end nothing changes. */
    async moveCategory(
      actor: StaffCaller,
      id: string,
      direction: MoveDirection,
    ): Promise<AdminCategory> {
      if (!isUuid(id)) throw notFound('category')
      return write(async (tx) => {
        const tree = await repo.lockTree(tx, storeId)
        const current = tree.find((c) => c.id === id)
        if (!current) throw notFound('category')
        const siblings = (await repo.categories(tx, storeId))
          .map((r) => r.category)
          .filter((c) => c.parentId === current.parentId)
        const from = siblings.findIndex((c) => c.id === id)
        const to = direction === 'up' ? from - 1 : from + 1
        const other = siblings[to]
        if (!other) return loadCategory(tx, id)
        siblings[to] = current
        siblings[from] = other
        // places renumbered 0..n, so seeded ties cannot make a step do nothing
        for (const [place, sibling] of siblings.entries())
          if (sibling.sequence !== place)
            await repo.updateCategory(tx, sibling.id, { sequence: place })
        const after = await loadCategory(tx, id)
        await recordAudit(tx, actor, {
          action: 'category.moved',
          entityType: 'category',
          entityId: id,
          before: { sequence: from },
          after: { sequence: to },
        })
        return after
      })
    },

    async deleteCategory(actor: StaffCaller, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound('category')
      await write(async (tx) => {
        await repo.lockTree(tx, storeId)
        const before = await loadCategory(tx, id)
        if (before.products_count) throw inUse('category', before.products_count)
        if (before.children_count)
          throw new DomainError(
            409,
            'CATEGORY_HAS_CHILDREN',
            `${before.children_count} categories are filed under this one; move them first`,
            [{ path: 'children_count', message: 'admin.taxonomy.errors.hasChildren' }],
          )
        await repo.deleteCategory(tx, id)
        await recordAudit(tx, actor, {
          action: 'category.deleted',
          entityType: 'category',
          entityId: id,
          before: categoryView(before),
        })
      })
    },

    async brands(query: Query) {
      const { limit, offset } = paging(query)
      const { rows, total } = await repo.brands(db, query.search || undefined, limit, offset)
      return { rows: rows.map(brandJson), total, page: query.page, perPage: query.per_page }
    },

    async brand(id: string): Promise<AdminBrand> {
      if (!isUuid(id)) throw notFound('brand')
      const row = await repo.brand(db, id)
      if (!row) throw notFound('brand')
      return brandJson(row)
    },

    async createBrand(
      actor: StaffCaller,
      body: z.output<typeof adminBrandBody>,
    ): Promise<AdminBrand> {
      return write(async (tx) => {
        const slug = await uniqueSlug(
          (s) => repo.slugTaken(tx, 'brands', s),
          body.slug,
          body.name.en,
        )
        const row = await repo.insertBrand(tx, { slug, name: fillChinese(body.name) })
        const brand = brandJson({ brand: row, productsCount: 0 })
        await recordAudit(tx, actor, {
          action: 'brand.created',
          entityType: 'brand',
          entityId: row.id,
          after: { slug: brand.slug, name: brand.name },
        })
        return brand
      })
    },

    async updateBrand(
      actor: StaffCaller,
      id: string,
      patch: z.output<typeof adminBrandPatch>,
    ): Promise<AdminBrand> {
      if (!isUuid(id)) throw notFound('brand')
      return write(async (tx) => {
        const current = await repo.brand(tx, id, true)
        if (!current) throw notFound('brand')
        if (patch.slug && (await repo.slugTaken(tx, 'brands', patch.slug, id))) throw slugTaken()
        const values = {
          ...(patch.slug ? { slug: patch.slug } : {}),
          ...(patch.name ? { name: fillChinese(patch.name) } : {}),
        }
        if (Object.keys(values).length) await repo.updateBrand(tx, id, values)
        if (values.name) await refreshSearch(tx, { brandId: id })
        const after = await repo.brand(tx, id)
        if (!after) throw notFound('brand')
        const view = (b: AdminBrand) => ({ slug: b.slug, name: b.name })
        const change = changed(view(brandJson(current)), view(brandJson(after)))
        if (Object.keys(change.after).length)
          await recordAudit(tx, actor, {
            action: 'brand.updated',
            entityType: 'brand',
            entityId: id,
            ...change,
          })
        return brandJson(after)
      })
    },

    async deleteBrand(actor: StaffCaller, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound('brand')
      await write(async (tx) => {
        const current = await repo.brand(tx, id, true)
        if (!current) throw notFound('brand')
        if (current.productsCount) throw inUse('brand', current.productsCount)
        await repo.deleteBrand(tx, id)
        await recordAudit(tx, actor, {
          action: 'brand.deleted',
          entityType: 'brand',
          entityId: id,
          before: { slug: current.brand.slug, name: current.brand.name },
        })
      })
    },

    async colours(query: Query) {
      const { limit, offset } = paging(query)
      const { rows, total } = await repo.colours(db, query.search || undefined, limit, offset)
      return { rows: rows.map(colourJson), total, page: query.page, perPage: query.per_page }
    },

    async colour(id: string): Promise<AdminColour> {
      if (!isUuid(id)) throw notFound('colour')
      const row = await repo.colour(db, id)
      if (!row) throw notFound('colour')
      return colourJson(row)
    },

    async createColour(
      actor: StaffCaller,
      body: z.output<typeof adminColourBody>,
    ): Promise<AdminColour> {
      return write(async (tx) => {
        const slug = await uniqueSlug(
          (s) => repo.slugTaken(tx, 'colours', s),
          body.slug,
          body.name.en,
        )
        const row = await repo.insertColour(tx, {
          slug,
          name: fillChinese(body.name),
          hex: body.hex,
        })
        const colour = colourJson({ colour: row, productsCount: 0 })
        await recordAudit(tx, actor, {
          action: 'colour.created',
          entityType: 'colour',
          entityId: row.id,
          after: colourView(colour),
        })
        return colour
      })
    },

    async updateColour(
      actor: StaffCaller,
      id: string,
      patch: z.output<typeof adminColourPatch>,
    ): Promise<AdminColour> {
      if (!isUuid(id)) throw notFound('colour')
      return write(async (tx) => {
        const current = await repo.colour(tx, id, true)
        if (!current) throw notFound('colour')
        if (patch.slug && (await repo.slugTaken(tx, 'colours', patch.slug, id))) throw slugTaken()
        const values = {
          ...(patch.slug ? { slug: patch.slug } : {}),
          ...(patch.name ? { name: fillChinese(patch.name) } : {}),
          ...(patch.hex ? { hex: patch.hex } : {}),
        }
        if (Object.keys(values).length) await repo.updateColour(tx, id, values)
        const after = await repo.colour(tx, id)
        if (!after) throw notFound('colour')
        const change = changed(colourView(colourJson(current)), colourView(colourJson(after)))
        if (Object.keys(change.after).length)
          await recordAudit(tx, actor, {
            action: 'colour.updated',
            entityType: 'colour',
            entityId: id,
            ...change,
          })
        return colourJson(after)
      })
    },

    async deleteColour(actor: StaffCaller, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound('colour')
      await write(async (tx) => {
        const current = await repo.colour(tx, id, true)
        if (!current) throw notFound('colour')
        if (current.productsCount) throw inUse('colour', current.productsCount)
        await repo.deleteColour(tx, id)
        await recordAudit(tx, actor, {
          action: 'colour.deleted',
          entityType: 'colour',
          entityId: id,
          before: colourView(colourJson(current)),
        })
      })
    },
  }
}
export type AdminTaxonomyService = ReturnType<typeof adminTaxonomyService>

function brandJson(row: {
  brand: { id: string; slug: string; name: AdminBrand['name'] }
  productsCount: number
}): AdminBrand {
  return {
    _id: row.brand.id,
    slug: row.brand.slug,
    name: row.brand.name,
    products_count: row.productsCount,
  }
}

function colourJson(row: {
  colour: { id: string; slug: string; name: AdminColour['name']; hex: string }
  productsCount: number
}): AdminColour {
  return {
    _id: row.colour.id,
    slug: row.colour.slug,
    name: row.colour.name,
    hex: row.colour.hex,
    products_count: row.productsCount,
  }
}
const colourView = (c: AdminColour) => ({ slug: c.slug, name: c.name, hex: c.hex })
