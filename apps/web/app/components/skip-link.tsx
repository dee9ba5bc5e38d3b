import type { ReactNode } from 'react'

/**
 * A keyboard shortcut past what comes before `target` (the header; a list's filters): hidden until
 * it takes focus, then shown at the top of the window.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a href={`#${target}`} className="skip-link">
      {children}
    </a>
  )
}
