import { useRef } from 'react'
import { useAdminT } from '#web/lib/admin-i18n.tsx'

/** Private files go through the back office's proxy, with the staff token (routes/admin/files). */
export const adminFileUrl = (name: string) => `/admin/files/${encodeURIComponent(name)}`

/**
 * The payment proof: a bounded image, "Open full size" (a plain link, works without JavaScript)
 * and "Zoom", which shows it in a modal <dialog> at full width.
 */
export function ProofViewer({ name, reference }: { name: string; reference: string }) {
  const { t } = useAdminT()
  const dialog = useRef<HTMLDialogElement>(null)
  const url = adminFileUrl(name)
  if (name.endsWith('.pdf')) {
    return (
      <a className="underline" href={url} target="_blank" rel="noreferrer">
        {t('orders.detail.pdfProof')}
      </a>
    )
  }
  const alt = t('orders.detail.proofAlt', { reference })
  return (
    <div className="space-y-2">
      <img
        src={url}
        alt={alt}
        className="max-h-72 w-auto max-w-full rounded border border-stone-200 bg-white object-contain"
        data-testid="payment-proof"
      />
      <div className="flex flex-wrap gap-3 text-sm">
        <a className="underline" href={url} target="_blank" rel="noreferrer">
          {t('orders.detail.openFull')}
        </a>
        <button
          type="button"
          className="underline"
          onClick={() => dialog.current?.showModal()}
          data-testid="proof-zoom"
        >
          {t('orders.detail.zoom')}
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-label={alt}
        className="m-auto max-h-[95vh] max-w-[95vw] rounded p-0 backdrop:bg-black/70"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current?.close()
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') dialog.current?.close()
        }}
      >
        <form method="dialog" className="flex justify-end bg-white p-2">
          <button type="submit" className="rounded border px-3 py-1 text-sm">
            {t('orders.detail.close')}
          </button>
        </form>
        <img src={url} alt={alt} className="block max-w-full" />
      </dialog>
    </div>
  )
}
