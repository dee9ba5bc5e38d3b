import { sanitizeLocalized } from '#api/modules/content/sanitize.ts'
import type { ContentSection } from '../schema/index.ts'
import { seedId } from './catalog-ids.ts'
import { toHtml } from './content-build.ts'
import { aboutUs, faq } from './content-pages-company.ts'
import {
  disclaimer,
  paymentTerms,
  privacyPolicy,
  refundPolicy,
  termsAndConditions,
} from './content-pages-terms.ts'

type Trio = [en: string, zh: string, cn: string]
export type PageSeed = {
  slug: string
  title: Trio
  body: Trio
  sections: {
    key: string
    title: Trio
    items: { title: Trio; subtitle: Trio | null; body: Trio }[]
  }[]
}

const text = ([en, zh, cn]: Trio) => ({ en, zh, cn })
const html = ([en, zh, cn]: Trio) =>
  sanitizeLocalized({ en: toHtml(en), zh: toHtml(zh), cn: toHtml(cn) })

export const pageSeeds = [
  aboutUs,
  faq,
  disclaimer,
  paymentTerms,
  privacyPolicy,
  refundPolicy,
  termsAndConditions,
]

/** Version 1 of every content page, rich text sanitised on the way in. */
export function buildPages(seeds: PageSeed[] = pageSeeds) {
  return seeds.map((seed) => ({
    id: seedId(`content:${seed.slug}:1`),
    slug: seed.slug,
    version: 1,
    title: text(seed.title),
    body: html(seed.body),
    sections: seed.sections.map(
      (section): ContentSection => ({
        key: section.key,
        title: text(section.title),
        items: section.items.map((item) => ({
          title: text(item.title),
          subtitle: item.subtitle ? text(item.subtitle) : null,
          body: html(item.body),
          image: null,
        })),
      }),
    ),
  }))
}
