import { type MouseEvent, useState } from 'react'

/**
 * A header link that opens a dialog when script runs (the cart panel, the search overlay): its
 * code is fetched when the pointer or focus reaches the link, a plain click opens the dialog, and
 * a modified click (new tab) or no script follows the link to the page.
 */
export function useDialogLink(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false)
  // the dialog is mounted from the first opening on, so its code loads only when wanted
  const [used, setUsed] = useState(false)
  return {
    open,
    used,
    close: () => setOpen(false),
    linkProps: {
      'aria-haspopup': 'dialog' as const,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return
        event.preventDefault()
        setUsed(true)
        setOpen(true)
      },
    },
  }
}
