import fc from 'fast-check'
import { junkJson, junkNumber, junkString } from './strings.ts'

/** The part of JSON Schema (as @fastify/swagger writes it) the fuzzer reads. */
export type Schema = {
  $ref?: string
  type?: string | string[]
  format?: string
  enum?: unknown[]
  const?: unknown
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  maxItems?: number
}

/** Values the fuzzer may borrow so that requests get past "not found" into deeper code. */
export type Pool = { uuids: string[]; slugs: string[] }

type Context = { components: Record<string, Schema>; pool: Pool }

function resolve(schema: Schema, context: Context): Schema {
  if (!schema.$ref) return schema
  const name = schema.$ref.split('/').pop() ?? ''
  return context.components[name] ?? {}
}

function stringFor(schema: Schema, context: Context): fc.Arbitrary<string> {
  const { pool } = context
  if (schema.format === 'uuid') {
    return fc.oneof(fc.uuid(), ...(pool.uuids.length ? [fc.constantFrom(...pool.uuids)] : []))
  }
  const plain = fc.string({
    minLength: Math.min(schema.minLength ?? 0, 50),
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  })
  const shaped =
    schema.format === 'email'
      ? fc.emailAddress()
      : schema.format === 'date-time'
        ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
        : schema.format === 'uri'
          ? fc.webUrl()
          : plain
  return fc.oneof(
    { weight: 3, arbitrary: shaped },
    { weight: 2, arbitrary: junkString },
    ...(pool.slugs.length ? [{ weight: 1, arbitrary: fc.constantFrom(...pool.slugs) }] : []),
    // a valid value with NUL, a lone surrogate or a huge tail glued on
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, fc.constantFrom('\u0000', '\ud800', 'x'.repeat(20_000)))
        .map(([a, b]) => a + b),
    },
  )
}

/**
 * Values that mostly fit `schema`, with edge cases in every leaf and now and then a value of the
 * wrong type: requests that get past validation into the services, and requests that should not.
 */
export function fromSchema(input: Schema, context: Context, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input, context)
  if (depth > 5) return junkJson
  const wrong = (typed: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 8, arbitrary: typed }, { weight: 1, arbitrary: junkJson })
  const members = schema.anyOf ?? schema.oneOf
  if (members?.length) return fc.oneof(...members.map((m) => fromSchema(m, context, depth + 1)))
  if (schema.allOf?.length) {
    const merged: Schema = { type: 'object', properties: {}, required: [] }
    for (const part of schema.allOf.map((s) => resolve(s, context))) {
      Object.assign(merged.properties as object, part.properties)
      merged.required?.push(...(part.required ?? []))
    }
    return fromSchema(merged, context, depth + 1)
  }
  if (schema.const !== undefined) return wrong(fc.constant(schema.const))
  if (schema.enum?.length) return wrong(fc.constantFrom(...schema.enum))
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => fromSchema({ ...schema, type }, context, depth + 1)))
  }
  switch (types[0]) {
    case 'string':
      return wrong(stringFor(schema, context))
    case 'integer':
      return wrong(
        fc.oneof(
          fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 }),
          junkNumber.map(Math.trunc),
        ),
      )
    case 'number':
      return wrong(junkNumber)
    case 'boolean':
      return wrong(fc.boolean())
    case 'null':
      return fc.constant(null)
    case 'array': {
      const short = fc.array(fromSchema(schema.items ?? {}, context, depth + 1), { maxLength: 4 })
      // past any sensible length, near the top only: long arrays of long arrays (a page's sections
      // of entries) would multiply into a body no string can hold
      const long = fc
        .tuple(
          fromSchema(schema.items ?? {}, context, depth + 1),
          fc.integer({ min: 60, max: 300 }),
        )
        .map(([item, n]) => Array.from({ length: n }, () => item))
      return wrong(depth <= 1 ? fc.oneof(short, long) : short)
    }
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          fromSchema(value, context, depth + 1),
        ]),
      )
      const required = (schema.required ?? []).filter((key) => key in properties)
      const record = fc.record(properties, { requiredKeys: required })
      return wrong(
        fc
          .tuple(record, fc.option(fc.dictionary(junkString, junkJson, { maxKeys: 2 })))
          .map(([known, extra]) => ({ ...(extra ?? {}), ...known })),
      )
    }
    default:
      return junkJson
  }
}
