import { Transform, type TransformCallback } from 'node:stream'

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g
const HEAD_END = '</head>'

/**
 * Drops the `<link rel="modulepreload">` tags React hoists into the document's `<head>` (issue 19).
 * Issued there, the page's scripts (about 125 kB gzip) are fetched with high priority before the
 * body arrives, so on a slow phone network they share the line with the HTML and the first
 * pictures and the first paint waits for them; Lighthouse counts them as render-blocking. The
 * inline module script at the end of the body imports the same files once the page is drawn.
 * Only the head is searched: the stream passes through untouched after `</head>`.
 *
 * What React writes in one go (it fills 2 kB views, so a page is a burst of 15–20 of them) leaves
 * as one chunk, once the burst is over (issue 31): each chunk costs a trip through the response's
 * streams and a system call to the socket, a share of a personal page's server time. A later
 * burst (a boundary that streams in after the shell) still leaves as soon as React writes it.
 */
export function headWithoutModulePreloads(): Transform {
  let head = ''
  let passing = false
  let burst: Buffer[] = []
  const send = (stream: Transform) => {
    if (!burst.length) return
    const chunk = burst.length === 1 ? burst[0] : Buffer.concat(burst)
    burst = []
    stream.push(chunk)
  }
  const hold = (stream: Transform, chunk: Buffer | string) => {
    if (!burst.length) queueMicrotask(() => send(stream))
    burst.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  }
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      if (passing) {
        hold(this, chunk)
        return callback()
      }
      head += typeof chunk === 'string' ? chunk : chunk.toString('utf8')
      const end = head.indexOf(HEAD_END)
      if (end === -1) return callback()
      passing = true
      hold(this, head.slice(0, end).replace(MODULE_PRELOAD, '') + head.slice(end))
      head = ''
      callback()
    },
    flush(callback: TransformCallback) {
      send(this)
      callback(null, passing ? undefined : head.replace(MODULE_PRELOAD, ''))
    },
  })
}
