import { createContext, type ReactElement, useContext, useEffect, useState } from 'react'
import { type Catalogue, useCatalogue } from '../lib/i18n.tsx'

/**
 * The server's store of kept markup (lib/kept-markup.server.tsx, given by entry.server.tsx): the
 * markup of an element for a key, rendered the first time the key is asked for. None in the browser.
 */
export type KeepMarkup = (key: string, element: ReactElement, catalogue: Catalogue) => string
export const KeptMarkupContext = createContext<KeepMarkup | null>(null)

/**
 * A part of every page that is the same for everyone in a language and a configuration (the main
 * menu, the footer's links), rendered once per server and sent as it was kept (issue 31: about a
 * third of a personal page's rendering). The browser adopts the markup as it stands while the page
 * hydrates, then draws the live part over it, so its links navigate as the page's others do.
 *
 * The element is rendered on its own, outside the page's router data: it gets everything through
 * its props (`deps` names them all, so an owner's edit makes a new key) and may use only the
 * interface texts and plain links. An object in `deps` counts as itself, not as what it holds:
 * it must not change once given (the page's configuration and frame never do).
 */
export function KeptMarkup({
  name,
  deps,
  className,
  children,
}: {
  name: string
  deps: readonly unknown[]
  className?: string
  children: ReactElement
}) {
  const keep = useContext(KeptMarkupContext)
  const catalogue = useCatalogue()
  const [sent, setSent] = useState(() => (keep ? null : sentMarkup(name)))
  useEffect(() => setSent(null), [])
  if (keep) {
    const html = keep(`${name} ${catalogue.locale} ${depsKey(deps)}`, children, catalogue)
    return (
      <div
        data-kept={name}
        className={className}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of our components
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  if (sent !== null) {
    return (
      <div
        key="sent"
        data-kept={name}
        className={className}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markup, read back from the page
        dangerouslySetInnerHTML={{ __html: sent }}
      />
    )
  }
  return (
    <div key="live" data-kept={name} className={className}>
      {children}
    </div>
  )
}

/** The markup the server sent for this part, while the page hydrates; null once drawn live. */
function sentMarkup(name: string): string | null {
  if (typeof document === 'undefined') return null
  return document.querySelector(`[data-kept="${name}"]`)?.innerHTML ?? null
}

/** A number for each object a part depends on: the page's configuration is one object until it changes. */
const numbers = new WeakMap<object, number>()
let lastNumber = 0

/**
 * The values a part depends on as a short text, its key among the kept parts: an object by its
 * number (a changed configuration is new objects), anything else as written.
 */
function depsKey(deps: readonly unknown[]): string {
  return deps
    .map((dep) => {
      if (typeof dep !== 'object' || dep === null) return JSON.stringify(dep)
      const number = numbers.get(dep) ?? ++lastNumber
      numbers.set(dep, number)
      return `#${number}`
    })
    .join(',')
}
