import { mkdtemp, rm, symlink } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js'
import { saysPaid } from './extract.ts'
import { interpret, paidAfterAll } from './judge.ts'
import { asItIs, blackAndWhite, decodeGrey, flattened, paperPage } from './prepare.ts'
import type { Expectation, Reading } from './types.ts'

export type Language = 'eng' | 'chi_tra'

export type ReaderOptions = {
  /** Default eng + chi_tra: Chinese labels anchor the fields on Chinese slips (docs/performance.md). */
  languages?: Language[]
  /**
   * Reads before the OCR worker is replaced by a fresh one (default 20). The WebAssembly heap of
   * a worker only grows, a large photo leaves it large; a new worker starts in about 0.4 s.
   */
  recycleAfter?: number
}

export type ReceiptReader = {
  read(bytes: Buffer, expectation: Expectation): Promise<Reading>
  close(): Promise<void>
}

const require = createRequire(import.meta.url)

/**
 * The language data of the installed @tesseract.js-data packages, LSTM-only ("best_int"), linked
 * into one temporary folder because tesseract.js reads every language from one `langPath`.
 * Nothing is downloaded and nothing is cached: `cacheMethod: 'none'`.
 */
async function languageFolder(languages: Language[]) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'receipt-ocr-'))
  for (const code of languages) {
    const pkg = path.dirname(require.resolve(`@tesseract.js-data/${code}`))
    const file = `${code}.traineddata.gz`
    await symlink(path.join(pkg, '4.0.0_best_int', file), path.join(folder, file))
  }
  return folder
}

type Started = Awaited<ReturnType<typeof startWorker>>

async function stopWorker(started: Promise<Started> | null) {
  if (!started) return
  const { worker, folder } = await started.catch(() => ({ worker: null, folder: null }))
  await worker?.terminate()
  if (folder) await rm(folder, { recursive: true, force: true })
}

async function startWorker(languages: Language[]) {
  const folder = await languageFolder(languages)
  try {
    const worker = await createWorker(languages, OEM.LSTM_ONLY, {
      langPath: folder,
      cachePath: folder,
      cacheMethod: 'none',
      gzip: true,
    })
    // PSM 4 reads a slip's label and value columns as one line; automatic layout splits them
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_COLUMN,
      preserve_interword_spaces: '1',
      // the pictures carry no resolution; the reader scales them to about 300 dpi text
      user_defined_dpi: '300',
    })
    return { worker, folder }
  } catch (error) {
    await rm(folder, { recursive: true, force: true })
    throw error
  }
}

/** The receiving side was read: an account, an FPS id, a phone, an e-mail or the payee's name. */
const receiver = (reading: Reading) =>
  reading.status === 'read' && (reading.account !== null || reading.payee !== null)

/**
 * How much a reading is worth: a whole receipt (success cue, amount, receiver) beats one without
 * its receiver, beats an amount alone, beats nothing; then confidence.
 */
function rank(reading: Reading) {
  if (reading.status !== 'read') return reading.reason === 'NO_AMOUNT' ? 1 : 0
  return 2 + (reading.paid ? 2 : 0) + (receiver(reading) ? 1 : 0) + reading.confidence
}

/**
 * A reading good enough to stop trying other preparations: a whole receipt with its receiver (a
 * photo read as it is often loses the "To" line while the flattened page keeps it), or text read
 * clearly that is no receipt (our own page, a letter), which another preparation will not change.
 */
const conclusive = (reading: Reading) =>
  reading.status === 'read'
    ? reading.paid && receiver(reading) && reading.confidence >= 0.7
    : (reading.reason === 'NOT_A_RECEIPT' || reading.reason === 'OWN_PAGE') &&
      reading.confidence >= 0.85

/**
 * One tesseract.js worker (a worker thread holding the WebAssembly engine) for some languages,
 * started on first use, reused for `recycleAfter` reads and then replaced, so memory stays flat
 * (issue 28).
 */
function engine(languages: Language[], recycleAfter: number) {
  let started: Promise<Started> | null = null
  let reads = 0
  return {
    async recognise(image: Buffer) {
      started ??= startWorker(languages)
      const { worker } = await started.catch((error) => {
        started = null // the next read tries again
        throw error
      })
      const { data } = await (worker as Worker).recognize(image, { rotateAuto: true })
      reads += 1
      if (reads >= recycleAfter) {
        const old = started
        started = null
        reads = 0
        await stopWorker(old)
      }
      return { text: data.text, confidence: data.confidence / 100 }
    },
    async close() {
      const pending = started
      started = null
      await stopWorker(pending)
    },
  }
}

/**
 * The reader: one engine for the reader's languages, one image at a time. Create one per process;
 * close it on shutdown.
 */
export function receiptReader(options: ReaderOptions = {}): ReceiptReader {
  const languages = options.languages ?? ['eng', 'chi_tra']
  const main = engine(languages, options.recycleAfter ?? 20)
  // Chinese alone, for a slip whose success wording English-first OCR turned into Latin letters
  // (匯款成功 read as "RE WR)"); rarely needed, so replaced after every read and holding no memory
  const chinese = languages.includes('chi_tra') ? engine(['chi_tra'], 1) : null
  let queue: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(work: () => Promise<T>) => {
    const done = queue.then(work)
    queue = done.catch(() => undefined)
    return done
  }

  return {
    async read(bytes, expectation) {
      const grey = await decodeGrey(bytes)
      if (!grey) return { status: 'unreadable', reason: 'NOT_AN_IMAGE', confidence: 0, text: '' }
      const page = { value: null as Awaited<ReturnType<typeof paperPage>> | null }
      const paper = async () => {
        page.value ??= await paperPage(grey)
        return page.value
      }
      // cheapest first; a photo of a slip in a shadow usually needs the second or third (ADR 056)
      const preparations = [
        () => asItIs(grey),
        async () => flattened(await paper()),
        async () => blackAndWhite(await paper()),
      ]
      let best: Reading | null = null
      for (const prepare of preparations) {
        const image = await prepare()
        const reading = interpret(await inTurn(() => main.recognise(image)), expectation)
        if (!best || rank(reading) > rank(best)) best = reading
        if (conclusive(best)) break
      }
      const reading = best as Reading
      if (reading.status !== 'read' || reading.paid || !chinese) return reading
      // an amount read but no success wording: look for it once more, in Chinese only (ADR 056)
      const image = await flattened(await paper())
      const { text } = await inTurn(() => chinese.recognise(image))
      return saysPaid(text) ? paidAfterAll(reading, text, expectation) : reading
    },
    async close() {
      await queue
      await Promise.all([main.close(), chinese?.close()])
    },
  }
}
