import { createContext, useContext } from 'react'

/**
 * The site's one style sheet (about 10 kB gzipped), written into the page's `<head>` in production
 * builds so that first paint waits for no second request on a slow phone network (issue 14,
 * Lighthouse "render-blocking requests"). entry.server.tsx reads the built file once and provides
 * it; without it (development, or the file not found) the page links the sheet as usual.
 */
const SiteCssContext = createContext<string | null>(null)

export const SiteCssProvider = SiteCssContext.Provider

/** In the browser: did the server write the sheet inline? Read once, before hydration. */
const inlinedByServer =
  typeof document !== 'undefined' && document.querySelector('style[data-site-css]') !== null

export function SiteStylesheet({ href, nonce }: { href: string; nonce: string | undefined }) {
  const css = useContext(SiteCssContext)
  if (css !== null || inlinedByServer) {
    // in the browser the sheet is already in the page: hydration keeps the server's text (React
    // neither compares nor rewrites inner HTML it did not change), so the script carries none
    return (
      <style
        data-site-css=""
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built style sheet
        dangerouslySetInnerHTML={{ __html: css ?? '' }}
        suppressHydrationWarning
      />
    )
  }
  return <link rel="stylesheet" href={href} />
}
