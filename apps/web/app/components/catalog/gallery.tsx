import { type Locale, pickText } from '@shop/contract/client'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from '#web/lib/i18n.tsx'
import type { GalleryImage as Image } from './lightbox.tsx'
import { ProductPicture } from './product-picture.tsx'

// the lightbox's code comes when the pointer or focus reaches "enlarge", not with the page
const loadLightbox = () => import('./lightbox.tsx')
const Lightbox = lazy(loadLightbox)

/**
 * Product pictures (spec §2 image slider with lightbox): a scroll-snap slider that works by swipe,
 * scroll and thumbnail links without script; with script thumbnails slide it and "enlarge" opens a
 * lightbox (spec §9 max width 1024px) that steps through the same pictures and zooms in to twice
 * the screen's width (lightbox.tsx). Without script
 * "enlarge" opens the large picture itself. The page hands in the pictures of the chosen colour
 * (`picturesOf`) and remounts the gallery when the colour changes, so both open on its first.
 */
export function Gallery({
  images,
  title,
  locale,
}: {
  images: Image[]
  title: string
  locale: Locale
}) {
  const { t } = useTranslation()
  const slider = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)
  const [open, setOpen] = useState(false)
  // mounted from the first opening on: closing returns the focus to "enlarge"
  const [used, setUsed] = useState(false)
  const count = images.length
  const show = (index: number) => {
    const list = slider.current
    if (!list) return
    list.scrollTo({
      left: list.clientWidth * index * (document.dir === 'rtl' ? -1 : 1),
      behavior: 'smooth',
    })
    setCurrent(index)
  }
  const onScroll = () => {
    const list = slider.current
    if (list) setCurrent(Math.round(Math.abs(list.scrollLeft) / list.clientWidth))
  }
  const active = images[current] ?? images[0]
  if (!active) return null
  const step = (by: number) => show((current + by + count) % count)
  return (
    <section aria-label={t('catalog.pictures')}>
      <div className="relative">
        {/* focusable, so the arrow keys scroll the pictures as a swipe does (WCAG 2.1.1) */}
        <ul
          ref={slider}
          onScroll={onScroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
          tabIndex={0}
          aria-label={t('catalog.pictures')}
          className="flex snap-x snap-mandatory overflow-x-auto rounded-lg bg-brand-50 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-stone-800"
        >
          {images.map((image, index) => (
            <li
              key={image._id}
              id={`picture-${index + 1}`}
              className="w-full shrink-0 snap-center"
              aria-label={t('catalog.pictureN', { n: index + 1, count })}
            >
              <ProductPicture
                url={image.url}
                alt={pickText(image.alt, locale) || title}
                sizes="(min-width: 1024px) 50vw, 100vw"
                priority={index === 0}
                className="aspect-square w-full object-cover"
              />
            </li>
          ))}
        </ul>
        <a
          href={`${active.url}?width=1024`}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadLightbox()}
          onFocus={() => void loadLightbox()}
          onClick={(event) => {
            event.preventDefault()
            setUsed(true)
            setOpen(true)
          }}
          className="absolute end-3 bottom-3 rounded bg-white/90 px-3 py-1.5 text-sm text-stone-900 shadow hover:bg-white"
        >
          {t('catalog.enlarge')}
        </a>
        {used && (
          <Suspense fallback={null}>
            <Lightbox
              open={open}
              onClose={() => setOpen(false)}
              title={title}
              image={active}
              current={current}
              count={count}
              step={step}
              locale={locale}
            />
          </Suspense>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto">
          {images.map((image, index) => (
            <li key={image._id} className="w-20 shrink-0">
              <a
                href={`#picture-${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  show(index)
                }}
                className={`block overflow-hidden rounded border-2 ${index === current ? 'border-brand-700' : 'border-transparent'}`}
              >
                <img
                  src={`${image.url}?width=160`}
                  alt={t('catalog.pictureN', { n: index + 1, count })}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
