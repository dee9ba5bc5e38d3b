import fc from 'fast-check'

/** Text a careless or hostile client sends: control characters, broken UTF-16, paths, numbers. */
const tricky = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '..',
  '../../etc/passwd',
  '%',
  '%00',
  '%zz',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '-0',
  '9007199254740993',
  '2147483648',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '{{7*7}}',
  '😀',
  '\u202e\u0644',
  'ｓｌｕｇ',
  '\r\n',
  '\t',
  '\\',
  '/',
  '?#',
  ',,,',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid-0000-0000-000000000000',
]

/** Strings to put in any text field, including NUL and lone surrogates. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...tricky) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', '字', '\u0000', '😀'), fc.integer({ min: 256, max: 70_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
)

/** Numbers at and past every edge. */
export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -0, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Any JSON value, sometimes with pollution keys and junk strings inside. */
export const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.oneof(junkString, fc.constantFrom('__proto__', 'constructor')), junkString, {
    maxKeys: 4,
  }),
  junkString,
  junkNumber,
)

/** Percent-encodes text for a URL (a lone surrogate becomes U+FFFD, as any encoder does). */
export function encode(value: string): string {
  return encodeURIComponent(value.replace(/\p{Cs}/gu, '\ufffd'))
}

/** Ready-encoded URL pieces that no encoder produces: broken escapes, invalid UTF-8, traversal. */
export const rawUrlPiece: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%ED%B0%80x',
    '%C0%AE%C0%AE',
    '%FF',
    '%',
    '%zz',
    '%2e%2e',
    '..',
    '%2F',
    '%2F..%2F..',
    '%uD800',
    '%F0%9F%98%80',
    '%EF%BF%BF',
    '+',
    '%20',
  ),
  fc.integer({ min: 300, max: 9_000 }).map((n) => 'a'.repeat(n)),
)
