import type { ContentPage } from '@shop/contract/client'
import { pickText } from '@shop/contract/client'
import { useLocale } from '../lib/use-root-data.ts'
import { RichText } from './rich-text.tsx'

type Section = ContentPage['sections'][number]

/** FAQ: each question a native disclosure (keyboard and screen-reader friendly, no script). */
function Questions({ section }: { section: Section }) {
  const locale = useLocale()
  return (
    <div className="mt-6 divide-y divide-stone-200 border-y border-stone-200 dark:divide-stone-800 dark:border-stone-800">
      {section.items.map((item) => (
        <details key={item.title.en} className="group py-2" data-testid="faq-item">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-2 font-medium [&::-webkit-details-marker]:hidden">
            {pickText(item.title, locale)}
            <span aria-hidden className="transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <RichText
            html={pickText(item.body, locale)}
            className="pb-3 text-stone-700 dark:text-stone-300"
          />
        </details>
      ))}
    </div>
  )
}

function Testimonials({ section }: { section: Section }) {
  const locale = useLocale()
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {section.items.map((item) => (
        <li key={item.title.en}>
          <figure className="h-full rounded-lg bg-brand-50 p-6 dark:bg-stone-900">
            <blockquote className="italic">
              <RichText html={pickText(item.body, locale)} />
            </blockquote>
            <figcaption className="mt-4 text-sm font-semibold">
              {pickText(item.title, locale)}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

function Team({ section }: { section: Section }) {
  const locale = useLocale()
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {section.items.map((item) => (
        <li
          key={item.title.en}
          className="rounded-lg border border-stone-200 p-6 dark:border-stone-800"
        >
          <div
            aria-hidden
            className="mb-4 flex size-16 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-900"
          >
            {pickText(item.title, locale).slice(0, 1)}
          </div>
          <h3 className="font-semibold">{pickText(item.title, locale)}</h3>
          {item.subtitle && (
            <p className="text-sm text-brand-700 dark:text-brand-100">
              {pickText(item.subtitle, locale)}
            </p>
          )}
          <RichText html={pickText(item.body, locale)} className="mt-2 text-sm" />
        </li>
      ))}
    </ul>
  )
}

/** The sections of a content page: testimonials and team (about-us), questions (faq). */
export function ContentSections({ sections }: { sections: Section[] }) {
  const locale = useLocale()
  return sections.map((section) => (
    <section
      key={section.key}
      className="mt-12"
      aria-labelledby={`section-${section.key}`}
      data-testid={`section-${section.key}`}
    >
      <h2 id={`section-${section.key}`} className="text-2xl font-semibold">
        {pickText(section.title, locale)}
      </h2>
      {section.key === 'faq' ? (
        <Questions section={section} />
      ) : section.key === 'team' ? (
        <Team section={section} />
      ) : section.key === 'testimonials' ? (
        <Testimonials section={section} />
      ) : (
        section.items.map((item) => (
          <div key={item.title.en} className="mt-4">
            <h3 className="font-semibold">{pickText(item.title, locale)}</h3>
            <RichText html={pickText(item.body, locale)} />
          </div>
        ))
      )}
    </section>
  ))
}
