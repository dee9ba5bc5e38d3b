import { type ContentPage, contentPage, contentParams, errorEnvelope } from '@shop/contract'
import { and, desc, eq, lte, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '#api/db/client.ts'
import { contents } from '#api/db/schema/index.ts'
import { NotFoundError } from '#api/lib/errors.ts'
import { sanitizeLocalized } from './sanitize.ts'

/**
 * The newest published version of a content page whose publish time has passed (a draft or a
 * scheduled version saved in the back office waits); rich text sanitised again on the way out.
 */
export async function latestContent(db: Db, slug: string): Promise<ContentPage> {
  const [row] = await db
    .select()
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
  if (!row) throw new NotFoundError('Content not found', 'CONTENT_NOT_FOUND')
  return {
    _id: row.id,
    slug: row.slug,
    version: row.version,
    title: row.title,
    body: sanitizeLocalized(row.body),
    sections: row.sections.map((section) => ({
      key: section.key,
      title: section.title,
      items: section.items.map((item) => ({
        title: item.title,
        subtitle: item.subtitle,
        body: sanitizeLocalized(item.body),
        image: item.image,
      })),
    })),
    updated_at: row.createdAt.toISOString(),
  }
}

/** `GET /contents/slug/{slug}/latest` (spec §7 Static content). */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contents/slug/:slug/latest',
    {
      schema: {
        tags: ['Content'],
        summary: 'The latest version of a content page (about-us, terms pages, faq)',
        params: contentParams,
        response: { 200: contentPage, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    (request) => latestContent(app.db, request.params.slug),
  )
}
