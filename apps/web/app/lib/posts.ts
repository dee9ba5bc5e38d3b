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
