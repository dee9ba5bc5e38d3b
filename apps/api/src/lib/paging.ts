import type { PagedList } from '@shop/contract'
import type { FastifyRequest } from 'fastify'

/** The absolute URL the client called, as seen through any proxy (uses trustProxy headers). */
export function requestUrl(request: FastifyRequest, publicUrl?: string): URL {
  const base = publicUrl ?? `${request.protocol}://${request.host}`
  return new URL(request.url, base)
}

/**
 * Builds the paged-list envelope; `next_page_url` is the same request with `page` + 1, absolute
 * so a client can follow it as is (spec §7).
 */
export function pagedResult<T>(
  request: FastifyRequest,
  rows: T[],
  { page, perPage, total }: { page: number; perPage: number; total: number },
  publicUrl?: string,
): PagedList<T> {
  let next: string | null = null
  if (page * perPage < total) {
    const url = requestUrl(request, publicUrl)
    url.searchParams.set('page', String(page + 1))
    url.searchParams.set('per_page', String(perPage))
    next = url.toString()
  }
  return { data: rows, current_page: page, next_page_url: next, total }
}
