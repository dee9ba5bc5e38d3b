import type { Db } from '../client.ts'
import {
  brands,
  categories,
  colours,
  productCategories,
  productImages,
  productReviews,
  products,
  productVariants,
  searchSynonyms,
  warehouses,
} from '../schema/index.ts'
import { buildCatalogue } from './catalog-build.ts'
import { seedId } from './catalog-ids.ts'
import { furniture } from './catalog-products-furniture.ts'
import { home } from './catalog-products-home.ts'
import { buildReviews } from './catalog-reviews.ts'
import { brandSeed, categoryTree, colourSeed, warehouseSeed } from './catalog-taxonomy.ts'
import { synonymRows } from './search-synonyms.ts'
import { MAIN_STORE_ID } from './stores.ts'

export const catalogueDefs = [...furniture, ...home]
export const catalogueRows = buildCatalogue(catalogueDefs)

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Seeds the main store's catalogue. Fixed ids: rows that exist (and owner edits) are kept. */
export async function seedCatalogue(tx: Tx | Db): Promise<void> {
  await tx
    .insert(warehouses)
    .values(warehouseSeed.map((w, i) => ({ ...w, id: seedId(`warehouse:${w.code}`), sequence: i })))
    .onConflictDoNothing()
  await tx
    .insert(brands)
    .values(brandSeed.map((b) => ({ ...b, id: seedId(`brand:${b.slug}`) })))
    .onConflictDoNothing()
  await tx
    .insert(colours)
    .values(colourSeed.map((c) => ({ ...c, id: seedId(`colour:${c.slug}`) })))
    .onConflictDoNothing()
  const categoryRows = categoryTree.flatMap((parent, p) => [
    { slug: parent.slug, title: parent.title, sequence: p, parentId: null },
    ...parent.children.map((child, c) => ({
      slug: child.slug,
      title: child.title,
      sequence: c,
      parentId: seedId(`category:${parent.slug}`),
    })),
  ])
  await tx
    .insert(categories)
    .values(
      categoryRows.map((c) => ({ ...c, id: seedId(`category:${c.slug}`), storeId: MAIN_STORE_ID })),
    )
    .onConflictDoNothing()
  const rows = catalogueRows
  await tx.insert(products).values(rows.products).onConflictDoNothing()
  await tx.insert(productCategories).values(rows.productCategories).onConflictDoNothing()
  await tx.insert(productVariants).values(rows.variants).onConflictDoNothing()
  await tx.insert(productImages).values(rows.images).onConflictDoNothing()
  await tx.insert(productReviews).values(buildReviews(rows)).onConflictDoNothing()
  await tx.insert(searchSynonyms).values(synonymRows()).onConflictDoNothing()
}
