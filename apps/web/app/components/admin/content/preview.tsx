import type { LocalizedText } from '@shop/contract'
import { Link } from 'react-router'
import { RichText } from '#web/components/rich-text.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { LANGUAGES } from '#web/lib/content-form.ts'
import { coverSrc } from '#web/lib/posts.ts'

type Language = (typeof LANGUAGES)[number]

/**
 * The saved version as the shop shows it, in one language picked by plain links
 * (`?preview=zh`): the body is the API's sanitised HTML, the same the storefront sets.
 */
export function ContentPreview({
  title,
  body,
  language,
  cover,
}: {
  title: LocalizedText
  body: LocalizedText
  language: Language
  /** A post's cover, shown as the article shows it, with its alt text in that language. */
  cover?: { url: string; alt: LocalizedText } | undefined
}) {
  const { t } = useAdminT()
  return (
    <section
      aria-labelledby="content-preview"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="content-preview"
    >
      <h2 id="content-preview" className="text-lg font-semibold">
        {t('content.preview.title')}
      </h2>
      <p className="text-xs text-stone-600">{t('content.preview.hint')}</p>
      <nav aria-label={t('content.preview.language')} className="flex flex-wrap gap-2">
        {LANGUAGES.map((l) => (
          <Link
            key={l}
            to={`?preview=${l}#content-preview`}
            aria-current={l === language ? 'page' : undefined}
            preventScrollReset
            className="rounded border border-stone-400 px-3 py-1 text-sm aria-[current=page]:bg-stone-900 aria-[current=page]:text-white"
          >
            {t(`content.languages.${l}`)}
          </Link>
        ))}
      </nav>
      <article
        lang={{ en: 'en', zh: 'zh-HK', cn: 'zh-CN' }[language]}
        className="min-w-0 break-words"
      >
        <h3 className="mb-2 text-xl font-semibold">{title[language]}</h3>
        {cover && (
          <img
            src={coverSrc(cover.url, 720)}
            alt={cover.alt[language]}
            width={720}
            height={405}
            className="mb-3 aspect-video w-full max-w-md rounded bg-stone-100 object-cover"
            data-testid="preview-cover"
          />
        )}
        <RichText html={body[language]} />
      </article>
    </section>
  )
}

export const previewLanguage = (value: string | null): Language =>
  (LANGUAGES as readonly (string | null)[]).includes(value) ? (value as Language) : 'en'
