import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { junkJson, junkNumber, junkString } from './strings.ts'

const anyOf = <T>(values: T[], other: fc.Arbitrary<unknown> = junkJson) =>
  fc.oneof(fc.constantFrom(...values), other)

/** Event bodies that are signed but not what the provider sends: wrong shapes, junk inside. */
function eventText(kind: 'test-gateway' | 'stripe', sessionIds: string[]): fc.Arbitrary<string> {
  const sessionId = fc.oneof(
    fc.uuid(),
    junkJson,
    ...(sessionIds.length ? [fc.constantFrom(...sessionIds)] : []),
  )
  const card = fc.oneof(
    junkJson,
    fc.record(
      {
        providerRef: junkString,
        brand: junkString,
        last4: junkString,
        expMonth: junkNumber,
        expYear: junkNumber,
      },
      { requiredKeys: [] },
    ),
  )
  const event =
    kind === 'test-gateway'
      ? fc.record(
          {
            id: fc.oneof(junkString, junkJson),
            type: anyOf([
              'payment.succeeded',
              'payment.failed',
              'payment.cancelled',
              'payment.expired',
              'card.saved',
              'card.failed',
            ]),
            data: fc.oneof(
              junkJson,
              fc.record({ session_id: sessionId, card }, { requiredKeys: [] }),
            ),
          },
          { requiredKeys: [] },
        )
      : fc.record(
          {
            id: fc.oneof(junkString, junkJson),
            object: anyOf(['event']),
            type: anyOf([
              'checkout.session.completed',
              'checkout.session.async_payment_succeeded',
              'checkout.session.async_payment_failed',
              'checkout.session.expired',
              'charge.refunded',
            ]),
            data: fc.oneof(
              junkJson,
              fc.record(
                {
                  object: fc.oneof(
                    junkJson,
                    fc.record(
                      {
                        mode: anyOf(['payment', 'setup']),
                        payment_status: anyOf(['paid', 'unpaid']),
                        client_reference_id: sessionId,
                        metadata: fc.oneof(junkJson, fc.record({ session_id: sessionId })),
                      },
                      { requiredKeys: [] },
                    ),
                  ),
                },
                { requiredKeys: [] },
              ),
            ),
          },
          { requiredKeys: [] },
        )
  return fc.oneof(
    { weight: 5, arbitrary: event.map((e) => JSON.stringify(e)) },
    { weight: 1, arbitrary: junkJson.map((v) => JSON.stringify(v) ?? '') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        'null',
        '[]',
        '{}',
        '{"type":1}',
        '"x"',
        '\u0000',
        '{"id":"e","type":"payment.succeeded","data":null}',
      ),
    },
  )
}

/** Signed (sometimes unsigned) malformed webhook deliveries. */
export function webhookRequests(options: {
  kind: 'test-gateway' | 'stripe'
  url: string
  sessionIds: string[]
  sign: (raw: string) => Record<string, string>
}): fc.Arbitrary<InjectOptions> {
  return fc
    .tuple(
      eventText(options.kind, options.sessionIds),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant('signed') },
        { weight: 1, arbitrary: fc.constant('unsigned') },
        { weight: 1, arbitrary: junkString.map((s) => s.replace(/[^\x20-\x7e]/g, '')) },
      ),
      fc.constantFrom('application/json', 'text/plain', undefined),
    )
    .map(([raw, signing, contentType]) => ({
      method: 'POST' as const,
      url: options.url,
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(signing === 'signed'
          ? options.sign(raw)
          : signing === 'unsigned'
            ? {}
            : { 'stripe-signature': signing, 'test-gateway-signature': signing }),
      },
      payload: raw,
    }))
}

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

/** Multipart uploads with wrong fields, several files, junk bytes and broken framing. */
export function uploadRequests(url: string, tokens: string[]): fc.Arbitrary<InjectOptions> {
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
    fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.concat([PNG_HEADER, b])),
    fc.constantFrom(
      Buffer.from('%PDF-1.4\n%junk'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.alloc(0),
    ),
  )
  const headerText = junkString.map((s) => s.replace(/[\r\n"]/g, ''))
  const part = fc.record({
    name: fc.oneof(fc.constant('file'), fc.constant('purpose'), headerText),
    filename: fc.option(fc.oneof(fc.constant('proof.png'), headerText), { nil: undefined }),
    type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', 'image/svg+xml', ''),
    bytes,
  })
  return fc
    .record({
      parts: fc.array(part, { minLength: 0, maxLength: 3 }),
      boundary: fc.constantFrom('fuzzboundary', 'x', ''),
      declared: fc.constantFrom('same', 'other', 'none', 'json'),
      ending: fc.constantFrom('--\r\n', '', '\r\n'),
      purpose: fc.option(
        fc.oneof(fc.constantFrom('payment_proof', 'review', 'refund', ''), junkString),
        { nil: undefined },
      ),
      token: fc.option(fc.constantFrom(...tokens), { nil: undefined }),
    })
    .map(({ parts, boundary, declared, ending, purpose, token }) => {
      const chunks = parts.flatMap((p) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
        ),
        p.bytes,
        Buffer.from('\r\n'),
      ])
      chunks.push(Buffer.from(`--${boundary}${ending}`))
      const contentType = {
        same: `multipart/form-data; boundary=${boundary}`,
        other: 'multipart/form-data; boundary=elsewhere',
        none: 'multipart/form-data',
        json: 'application/json',
      }[declared]
      const query =
        purpose === undefined
          ? ''
          : `?purpose=${encodeURIComponent(purpose.replace(/[\ud800-\udfff]/g, ''))}`
      return {
        method: 'POST' as const,
        url: `${url}${query}`,
        headers: {
          'content-type': contentType,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: Buffer.concat(chunks),
      }
    })
}
