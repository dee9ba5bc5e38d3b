import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../lib/i18n.tsx'
import { notePromptSeen, promptAllowedOn, promptSeen } from '../lib/newsletter.ts'
import { Modal } from './modal.tsx'
import { NewsletterForm } from './newsletter-form.tsx'

/** How long a shopper is on a page before the dialog is offered. */
export const PROMPT_DELAY_MS = 8_000

/**
 * The spec's newsletter modal, offered once per browser (issue 30, ADR 063): after a few seconds
 * on a page that is not about buying, paying or the account, if this browser's cookie says it was
 * never offered. The decision is made here, in the browser: shared pages carry nothing of it.
 * Offered is remembered at once, so closing the tab does not bring it back either.
 */
export function NewsletterPrompt() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const allowed = promptAllowedOn(pathname)
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!allowed || promptSeen(document.cookie)) return
    const timer = setTimeout(() => {
      if (promptSeen(document.cookie)) return
      notePromptSeen()
      setOpen(true)
    }, PROMPT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [allowed])
  // the dialog has just been shown (the modal's own effect runs first): the address field, what
  // it is for, takes the focus from the close button
  useEffect(() => {
    if (!open) return
    body.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
    // Tab past the last control comes back to the first (and Shift+Tab the other way) instead of
    // leaving for the browser's own toolbar
    const dialog = body.current?.closest('dialog')
    const wrap = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !dialog) return
      const controls = [
        ...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select'),
      ].filter((c) => c.getAttribute('type') !== 'hidden')
      const first = controls[0]
      const last = controls.at(-1)
      if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      }
    }
    document.addEventListener('keydown', wrap)
    return () => document.removeEventListener('keydown', wrap)
  }, [open])
  // leaving for a page where it is never shown (the cart) closes it
  useEffect(() => {
    if (!allowed) setOpen(false)
  }, [allowed])
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      title={t('newsletter.heading')}
      className="m-auto max-h-[90vh] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-lg p-6"
    >
      <div ref={body} data-testid="newsletter-dialog" className="mt-3 space-y-3">
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('newsletter.intro')}</p>
        <NewsletterForm source="modal" />
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="text-sm underline underline-offset-2"
        >
          {t('newsletter.later')}
        </button>
      </div>
    </Modal>
  )
}
