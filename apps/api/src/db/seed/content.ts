import type { Db } from '../client.ts'
import { contents, postCategories, postCategoryLinks, posts } from '../schema/index.ts'
import { buildPosts, postCategorySeed } from './content-build.ts'
import { buildPages } from './content-pages.ts'
import { carePosts } from './content-posts-care.ts'
import { renovationPosts } from './content-posts-renovation.ts'
import { stylingPosts } from './content-posts-styling.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const postSeeds = [
  stylingPosts[0],
  renovationPosts[0],
  carePosts[0],
  stylingPosts[1],
  renovationPosts[1],
  carePosts[1],
  ...stylingPosts.slice(2),
  ...renovationPosts.slice(2),
  ...carePosts.slice(2),
].filter((seed) => seed !== undefined)
export const postRows = buildPosts(postSeeds)

/** Blog categories, posts and content pages. Fixed ids: rows that exist (and owner edits) stay. */
export async function seedContent(tx: Tx | Db): Promise<void> {
  await tx.insert(postCategories).values(postCategorySeed).onConflictDoNothing()
  await tx.insert(posts).values(postRows.posts).onConflictDoNothing()
  await tx.insert(postCategoryLinks).values(postRows.links).onConflictDoNothing()
  await tx.insert(contents).values(buildPages()).onConflictDoNothing()
}
