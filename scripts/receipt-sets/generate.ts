import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type Browser, chromium, type Page } from 'playwright'
import sharp from 'sharp'
import {
  accountOverview,
  appScreen,
  atmRecord,
  depositSlip,
  type Facts,
  ownProjectPage,
  sofaPicture,
  themes,
  transferAdvice,
} from './layouts.ts'

/**
 * `node scripts/receipt-sets/generate.ts`: renders the bench's independent receipt sets with
 * Chromium and degrades them with sharp (WhatsApp re-sends; photos of paper with perspective,
 * shadow and blur), writing images and `manifest.json` here. A different generator from the
 * reader's SVG test corpus, so the bench can disagree with the reader (issue 28). `tune/` is what
 * the rules may be checked against; `held-out/` is never looked at while changing them.
 * The images are committed; run this again only to change the sets.
 */
const here = path.dirname(new URL(import.meta.url).pathname)

export type SetItem = {
  file: string
  part: 'tune' | 'held-out'
  category: 'screenshot' | 'paper-photo' | 'negative'
  kind: string
  amountDue: string
  truth: { amount: string | null; amountMatch: boolean; bankMatch: boolean; ownPage?: boolean }
}

function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x9e3779b9) >>> 0
    let t = a ^ (a >>> 16)
    t = Math.imul(t, 0x21f0aaad)
    t ^= t >>> 15
    t = Math.imul(t, 0x735a2d97)
    return ((t ^ (t >>> 15)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T
  return { next, int, pick }
}
type Random = ReturnType<typeof random>

const money = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`
const plain = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

function facts(rng: Random, zh: boolean, payeeNumber: string | null, cents: number): Facts {
  const d = rng.int(1, 28)
  const m = rng.int(1, 12)
  return {
    amount: money(cents),
    payee: rng.pick(['MAISON HARBOUR INTERIORS LIMITED', 'Maison Harbour Interiors']),
    payeeNumber,
    payer: `${rng.pick(['024', '012', '003', '016'])}-${rng.int(100, 999)}-${rng.int(100000, 999999)}-${rng.int(100, 999)}`,
    date: rng.pick([
      `${d} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} 2026`,
      `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/2026`,
      `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    ]),
    time: `${rng.int(8, 22)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    reference: `${rng.pick(['FT', 'PM', 'TRF'])}${rng.int(10000000, 99999999)}${rng.int(10, 99)}`,
    balance: money(rng.int(200000, 90000000)),
    message: rng.pick([
      '',
      'Installment 1',
      `QT-2611${rng.int(10, 28)}-7KQ4XZ`,
      'Renovation deposit',
    ]),
    zh,
  }
}

/** As sent again through a chat app: longest side 1280, JPEG 50–70. */
const whatsapp = (png: Buffer, rng: Random) =>
  sharp(png)
    .resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: rng.int(50, 70) })
    .toBuffer()

/** A phone photo of the paper on a table: perspective, turned, a shadow, blur, noise, JPEG 40–60. */
async function photograph(page: Page, slip: Buffer, rng: Random) {
  const rx = rng.int(-18, 18)
  const ry = rng.int(-14, 14)
  const rz = (rng.next() * 2 - 1) * 7
  const html = `<!doctype html><html><body style="margin:0;width:1000px;height:1300px;background:linear-gradient(${rng.int(0, 180)}deg,#6f5b45,#3e3126);display:flex;align-items:center;justify-content:center;overflow:hidden">
