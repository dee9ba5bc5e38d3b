import type { ReactNode } from 'react'

/**
 * A keyboard shortcut past what comes before `target` (the header; a list's filters): hidden until
 * it takes focus, then shown at the top of the window.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-stone-900 focus:shadow-lg"
    >
      {children}
    </a>
  )
}
