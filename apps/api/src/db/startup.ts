import path from 'node:path'
import type { ApiEnv } from '../env.ts'
import { type Database, openDatabase } from './client.ts'
import { renderCatalogueImages } from './seed/catalog-images.ts'
import { renderPostImages } from './seed/content-images.ts'
import { seed } from './seed/index.ts'
import { seedDemoProject } from './seed/projects.ts'

/** Opens the database, applies migrations and seeds demo content (idempotent). */
export async function startDatabase(env: ApiEnv, { withSeed = true } = {}): Promise<Database> {
  const database = openDatabase({
    url: env.databaseUrl,
    dataDir: env.dataDir,
    poolSize: env.databasePoolSize,
  })
  await database.migrate()
  if (withSeed) {
    await seed(database.db)
    await renderCatalogueImages(path.join(env.dataDir, 'images'))
    await renderPostImages(path.join(env.dataDir, 'images'))
    await seedDemoProject(database.db, path.join(env.dataDir, 'uploads'))
  }
  return database
}
