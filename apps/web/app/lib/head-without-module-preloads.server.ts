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
 */
export function headWithoutModulePreloads(): Transform {
  let head = ''
  let passing = false
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      if (passing) return callback(null, chunk)
      head += typeof chunk === 'string' ? chunk : chunk.toString('utf8')
      const end = head.indexOf(HEAD_END)
      if (end === -1) return callback()
      passing = true
      const cleaned = head.slice(0, end).replace(MODULE_PRELOAD, '') + head.slice(end)
      head = ''
      callback(null, cleaned)
    },
    flush(callback: TransformCallback) {
      callback(null, passing ? undefined : head.replace(MODULE_PRELOAD, ''))
    },
  })
}
