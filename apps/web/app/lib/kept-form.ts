import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * A form typed while the session ended is not lost (issue "day one"): when a post is refused
 * because the member must sign in again, the server sends them to sign in with `unsent=1` and
 * `next` (lib/admin.server.ts, lib/auth.server.ts). This tab keeps what they had typed in
 * sessionStorage (never a password, code or token) and puts it back into the same form once they
 * are signed in and back on that page. Without script the sign-in page only says it was not sent.
 */
export type KeptForm = {
  /** The page the form was on (its pathname). */
  page: string
  /** Which submit button sent it (`intent`), to find the same form of a page with several. */
  intent: string | null
  fields: [string, string][]
  at: number
}

const PENDING = 'kept-form:pending'
const KEPT = 'kept-form:'
/** A refused post reaches the sign-in page at once; an older pending form is someone else's. */
const PENDING_MS = 2 * 60_000
/** A kept form waits this long for its member to sign in again in this tab. */
const KEPT_MS = 24 * 60 * 60_000

const SECRET = /password|totp|token|secret|csrf/i

/** What of a posted form is worth keeping: the text typed, never a password, code or token. */
export function typedFields(form: FormData): [string, string][] {
  const fields: [string, string][] = []
  for (const [name, value] of form) {
    if (typeof value !== 'string' || !value.trim()) continue
    if (SECRET.test(name) || name === 'intent' || name === 'next') continue
    fields.push([name, value])
  }
  return fields
}

function read(storage: Storage, key: string, maxAge: number, now: number): KeptForm | null {
  try {
    const kept = JSON.parse(storage.getItem(key) ?? 'null') as KeptForm | null
    if (kept && Array.isArray(kept.fields) && now - kept.at <= maxAge) return kept
  } catch {
    // not ours, or damaged: nothing to put back
  }
  return null
}

/** Remembers the form this tab is posting, in case the answer is "sign in again". */
export function notePosted(storage: Storage, page: string, form: FormData, now = Date.now()): void {
  const fields = typedFields(form)
  const intent = form.get('intent')
  if (!fields.length) {
    storage.removeItem(PENDING)
    return
  }
  const kept: KeptForm = {
    page,
    intent: typeof intent === 'string' ? intent : null,
    fields,
    at: now,
  }
  storage.setItem(PENDING, JSON.stringify(kept))
}

/**
 * On the sign-in page that says a post was not sent: keeps the form just posted from page `next`
 * until the member is back there. True when something typed is kept for that page.
 */
export function keepForSignIn(storage: Storage, next: string, now = Date.now()): boolean {
  const page = new URL(next, 'http://page.invalid').pathname
  const pending = read(storage, PENDING, PENDING_MS, now)
  if (pending && pending.page === page) {
    storage.setItem(`${KEPT}${page}`, JSON.stringify({ ...pending, at: now }))
    storage.removeItem(PENDING)
  }
  return read(storage, `${KEPT}${page}`, KEPT_MS, now) !== null
}

/** The form kept for this page, taken out of storage (it is put back once). */
export function takeKept(storage: Storage, page: string, now = Date.now()): KeptForm | null {
  const kept = read(storage, `${KEPT}${page}`, KEPT_MS, now)
  storage.removeItem(`${KEPT}${page}`)
  return kept
}

type Fillable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function fillable(form: HTMLFormElement, name: string): Fillable | null {
  const field = form.elements.namedItem(name)
  if (
    !(field instanceof HTMLTextAreaElement) &&
    !(field instanceof HTMLSelectElement) &&
    !(field instanceof HTMLInputElement)
  ) {
    return null
  }
  // what the member typed or chose, never a value the page itself carries
  if (
    field instanceof HTMLInputElement &&
    /^(hidden|password|file|checkbox|radio|submit)$/.test(field.type)
  ) {
    return null
  }
  return field.disabled || ('readOnly' in field && field.readOnly) ? null : field
}

/** Sets a value the way typing does, so a form that listens for input sees it too. */
function setValue(field: Fillable, value: string) {
  const prototype = Object.getPrototypeOf(field) as object
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  if (setter) setter.call(field, value)
  else field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Puts a kept form back into the page's matching form; true when any field was filled. */
export function putBack(root: ParentNode, kept: KeptForm): boolean {
  for (const form of root.querySelectorAll('form')) {
    if (kept.intent && !form.querySelector(`[name="intent"][value="${CSS.escape(kept.intent)}"]`)) {
      continue
    }
    const fields = kept.fields.flatMap(([name, value]) => {
      const field = fillable(form, name)
      return field ? [{ field, value }] : []
    })
    if (!fields.length) continue
    for (const { field, value } of fields) setValue(field, value)
    fields[0]?.field.focus()
    return true
  }
  return false
}

/** Every page: notes each form posted, in case the answer is "sign in again" (see above). */
export function useNotePostedForms(): void {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.method !== 'post') return
      try {
        notePosted(sessionStorage, window.location.pathname, new FormData(form, event.submitter))
      } catch {
        // storage full or switched off: the sign-in page then says it was not sent
      }
    }
    document.addEventListener('submit', onSubmit, true)
    return () => document.removeEventListener('submit', onSubmit, true)
  }, [])
}

/** The sign-in page: whether what was typed before the session ended is kept for `next`. */
export function useKeptForSignIn(next: string | null, unsent: boolean): boolean {
  const [kept, setKept] = useState(false)
  useEffect(() => {
    if (!unsent || !next) return
    try {
      setKept(keepForSignIn(sessionStorage, next))
    } catch {
      setKept(false)
    }
  }, [next, unsent])
  return kept
}

/** A signed-in page: puts back a form kept for it; true when it did (the page says so). */
export function usePutBackKeptForm(): boolean {
  const { pathname } = useLocation()
  const [putBackHere, setPutBackHere] = useState<string | null>(null)
  useEffect(() => {
    let kept: KeptForm | null = null
    try {
      kept = takeKept(sessionStorage, pathname)
    } catch {
      return
    }
    if (kept && putBack(document.querySelector('main') ?? document, kept)) setPutBackHere(pathname)
  }, [pathname])
  return putBackHere === pathname
}
