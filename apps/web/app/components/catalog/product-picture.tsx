/** Widths the image route is asked for; the browser picks from `sizes` (AVIF/WebP negotiated). */
const WIDTHS = [240, 360, 480, 720, 960]

type Props = {
  url: string
  alt: string
  sizes: string
  /** The largest picture of the page (LCP): loaded at once and first. */
  priority?: boolean
  className?: string
}

/** A product picture from the API's image route at the size the layout needs. */
export function ProductPicture({ url, alt, sizes, priority = false, className }: Props) {
  return (
    <img
      src={`${url}?width=480`}
      srcSet={WIDTHS.map((w) => `${url}?width=${w} ${w}w`).join(', ')}
      sizes={sizes}
      width={800}
      height={800}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
