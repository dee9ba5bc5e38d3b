import { useEffect, useRef } from 'react'
import { useTranslation } from '../lib/i18n.tsx'
import { Modal } from './modal.tsx'
import { NewsletterForm } from './newsletter-form.tsx'

/**
 * The newsletter modal's dialog, fetched by newsletter-prompt.tsx only on a page and in a browser
 * where it is to be offered.
 */
export default function NewsletterDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation()
  const body = useRef<HTMLDivElement>(null)
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
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('newsletter.heading')}
      className="m-auto max-h-[90vh] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-lg p-6"
    >
      <div ref={body} data-testid="newsletter-dialog" className="mt-3 space-y-3">
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('newsletter.intro')}</p>
        <NewsletterForm source="modal" />
        <button type="button" onClick={onClose} className="text-sm underline underline-offset-2">
          {t('newsletter.later')}
        </button>
      </div>
    </Modal>
  )
}
