/** Widths the image route is asked for; the browser picks from `sizes` (AVIF/WebP negotiated). */
const WIDTHS = [240, 360, 480, 720, 960]
/**
 * A card is at most about 345 CSS px wide (18vw of a wide screen), 720 px at twice the density:
 * three widths cover it, and a page of 24 cards carries 2 kB less (issue 19).
 */
export const CARD_WIDTHS = [240, 480, 720]

type Props = {
  url: string
  alt: string
  sizes: string
  /** The largest picture of the page (LCP): loaded at once and first. */
  priority?: boolean
  className?: string
  widths?: readonly number[]
  /** false when the class gives the box its shape (cards: `aspect-square`), so no width/height. */
  sized?: boolean
}

/** A product picture from the API's image route at the size the layout needs. */
export function ProductPicture({
  url,
  alt,
  sizes,
  priority = false,
  className,
  widths = WIDTHS,
  sized = true,
}: Props) {
  return (
    <img
      src={`${url}?width=480`}
      srcSet={widths.map((w) => `${url}?width=${w} ${w}w`).join(', ')}
      sizes={sizes}
      width={sized ? 800 : undefined}
      height={sized ? 800 : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
