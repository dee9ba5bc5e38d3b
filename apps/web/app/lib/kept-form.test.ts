import { describe, expect, it } from 'vitest'
import { keepForSignIn, notePosted, takeKept, typedFields } from './kept-form.ts'

/** sessionStorage as the browser keeps it, for one tab. */
function tab(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

function form(entries: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.append(name, value)
  return data
}

const reply = form({ intent: 'reply', body: 'Our designer will call you on Monday.' })
const now = Date.parse('2026-03-02T10:00:00Z')

describe('a form typed while the session ended', () => {
  it('is kept without its password, code or token, and put back once on the same page', () => {
    expect(
      typedFields(
        form({
          email: 'owner@example.hk',
          password: 'Harbour2026',
          totp_code: '123456',
          next: '/admin/',
          note: '  ',
          body: 'kept',
        }),
      ),
    ).toEqual([
      ['email', 'owner@example.hk'],
      ['body', 'kept'],
    ])

    const storage = tab()
    notePosted(storage, '/admin/enquiries/7', reply, now)
    // the sign-in page asked to come back to that page keeps it ...
    expect(keepForSignIn(storage, '/admin/enquiries/7?tab=thread', now + 1_000)).toBe(true)
    // ... and still says so after a wrong password, until the member is back there
    expect(keepForSignIn(storage, '/admin/enquiries/7', now + 60_000)).toBe(true)
    expect(takeKept(storage, '/admin/enquiries/7', now + 90_000)).toEqual({
      page: '/admin/enquiries/7',
      intent: 'reply',
      fields: [['body', 'Our designer will call you on Monday.']],
      at: now + 1_000,
    })
    expect(takeKept(storage, '/admin/enquiries/7', now + 90_000)).toBeNull()
  })

  it('is not handed to another page, nor kept when the post was long ago', () => {
    const storage = tab()
    notePosted(storage, '/admin/enquiries/7', reply, now)
    expect(keepForSignIn(storage, '/admin/enquiries/8', now + 1_000)).toBe(false)
    expect(takeKept(storage, '/admin/enquiries/8', now + 1_000)).toBeNull()
    expect(keepForSignIn(storage, '/admin/enquiries/7', now + 10 * 60_000)).toBe(false)
  })

  it('is replaced by the next post, and a post of nothing typed keeps nothing', () => {
    const storage = tab()
    notePosted(storage, '/admin/enquiries/7', reply, now)
    notePosted(storage, '/admin/enquiries/7', form({ intent: 'close' }), now + 1_000)
    expect(keepForSignIn(storage, '/admin/enquiries/7', now + 2_000)).toBe(false)
  })

  it('ignores what is not its own in storage', () => {
    const storage = tab()
    storage.setItem('kept-form:/admin/enquiries/7', '{not json')
    expect(takeKept(storage, '/admin/enquiries/7', now)).toBeNull()
  })
})
