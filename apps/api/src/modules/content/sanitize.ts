import type { LocalizedText } from '@shop/contract'
import sanitizeHtml from 'sanitize-html'

/**
 * The rich-text allow-list of posts and content pages: structure and emphasis, links to web,
 * mail and phone addresses, nothing that runs (no script, style, event handler, iframe, form,
 * image with a script URL). Applied when content is written and again when it is served, so an
 * edit made straight in the database cannot reach a browser unchecked.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'br',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // outside links open safely; site links stay as they are
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer nofollow' }
        : attribs,
    }),
  },
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}

export function sanitizeLocalized(text: LocalizedText): LocalizedText {
  return {
    en: sanitizeRichText(text.en),
    zh: sanitizeRichText(text.zh),
    cn: sanitizeRichText(text.cn),
  }
}

/** The words of rich text, for search and reading time. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
}
