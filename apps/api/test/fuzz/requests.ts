import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { fromSchema, type Pool, type Schema } from './schema.ts'
import { encode, junkJson, junkString, rawUrlPiece } from './strings.ts'

type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }
export type Operation = {
  method: string
  /** With `{name}` placeholders, as OpenAPI writes it, without the server prefix. */
  path: string
  parameters: Parameter[]
  body?: { contentType: string; schema: Schema }
}

type Document = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>
  components?: { schemas?: Record<string, Schema> }
}

/** Every operation of an OpenAPI document. */
export function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> })
        ?.content
      const [contentType, media] = Object.entries(content ?? {})[0] ?? []
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        ...(contentType && media ? { body: { contentType, schema: media.schema } } : {}),
      }
    }),
  )
}

/** Who is calling: no one, a guest, a signed-in customer, staff, or a forged token. */
export type Callers = { guest: string; customer: string; staff: string }

export type FuzzContext = { components: Record<string, Schema>; pool: Pool; callers: Callers }

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '')

/** One path segment: a mostly fitting value, encoded, or a raw piece no encoder makes. */
function segment(parameter: Parameter | undefined, context: FuzzContext) {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fromSchema(parameter?.schema ?? {}, context).map((v) => encode(asText(v))),
    },
    { weight: 1, arbitrary: rawUrlPiece },
  )
}

function queryString(operation: Operation, context: FuzzContext): fc.Arbitrary<string> {
  const known = operation.parameters.filter((p) => p.in === 'query')
  const value = (p: Parameter | undefined) =>
    fc.oneof(
      { weight: 4, arbitrary: fromSchema(p?.schema ?? {}, context).map((v) => encode(asText(v))) },
      { weight: 1, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: rawUrlPiece },
    )
  const pair = (name: string, p?: Parameter) =>
    fc.oneof(
      value(p).map((v) => `${name}=${v}`),
      // the same name twice: an array
      fc.tuple(value(p), value(p)).map(([a, b]) => `${name}=${a}&${name}=${b}`),
      fc.constant(name),
      value(p).map((v) => `${name}[]=${v}`),
    )
  const structured = fc
    .tuple(
      ...known.map((p) => fc.option(pair(p.name, p), { nil: undefined })),
      fc.array(
        fc.tuple(junkString, junkString).map(([k, v]) => `${encode(k)}=${encode(v)}`),
        {
          maxLength: 2,
        },
      ),
    )
    .map((parts) =>
      parts
        .flat()
        .filter((p) => p !== undefined)
        .join('&'),
    )
  const raw = fc.constantFrom('&&&', '=', '=x', '%00=%00', '%ED%A0%80', 'a=1&a=2&a=3', '?')
  return fc.oneof({ weight: 4, arbitrary: structured }, { weight: 1, arbitrary: raw })
}

type Body = { payload?: string | Buffer; contentType?: string }

/** Bodies of the right type, of the wrong type, not JSON at all, or not sent. */
export function bodyOf(operation: Operation, context: FuzzContext): fc.Arbitrary<Body> {
  const json = (value: unknown) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  })
  const shaped = operation.body
    ? fromSchema(operation.body.schema, context).map(json)
    : junkJson.map(json)
  const rawJson = fc.constantFrom(
    '{',
    '{"a":',
    'null',
    '[]',
    '""',
    '0',
    '"\\u0000"',
    '{"x":"\\ud800"}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    `${'['.repeat(4000)}${']'.repeat(4000)}`,
    `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
    '\u0000',
    '\ufeff{}',
  )
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: junkJson.map(json) },
    {
      weight: 1,
      arbitrary: rawJson.map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.oneof(junkString, fc.constant('a=1&b=%00')),
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'multipart/form-data',
          'application/json; charset=latin1',
          'application/xml',
          '*/*',
          ';;;',
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ payload: '', contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant({}) },
  )
}

/** Authorization and other headers, valid and not. */
export function headersOf(operation: Operation, context: FuzzContext) {
  const { callers } = context
  const authorization = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(callers.guest, callers.customer, callers.staff).map((t) => `Bearer ${t}`),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YTpi',
      'bearer x.y.z',
      `Bearer ${'a'.repeat(5000)}`,
    ),
    fc
      .string({ unit: 'binary-ascii', maxLength: 60 })
      .map((t) => `Bearer ${t.replace(/[^\x20-\x7e]/g, '')}`),
  )
  const extra = operation.parameters
    .filter((p) => p.in === 'header')
    .map((p) =>
      fc.option(
        fromSchema(p.schema ?? {}, context).map(
          (v) => [p.name, asText(v).replace(/[^\x20-\x7e]/g, '')] as const,
        ),
        { nil: undefined },
      ),
    )
  const locale = fc.option(fc.constantFrom('en', 'zh', 'cn', 'xx', '', 'en'.repeat(300)), {
    nil: undefined,
  })
  return fc.tuple(authorization, locale, ...extra).map(([auth, lang, ...pairs]) => ({
    ...(auth ? { authorization: auth } : {}),
    ...(lang !== undefined ? { 'x-store-locale': lang } : {}),
    ...Object.fromEntries(pairs.filter((p) => p !== undefined)),
  }))
}

/** A malformed (or nearly well-formed) request to `operation`, under `prefix`. */
export function requestOf(
  operation: Operation,
  context: FuzzContext,
  prefix: string,
): fc.Arbitrary<InjectOptions> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)
  const byName = new Map(
    operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p]),
  )
  return fc
    .record({
      segments: fc.tuple(...names.map((name) => segment(byName.get(name), context))),
      query: fc.option(queryString(operation, context), { nil: undefined }),
      body: bodyOf(operation, context),
      headers: headersOf(operation, context),
    })
    .map(({ segments, query, body, headers }) => {
      let i = 0
      const path = operation.path.replace(/\{\w+\}/g, () => segments[i++] ?? '')
      return {
        method: operation.method as InjectOptions['method'],
        url: `${prefix}${path}${query === undefined ? '' : `?${query}`}`,
        headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      }
    })
}
