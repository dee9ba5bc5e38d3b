import { type PostDetails, pickText } from '@shop/contract/client'
import { useNonce } from '#web/lib/nonce.tsx'
import { useRootData } from '#web/lib/use-root-data.ts'

/** schema.org Article for search engines; `<` is escaped so no text can close the script. */
export function ArticleJsonLd({ post, url }: { post: PostDetails; url: string }) {
  const root = useRootData()
  const nonce = useNonce()
  if (!root) return null
  const { locale, origin, config } = root
  const json = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: pickText(post.title, locale),
    description: pickText(post.summary, locale),
    image: [new URL(post.cover?.url ?? config.site.og_image, origin).toString()],
    datePublished: post.published_at,
    dateModified: post.updated_at,
    inLanguage: { en: 'en-HK', zh: 'zh-HK', cn: 'zh-CN' }[locale],
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: pickText(config.site.title, locale),
      logo: { '@type': 'ImageObject', url: new URL(config.site.logo, origin).toString() },
    },
    mainEntityOfPage: url,
    articleSection: post.categories.map((c) => pickText(c.title, locale)),
  }
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }}
    />
  )
}
