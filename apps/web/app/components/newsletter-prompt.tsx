import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { notePromptSeen, promptAllowedOn, promptSeen } from '../lib/newsletter.ts'

/** How long a shopper is on a page before the dialog is offered. */
export const PROMPT_DELAY_MS = 8_000

const loadDialog = () => import('./newsletter-dialog.tsx')
const NewsletterDialog = lazy(loadDialog)

/**
 * The spec's newsletter modal, offered once per browser (issue 30, ADR 063): after a few seconds
 * on a page that is not about buying, paying or the account, if this browser's cookie says it was
 * never offered. The decision is made here, in the browser: shared pages carry nothing of it.
 * Offered is remembered at once, so closing the tab does not bring it back either. The dialog's
 * code is fetched while the shopper reads, only when it is to be offered.
 */
export function NewsletterPrompt() {
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const allowed = promptAllowedOn(pathname)
  useEffect(() => {
    if (!allowed || promptSeen(document.cookie)) return
    void loadDialog()
    const timer = setTimeout(() => {
      if (promptSeen(document.cookie)) return
      notePromptSeen()
      setUsed(true)
      setOpen(true)
    }, PROMPT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [allowed])
  // leaving for a page where it is never shown (the cart) closes it
  useEffect(() => {
    if (!allowed) setOpen(false)
  }, [allowed])
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <NewsletterDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  )
}
