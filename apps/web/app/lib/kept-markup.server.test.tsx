import { PassThrough } from 'node:stream'
import { en } from '@shop/contract/i18n/en'
import { zh } from '@shop/contract/i18n/zh'
import type { Locale } from '@shop/contract/locales'
import { createContext, type ReactElement, useContext, useId } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { KeptMarkup, KeptMarkupContext } from '#web/components/kept-markup.tsx'
import { LinkIn } from '#web/components/localized-link.tsx'
import { I18nProvider, useTranslation } from '#web/lib/i18n.tsx'
import { keepMarkup } from './kept-markup.server.tsx'

/** A page streamed as entry.server.tsx streams one, with the server's kept markup. */
function streamed(page: ReactElement, locale: Locale = 'en'): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <KeptMarkupContext.Provider value={keepMarkup}>
        <I18nProvider locale={locale} messages={locale === 'en' ? en : zh}>
          <StaticRouter location="/shop/main/cart">{page}</StaticRouter>
        </I18nProvider>
      </KeptMarkupContext.Provider>,
      {
        onAllReady() {
          const body = new PassThrough()
          let html = ''
          body.on('data', (chunk) => {
            html += chunk
          })
          body.on('end', () => resolve(html))
          pipe(body)
        },
        onShellError: reject,
      },
    )
  })
}

let drawn = 0
/** Links of an owner's menu; counts how often it is drawn. */
function Links({ titles, locale }: { titles: string[]; locale: Locale }) {
  drawn++
  const { t } = useTranslation()
  return (
    <ul aria-label={t('header.mainNavigation')}>
      {titles.map((title) => (
        <li key={title}>
          <LinkIn locale={locale} to={`/shop/main/product?category=${title}`}>
            {title}
          </LinkIn>
        </li>
      ))}
    </ul>
  )
}

const Shade = createContext('none')
/** What the page draws after the kept part: its texts, context and ids must be its own. */
function After() {
  const { t } = useTranslation()
  return (
    <p id={useId()} data-shade={useContext(Shade)}>
      {t('pages.cart')}
    </p>
  )
}

describe('kept markup (issue 31)', () => {
  it('sends the part as React draws it, with the page’s language in its links and texts', async () => {
    const html = await streamed(
      <KeptMarkup name="test-menu" deps={[['sofas']]} className="menu">
        <Links titles={['sofas']} locale="zh" />
      </KeptMarkup>,
      'zh',
    )
    expect(html).toContain(
      '<div data-kept="test-menu" class="menu"><ul aria-label="主選單"><li><a href="/zh/shop/main/product?category=sofas" data-discover="true">sofas</a></li></ul></div>',
    )
  })

  it('draws a part once for the same language and configuration, and anew after an edit', async () => {
    drawn = 0
    const page = (titles: string[]) => (
      <KeptMarkup name="test-counted" deps={[titles]}>
        <Links titles={titles} locale="en" />
      </KeptMarkup>
    )
    // the configuration is one object until it changes
    const saved = ['sofas', 'rugs']
    const first = await streamed(page(saved))
    const second = await streamed(page(saved))
    expect(second).toBe(first)
    expect(drawn).toBe(1)
    // the owner renames a menu item: a new configuration, and the next page shows it at once
    const edit = ['sofas', 'lamps']
    const edited = await streamed(page(edit))
    expect(drawn).toBe(2)
    expect(edited).toContain('category=lamps')
    expect(edited).not.toContain('category=rugs')
    // the same configuration in another language is a part of its own
    const chinese = await streamed(page(edit), 'zh')
    expect(drawn).toBe(3)
    expect(chinese).toContain('主選單')
  })

  it('leaves the rest of the page its own texts, context and ids', async () => {
    const html = await streamed(
      <Shade.Provider value="dark">
        <After />
        <KeptMarkup name="test-between" deps={[]}>
          <I18nProvider locale="zh" messages={zh}>
            <After />
          </I18nProvider>
        </KeptMarkup>
        <After />
      </Shade.Provider>,
    )
    // the page's own paragraphs: English, in the page's context, with ids of their own
    const own = [...html.matchAll(/<p id="([^"]+)" data-shade="([^"]+)">([^<]+)<\/p>/g)]
    expect(own.map((m) => [m[2], m[3]])).toEqual([
      ['dark', 'Shopping cart'],
      ['none', '購物車'],
      ['dark', 'Shopping cart'],
    ])
    expect(own[0]?.[1]).not.toBe(own[2]?.[1])
  })
})
