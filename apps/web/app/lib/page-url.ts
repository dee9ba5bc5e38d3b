/**
 * The page address a loader or action works for. Client navigations fetch loader data from
 * `/path.data?…&_routes=…` (`/_.data` for a path ending in a slash, `/_root.data` in older
 * React Router releases) and post to `/path.data?index`; loaders see that raw request, so every
 * address they compare (route guards) or send the member back to (`next`) is taken from here, as
 * React Router's own getNormalizedPath does. The rest of the query is kept.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url)
  const root = /\/_(root)?\.data$/.exec(url.pathname)
  url.pathname = root
    ? url.pathname.slice(0, -root[0].length + 1) || '/'
    : url.pathname.replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  // `?index` only tells React Router which route of a path answers a post
  if (url.searchParams.get('index') === '') url.searchParams.delete('index')
  url.search = url.searchParams.toString() ? `?${url.searchParams}` : ''
  return url
}

/** The page's path and query (`/admin/orders?page=2`), for `next` after signing in. */
export function pagePath(request: Request): string {
  const url = pageUrl(request)
  return `${url.pathname}${url.search}`
}
