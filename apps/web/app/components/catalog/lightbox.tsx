import type { Locale } from '@shop/contract/locales'
import { pickText } from '@shop/contract/localized'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#web/lib/i18n.tsx'
import { Modal } from '../modal.tsx'

export type GalleryImage = { _id: string; url: string; alt: Record<Locale, string> }

/**
 * The gallery's lightbox (gallery.tsx, spec §9 max width 1024px): the large picture, stepped, and
 * zoomed in to twice the screen's width (a button, or a tap on the picture; scrolled to look
 * around, starting from the point tapped or the middle). Stepping or closing zooms out again.
 */
export default function Lightbox({
  open,
  onClose,
  title,
  image,
  current,
  count,
  step,
  locale,
}: {
  open: boolean
  onClose(): void
  title: string
  image: GalleryImage
  current: number
  count: number
  step(by: number): void
  locale: Locale
}) {
  const { t } = useTranslation()
  const [zoomed, setZoomed] = useState(false)
  // where to look once zoomed in: the point tapped, else the middle (fractions of the picture)
  const focus = useRef({ x: 0.5, y: 0.5 })
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = frame.current
    if (!zoomed || !el) return
    const { x, y } = focus.current
    el.scrollTo({
      left: x * el.scrollWidth - el.clientWidth / 2,
      top: y * el.scrollHeight - el.clientHeight / 2,
    })
  }, [zoomed])
  const zoom = (at?: { x: number; y: number }) => {
    focus.current = at ?? { x: 0.5, y: 0.5 }
    setZoomed(!zoomed)
  }
  const go = (by: number) => {
    setZoomed(false)
    step(by)
  }
  return (
    <Modal
      open={open}
      onClose={() => {
        setZoomed(false)
        onClose()
      }}
      title={`${title} — ${t('catalog.pictureN', { n: current + 1, count })}`}
      hideTitle
      className="m-auto w-[min(1024px,94vw)] rounded bg-transparent p-0 shadow-none"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys beside the buttons, which carry the action */}
      <div
        data-testid="lightbox"
        onKeyDown={(event) => {
          if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
          const forward = (event.key === 'ArrowRight') !== (document.dir === 'rtl')
          go(forward ? 1 : -1)
        }}
      >
        <div
          ref={frame}
          data-testid="lightbox-frame"
          className={zoomed ? 'max-h-[80vh] overflow-auto rounded' : undefined}
        >
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: a tap beside the Zoom button, which carries the action for keyboards */}
          <img
            src={`${image.url}?width=${zoomed ? 2048 : 1024}`}
            alt={pickText(image.alt, locale) || title}
            width={1024}
            height={1024}
            className={
              zoomed
                ? 'w-[200%] max-w-none cursor-zoom-out'
                : 'max-h-[80vh] w-full cursor-zoom-in rounded object-contain'
            }
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect()
              zoom({
                x: (event.clientX - box.left) / box.width,
                y: (event.clientY - box.top) / box.height,
              })
            }}
          />
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-3 text-sm text-white">
          <button
            type="button"
            aria-pressed={zoomed}
            onClick={() => zoom()}
            className="rounded bg-white/90 px-3 py-1.5 text-stone-900 shadow hover:bg-white"
          >
            {t(zoomed ? 'productPage.zoomOut' : 'productPage.zoomIn')}
          </button>
        </div>
        {count > 1 && (
          <div className="mt-2 flex items-center justify-center gap-3 text-sm text-white">
            <button
              type="button"
              onClick={() => go(-1)}
              className="rounded bg-white/90 px-3 py-1.5 text-stone-900 shadow hover:bg-white"
            >
              <span aria-hidden>‹ </span>
              {t('productPage.previousPicture')}
            </button>
            <span aria-live="polite">{t('catalog.pictureN', { n: current + 1, count })}</span>
            <button
              type="button"
              onClick={() => go(1)}
              className="rounded bg-white/90 px-3 py-1.5 text-stone-900 shadow hover:bg-white"
            >
              {t('productPage.nextPicture')}
              <span aria-hidden> ›</span>
            </button>
          </div>
        )}
      </div>
    </Modal>
  )
}
