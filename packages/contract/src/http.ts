import { z } from 'zod'

/** Every error answer of the API: `{message, statusCode, code, errors?}`. */
export const errorEnvelope = z
  .object({
    message: z.string(),
    statusCode: z.number().int(),
    code: z.string(),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('Field errors of a rejected request body or query'),
  })
  .meta({ id: 'Error' })
export type ErrorEnvelope = z.infer<typeof errorEnvelope>

/** A paged list: `{data, current_page, next_page_url, total}`; next_page_url is absolute. */
export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int().min(1),
    next_page_url: z.string().url().nullable(),
    total: z.number().int().min(0),
  })
}
export type PagedList<T> = {
  data: T[]
  current_page: number
  next_page_url: string | null
  total: number
}

/** The page a list shows when its call failed (spec §8: an empty list, not an error). */
export function emptyPage<T>(page: number): PagedList<T> {
  return { data: [], total: 0, current_page: page, next_page_url: null }
}

/**
 * The last page number a list accepts: past it, page × per_page would leave the range of the
 * database's OFFSET (and no list of the shop is that long).
 */
export const MAX_PAGE = 1_000_000

/** Query parameters shared by paged lists; page sizes default per list (spec §9). */
export function pagingQuery(defaultPerPage: number, maxPerPage = 9999) {
  return z.object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    per_page: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  })
}

/**
 * A back-office list's `q`: part of a reference, a name, an e-mail or a phone number. An empty
 * form field counts as not given, so a GET form without JavaScript can always send it.
 */
export const listSearch = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().trim().min(1).max(254).optional(),
)

/** Ids travel as strings. */
export const id = z.string().min(1).max(64)
