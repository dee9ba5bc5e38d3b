import type { z } from 'zod'
import { DomainError } from '#api/lib/errors.ts'
import { unstorableText } from '#api/plugins/input-hygiene.ts'

const malformed = (errors: { path: string; message: string }[] = []) =>
  new DomainError(400, 'INVALID_WEBHOOK_EVENT', 'Malformed webhook event', errors)

/**
 * Reads a verified webhook body against the provider's event shape. A signed body that is not
 * such an event (not JSON, `{}`, `[]`, text with NUL) is a 400: answering 500 would have the
 * provider retry it for days, and it can never succeed.
 */
export function readEventBody<T extends z.ZodType>(raw: Buffer, schema: T): z.output<T> {
  let body: unknown
  try {
    body = JSON.parse(raw.toString('utf8'))
  } catch {
    throw malformed()
  }
  return eventPart(body, schema, 'body')
}

/** Checks a part of an event (at `root`) against `schema`; 400 naming the fields otherwise. */
export function eventPart<T extends z.ZodType>(
  value: unknown,
  schema: T,
  root: string,
): z.output<T> {
  const unstorable = unstorableText(value, root)
  if (unstorable) throw malformed([unstorable])
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    throw malformed(
      parsed.error.issues.map((issue) => ({
        path: [root, ...issue.path].join('.'),
        message: issue.message,
      })),
    )
  }
  return parsed.data
}
