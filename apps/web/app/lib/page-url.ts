/**
 * The page address a loader works for. Client navigations fetch loader data from
 * `/path.data?…&_routes=…` (`/_.data` for the root); loaders see that raw request, so addresses
 * they compare or redirect to are taken from here (as React Router's own getNormalizedPath).
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url)
  url.pathname = url.pathname.endsWith('/_.data')
    ? url.pathname.slice(0, -'_.data'.length) || '/'
    : url.pathname.replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  url.search = url.searchParams.toString() ? `?${url.searchParams}` : ''
  return url
}