<img src="data:image/png;base64,${slip.toString('base64')}" style="width:${rng.int(560, 720)}px;transform:perspective(1400px) rotateX(${rx}deg) rotateY(${ry}deg) rotate(${rz.toFixed(1)}deg);box-shadow:0 12px 30px rgba(0,0,0,.45)">
<div style="position:fixed;inset:0;background:radial-gradient(circle at ${rng.int(0, 100)}% ${rng.int(0, 100)}%,rgba(255,250,235,.12),rgba(0,0,0,${(0.35 + rng.next() * 0.3).toFixed(2)}) 75%)"></div></body></html>`
  await page.setViewportSize({ width: 1000, height: 1300 })
  await page.setContent(html)
  await page.waitForLoadState('load')
  const png = await page.screenshot({ scale: 'css' })
  const { width = 1, height = 1 } = await sharp(png).metadata()
  const noise = Buffer.alloc(width * height)
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((rng.next() - 0.5) * 50)
  return sharp(
    await sharp(png)
      .composite([{ input: noise, raw: { width, height, channels: 1 }, blend: 'soft-light' }])
      .blur(0.5 + rng.next() * 1.1)
      .png()
      .toBuffer(),
  )
    .jpeg({ quality: rng.int(40, 60) })
    .toBuffer()
}

const shopNumbers = {
  bank: ['004-123-456789-001', '123-456789-001', '004 123 456789 001'],
  fps: ['1234567', 'FPS ID 1234567'],
  payme: ['+852 6123 4567', '6123 4567'],
}
const other = { bank: '024-388-123456-882', fps: '9876543', payme: '+852 9234 5678' }

async function build(part: SetItem['part'], seed: number, browser: Browser, out: SetItem[]) {
  const rng = random(seed)
  const dir = path.join(here, part)
  mkdirSync(dir, { recursive: true })
  const save = async (name: string, bytes: Buffer, item: Omit<SetItem, 'file' | 'part'>) => {
    const file = `${part}/${name}.${bytes[0] === 0xff ? 'jpg' : 'png'}`
    writeFileSync(path.join(here, file), bytes)
    out.push({ file, part, ...item })
  }
  const dueCents = () => rng.int(20, 3800) * 1000 + (rng.next() < 0.35 ? rng.int(1, 99999) : 0)
  const themeNames = Object.keys(themes)
  const screens =
    part === 'tune'
      ? themeNames.flatMap(
          (t) =>
            [
              [t, false],
              [t, true],
            ] as const,
        )
      : themeNames.map((t) => [t, rng.next() < 0.5] as const)
  for (const [i, [name, zh]] of screens.entries()) {
    const theme = themes[name] as (typeof themes)[string]
    const due = dueCents()
    const twist = rng.next()
    const wrongPayee = twist < 0.12
    const wrongAmount = twist >= 0.12 && twist < 0.24
    const paid = wrongAmount ? due - rng.int(1, 40) * 1000 : due
    const kind = ['hsbc', 'bochk', 'hsbcDark'].includes(name)
      ? 'bank'
      : name === 'payme'
        ? 'payme'
        : 'fps'
    const number = wrongPayee
      ? other[kind as keyof typeof other]
      : rng.pick(shopNumbers[kind as keyof typeof shopNumbers])
    const f = facts(
      rng,
      zh,
      name === 'payme' && !wrongPayee && rng.next() < 0.4 ? null : number,
      paid,
    )
    if (wrongPayee) f.payee = 'Kowloon Deco Co'
    const scale = rng.pick([2, 3])
    const ctx = await browser.newContext({ deviceScaleFactor: scale })
    const q = await ctx.newPage()
    await q.setViewportSize({ width: 390, height: 800 })
    await q.setContent(appScreen(theme, f))
    let bytes = await q.screenshot({ fullPage: true })
    await ctx.close()
    const sent = rng.next() < 0.5
    if (sent) bytes = await whatsapp(bytes, rng)
    await save(`screen-${name}-${zh ? 'zh' : 'en'}-${i}${sent ? '-resent' : ''}`, bytes, {
      category: 'screenshot',
      kind: `${name}${zh ? ' zh' : ' en'}${sent ? ' resent' : ''}${wrongPayee ? ' other payee' : ''}${wrongAmount ? ' other amount' : ''}`,
      amountDue: plain(due),
      truth: { amount: plain(paid), amountMatch: !wrongAmount, bankMatch: !wrongPayee },
    })
  }
  const slips = [
    ['atm', atmRecord, 'bank'],
    ['deposit', depositSlip, 'bank'],
    ['advice', transferAdvice, 'bank'],
  ] as const
  const photos =
    part === 'tune'
      ? slips.flatMap(
          (s) =>
            [
              [s, false],
              [s, true],
              [s, rng.next() < 0.5],
            ] as const,
        )
      : slips.flatMap(
          (s) =>
            [
              [s, rng.next() < 0.5],
              [s, rng.next() < 0.5],
            ] as const,
        )
  for (const [i, [[name, draw], zh]] of photos.entries()) {
    const due = dueCents()
    const f = facts(rng, zh, rng.pick(shopNumbers.bank), due)
    const ctx = await browser.newContext({ deviceScaleFactor: 2 })
    const q = await ctx.newPage()
    await q.setViewportSize({ width: 700, height: 400 })
    await q.setContent(draw(f))
    const slip = await q.locator('.slip').screenshot({ omitBackground: true })
    const photo = await photograph(q, slip, rng)
    await ctx.close()
    await save(`photo-${name}-${zh ? 'zh' : 'en'}-${i}`, photo, {
      category: 'paper-photo',
      kind: `${name}${zh ? ' zh' : ' en'}`,
      amountDue: plain(due),
      truth: { amount: plain(due), amountMatch: true, bankMatch: true },
    })
  }
  const negatives: [string, string, boolean][] =
    part === 'tune'
      ? [
          ['own-page-en', ownProjectPage(facts(rng, false, null, dueCents())), true],
          ['own-page-zh', ownProjectPage(facts(rng, true, null, dueCents())), true],
          ['overview', accountOverview(facts(rng, false, null, dueCents())), false],
          ['sofa', sofaPicture, false],
        ]
      : [
          ['own-page-en', ownProjectPage(facts(rng, false, null, dueCents())), true],
          ['own-page-zh', ownProjectPage(facts(rng, true, null, dueCents())), true],
          ['overview-zh', accountOverview(facts(rng, true, null, dueCents())), false],
        ]
  for (const [name, html, own] of negatives) {
    const amount = /HK\$([\d,]+\.\d\d)/.exec(html)?.[1]
    const due = amount ? amount.replaceAll(',', '') : '48000.00'
    const ctx = await browser.newContext({ deviceScaleFactor: 2 })
    const q = await ctx.newPage()
    await q.setViewportSize({ width: 390, height: 800 })
    await q.setContent(html)
    const bytes = await whatsapp(await q.screenshot({ fullPage: true }), rng)
    await ctx.close()
    await save(`negative-${name}`, bytes, {
      category: 'negative',
      kind: name,
      amountDue: due,
      truth: {
        amount: null,
        amountMatch: false,
        bankMatch: false,
        ...(own ? { ownPage: true } : {}),
      },
    })
  }
  const blank = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: '#f2f1ee' },
  })
    .jpeg({ quality: 60 })
    .toBuffer()
  await save('negative-blank', blank, {
    category: 'negative',
    kind: 'blank',
    amountDue: '48000.00',
    truth: { amount: null, amountMatch: false, bankMatch: false },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  rmSync(path.join(here, 'tune'), { recursive: true, force: true })
  rmSync(path.join(here, 'held-out'), { recursive: true, force: true })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  const items: SetItem[] = []
  await build('tune', 2801, browser, items)
  await build('held-out', 9901, browser, items)
  await browser.close()
  writeFileSync(path.join(here, 'manifest.json'), `${JSON.stringify(items, null, 2)}\n`)
  console.log(`${items.length} images written`)
}
