import { type Locale, localizePath, pickText, slugify } from '@shop/contract/client'

type PostRef = { _id: string; title: { en: string; zh: string; cn: string } }

/** spec §5: the readable part of a post address, from the title in the page's language. */
export function postSlug(post: PostRef, locale: Locale): string {
  return slugify(pickText(post.title, locale))
}

/** `/zh/blog/{id}/{slug}`: a post's address in a language. */
export function postPath(post: PostRef, locale: Locale): string {
  return localizePath(`/blog/${post._id}/${encodeURIComponent(postSlug(post, locale))}`, locale)
}

/** Cover pictures are fitted to the width a card or article needs. */
export function coverSrc(url: string, width: number): string {
  return `${url}?width=${width}`
}

/** The widths the picture route makes of a cover, for the browser to pick by `sizes`. */
export function coverSrcSet(url: string, widths: readonly number[]): string {
  return widths.map((w) => `${coverSrc(url, w)} ${w}w`).join(', ')
}

/** A card: a phone's full width (up to ~720 px at twice the density), a third of a wide list. */
export const CARD_COVER = {
  widths: [360, 640, 960],
  sizes: '(min-width: 1280px) 22rem, (min-width: 768px) 45vw, 100vw',
} as const
/** An article's cover: the column's width, at most 56rem. */
export const ARTICLE_COVER = {
  widths: [720, 1200, 1600, 2400],
  sizes: '(min-width: 56rem) 56rem, 100vw',
} as const
