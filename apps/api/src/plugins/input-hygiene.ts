import type { FastifyInstance } from 'fastify'
import { ValidationError } from '../lib/errors.ts'

/**
 * NUL, or half of a UTF-16 surrogate pair. PostgreSQL refuses NUL in text and jsonb (a 500 if it
 * got that far) and a lone surrogate cannot be encoded as UTF-8 (it would be stored as U+FFFD).
 * With the `u` flag a well-formed pair is one code point, so `\p{Cs}` matches only a lone half.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for
const UNSTORABLE = /[\u0000\p{Cs}]/u

export type FieldError = { path: string; message: string }

/** The first string (or object key) in `value` that cannot be stored, as a field error. */
export function unstorableText(value: unknown, root: string): FieldError | null {
  const stack: [unknown, string][] = [[value, root]]
  while (stack.length) {
    const [item, path] = stack.pop() as [unknown, string]
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return { path, message: 'errors.invalid' }
    } else if (Array.isArray(item)) {
      for (const [i, child] of item.entries()) stack.push([child, `${path}.${i}`])
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) {
          // the key itself, escaped so that the path stays printable
          const printable = JSON.stringify(key.replace(/\p{Cs}/gu, '\ufffd')).slice(1, -1)
          return { path: `${path}.${printable}`, message: 'errors.invalid' }
        }
        stack.push([child, `${path}.${key}`])
      }
    }
  }
  return null
}

/**
 * Two rules for every API route, applied before schema validation so that no schema has to
 * repeat them (ADR 018):
 * - a query parameter given empty (`?slug=`) counts as not given, so its default applies;
 * - text that cannot be stored (NUL, lone surrogates) in the path, query or body is a 400
 *   VALIDATION_ERROR naming the field (`body.name`, `querystring.keyword`, `params.slug`).
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined
    if (query && typeof query === 'object') {
      for (const [key, value] of Object.entries(query)) if (value === '') delete query[key]
    }
    const found =
      unstorableText(request.params, 'params') ??
      unstorableText(request.query, 'querystring') ??
      unstorableText(request.body, 'body')
    if (found) throw new ValidationError('Invalid characters in the request', [found])
  })
}
