import { describe, expect, it } from 'vitest'
import { enqueueForContact, type NewMessage } from './outbox.ts'

/** A transaction that keeps what would be written to the outbox. */
function recording() {
  const written: NewMessage[] = []
  const tx = {
    insert: () => ({
      values: async (row: NewMessage) => {
        written.push(row)
      },
    }),
  } as unknown as Parameters<typeof enqueueForContact>[0]
  return { tx, written }
}

const message = {
  language: 'zh',
  subject: '訂單已確認',
  body: '多謝惠顧',
  attachments: [{ filename: 'a.ics', content_type: 'text/calendar', content: 'X' }],
}

describe('one message to a customer: e-mail, else SMS (every module)', () => {
  it('e-mails when there is an address, with its attachments', async () => {
    const { tx, written } = recording()
    expect(
      await enqueueForContact(tx, { email: 'Mei@Example.HK', phone: '85291234567' }, message),
    ).toBe('EMAIL')
    expect(written).toEqual([{ channel: 'EMAIL', recipient: 'mei@example.hk', ...message }])
  })

  it('texts the phone, with a plus and no attachment, when there is no address', async () => {
    const { tx, written } = recording()
    expect(await enqueueForContact(tx, { email: '', phone: '+85291234567' }, message)).toBe('SMS')
    const { attachments: _, ...text } = message
    expect(written).toEqual([{ channel: 'SMS', recipient: '+85291234567', ...text }])
  })

  it('writes nothing for a customer who gave neither', async () => {
    const { tx, written } = recording()
    expect(await enqueueForContact(tx, { email: null, phone: null }, message)).toBeNull()
    expect(written).toEqual([])
  })
})
