import { hkInstant, type LocalizedText } from '@shop/contract'
import { foldSearchText, hanTerms } from '#api/lib/search-text.ts'
import { plainText, sanitizeLocalized } from '#api/modules/content/sanitize.ts'
import { seedId } from './catalog-ids.ts'

type Trio = [en: string, zh: string, cn: string]
export type PostShape = 'sofa' | 'chair' | 'table' | 'cabinet' | 'lamp' | 'vase'

/** A seeded post as written: bodies in a light markup (## heading, - item, raw HTML lines). */
export type PostSeed = {
  slug: string
  categories: string[]
  published: string
  author: string
  palette: { wall: string; floor: string; accent: string; shape: PostShape }
  title: Trio
  summary: Trio
  body: Trio
}

const trio = ([en, zh, cn]: Trio): LocalizedText => ({ en, zh, cn })

/** Light markup → HTML: `## ` heading, runs of `- ` items as a list, `<…>` lines as they are. */
export function toHtml(source: string): string {
  const out: string[] = []
  let items: string[] = []
  const flush = () => {
    if (items.length) out.push(`<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`)
    items = []
  }
  for (const raw of source.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    if (line.startsWith('- ')) {
      items.push(line.slice(2))
      continue
    }
    flush()
    if (line.startsWith('## ')) out.push(`<h2>${line.slice(3)}</h2>`)
    else if (line.startsWith('<')) out.push(line)
    else out.push(`<p>${line}</p>`)
  }
  flush()
  return out.join('\n')
}

export const postCategorySeed = [
  { key: 'styling-guides', title: trio(['Styling guides', '佈置指南', '布置指南']) },
  { key: 'renovation-stories', title: trio(['Renovation stories', '裝修故事', '装修故事']) },
  { key: 'material-care', title: trio(['Material care', '物料保養', '物料保养']) },
  { key: 'small-space-living', title: trio(['Small-space living', '細單位生活', '小户型生活']) },
].map((category, sequence) => ({
  ...category,
  id: seedId(`post-category:${category.key}`),
  sequence,
}))

export const postCoverFile = (slug: string) => `post-${slug}.webp`

/** Rows of the seeded posts: sanitised HTML, search columns, reading time, fixed ids. */
export function buildPosts(seeds: PostSeed[]) {
  const categoryByKey = new Map(postCategorySeed.map((c) => [c.key, c]))
  const posts = seeds.map((seed, sequence) => {
    const title = trio(seed.title)
    const summary = trio(seed.summary)
    const body = sanitizeLocalized({
      en: toHtml(seed.body[0]),
      zh: toHtml(seed.body[1]),
      cn: toHtml(seed.body[2]),
    })
    const categoryTitles = seed.categories.map((key) => {
      const category = categoryByKey.get(key)
      if (!category) throw new Error(`unknown post category ${key}`)
      return category.title
    })
    const texts = [title, summary, ...categoryTitles].flatMap((t) => [t.en, t.zh, t.cn])
    const searchText = foldSearchText(
      [...texts, plainText(body.en), plainText(body.zh), plainText(body.cn)].join(' '),
    )
    const words = plainText(body.en).split(' ').length
    return {
      id: seedId(`post:${seed.slug}`),
      slug: seed.slug,
      title,
      summary,
      body,
      cover: postCoverFile(seed.slug),
      coverAlt: title,
      author: seed.author,
      readingMinutes: Math.max(1, Math.round(words / 200)),
      sequence,
      publishedAt: hkInstant(seed.published, '09:00'),
      updatedAt: hkInstant(seed.published, '09:00'),
      searchText,
      searchTerms: hanTerms(searchText),
    }
  })
  const links = seeds.flatMap((seed) =>
    seed.categories.map((key) => ({
      postId: seedId(`post:${seed.slug}`),
      categoryId: seedId(`post-category:${key}`),
    })),
  )
  return { posts, links }
}
