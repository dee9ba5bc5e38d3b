import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../lib/i18n.tsx'
import { CloseIcon } from './icons.tsx'

type Props = {
  open: boolean
  onClose(): void
  title: string
  /** Visually hidden title (the content names itself). */
  hideTitle?: boolean
  className?: string
  children: ReactNode
}

/**
 * A modal on the browser's own `<dialog>`: focus moves in and is kept there, Escape and a click on
 * the backdrop close it, focus returns to what opened it, and the rest of the page is inert. No
 * dialog library in the page's script.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  className = '',
  children,
}: Props) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // the dialog element exists from its first opening on: a list page has a quick view per card,
  // and 24 empty dialogs in the HTML are bytes for nothing (issue 19)
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  if (!used) return null
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles itself
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React passes a nested dialog's close up its tree (the add-to-cart dialog over the quick
      // view): only this dialog's own closing closes it
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
      className={`bg-white text-stone-900 shadow-2xl backdrop:bg-black/50 dark:bg-stone-900 dark:text-stone-100 ${className}`}
    >
      {open && (
        <>
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'pe-10 font-semibold'}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="absolute end-3 top-3 rounded p-2 hover:bg-stone-100 dark:hover:bg-stone-800"
            aria-label={t('catalog.close')}
          >
            <CloseIcon />
          </button>
          {children}
        </>
      )}
    </dialog>
  )
}
