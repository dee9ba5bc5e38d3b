import type { Locale } from '@shop/contract/locales'
import { pickText } from '@shop/contract/localized'
import { useTranslation } from '../../lib/i18n.tsx'
import { Modal } from '../modal.tsx'

export type GalleryImage = { _id: string; url: string; alt: Record<Locale, string> }

/** The gallery's lightbox (gallery.tsx, spec §9 max width 1024px): the large picture, stepped. */
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
  return (
    <Modal
      open={open}
      onClose={onClose}
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
          step(forward ? 1 : -1)
        }}
      >
        <img
          src={`${image.url}?width=1024`}
          alt={pickText(image.alt, locale) || title}
          width={1024}
          height={1024}
          className="max-h-[80vh] w-full rounded object-contain"
        />
        {count > 1 && (
          <div className="mt-2 flex items-center justify-center gap-3 text-sm text-white">
            <button
              type="button"
              onClick={() => step(-1)}
              className="rounded bg-white/90 px-3 py-1.5 text-stone-900 shadow hover:bg-white"
            >
              <span aria-hidden>‹ </span>
              {t('productPage.previousPicture')}
            </button>
            <span aria-live="polite">{t('catalog.pictureN', { n: current + 1, count })}</span>
            <button
              type="button"
              onClick={() => step(1)}
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
