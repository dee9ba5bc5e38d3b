import sharp from 'sharp'
import { drawOwnPage, drawReceipt, type Layout, type ReceiptFacts } from './corpus-layouts.ts'
import type { Expectation, ShopAccount } from './types.ts'

/**
 * Synthetic receipts for tests and `npm run bench:receipts` (test support, never used at run
 * time). Everything follows from the seed, so a failing item can be rendered again and looked at.
 */
export type { Layout } from './corpus-layouts.ts'

export const shopAccounts: ShopAccount[] = [
  { kind: 'BANK', number: '004-123-456789-001', bank: 'HSBC', name: 'Harbour Interiors Ltd' },
  { kind: 'FPS', number: '1234567', name: 'Harbour Interiors Ltd' },
  { kind: 'PAYME', number: '6123 4567', name: 'Harbour Interiors' },
]

/** Another shop's receiving details, for receipts that must not match. */
const otherShop = {
  bank: '024-388-123456-882',
  fps: '9876543',
  payme: '9234 5678',
  name: 'Kowloon Deco Co',
}

/** `paper-photo`: the slip lying on a table, turned, sheared, in a strong shadow, blurred. */
export type Degradation = 'clean' | 'jpeg' | 'rotated' | 'photographed' | 'paper-photo'

export type CorpusItem = {
  id: string
  kind: 'receipt' | 'foreign'
  layout: Layout | 'blank' | 'sofa' | 'own-page'
  degradation: Degradation
  expectation: Expectation
  /** What a careful reader would find; amount null for foreign images. */
  truth: { amount: string | null; amountMatch: boolean; bankMatch: boolean }
  render: () => Promise<Buffer>
}

export type ReceiptOptions = {
  seed: number
  layout: Layout
  degradation?: Degradation
  /** Whose account received the money (default: the shop's). */
  payee?: 'shop' | 'other'
  /** The customer paid something else than the amount due. */
  wrongAmount?: boolean
  /** PayMe: the message the customer typed, e.g. the quotation's QT- reference. */
  message?: string
  /** PayMe: the recipient shown by name, as PayMe does, instead of a phone number. */
  recipientByName?: boolean
}

/** mulberry32: small, fast and the same on every machine. */
export function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('')
  return { next, int, pick, digits }
}
type Random = ReturnType<typeof random>

const grouped = (cents: number, decimals: boolean) => {
  const whole = Math.floor(cents / 100).toLocaleString('en-US')
  return decimals ? `${whole}.${String(cents % 100).padStart(2, '0')}` : whole
}
const plain = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

function moneyText(rng: Random, cents: number, layout: Layout) {
  const decimals = cents % 100 !== 0 || rng.next() < 0.8
  const value = grouped(cents, decimals)
  if (layout === 'zh-slip') return rng.pick([`港幣 ${value}`, `HK$${value}`, `HKD ${value}`])
  if (layout === 'payme-screen') return `$${value}`
  if (layout === 'fps-screen') return rng.pick([`HK$${value}`, `HKD ${value}`])
  return rng.pick([`HKD ${value}`, `HK$${value}`, `$${value}`, `HKD${value}`])
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
function dateText(rng: Random, y: number, m: number, d: number, layout: Layout) {
  const two = (n: number) => String(n).padStart(2, '0')
  const forms = {
    iso: `${y}-${two(m)}-${two(d)}`,
    dmy: `${two(d)}/${two(m)}/${y}`,
    long: `${d} ${months[m - 1]} ${y}`,
    zh: `${y}年${m}月${d}日`,
  }
  if (layout === 'zh-slip') return rng.pick([forms.zh, forms.iso, forms.dmy])
  if (layout === 'payme-screen') return forms.long
  return rng.pick([forms.iso, forms.dmy, forms.long])
}

const payerBanks = ['HSBC', 'Hang Seng', 'BOCHK', 'Standard Chartered', 'BEA', 'DBS', 'Citibank']

function facts(rng: Random, layout: Layout, payee: 'shop' | 'other', paidCents: number) {
  const other = payee === 'other'
  const payeeAccount = {
    'en-slip': other ? otherShop.bank : rng.pick([shopAccounts[0]?.number, '123-456789-001']),
    'zh-slip': other ? otherShop.bank : rng.pick([shopAccounts[0]?.number, '004 123 456789 001']),
    'fps-screen': other ? otherShop.fps : '1234567',
    'payme-screen': `+852 ${other ? otherShop.payme : '6123 4567'}`,
  }[layout] as string
  const y = rng.int(2025, 2027)
  const m = rng.int(1, 12)
  const d = rng.int(1, 28)
  const balance = rng.int(1000, 900000) * 100 + rng.int(0, 99)
  const fee = rng.pick([0, 0, 500, 1000])
  const screen = layout === 'fps-screen' || layout === 'payme-screen'
  return {
    layout,
    amountText: moneyText(rng, paidCents, layout),
    dateText: dateText(rng, y, m, d, layout),
    payerBank: rng.pick(payerBanks),
    payerAccount: `${rng.pick(['004', '024', '012', '003', '016'])}-${rng.digits(3)}-${rng.digits(6)}-${rng.digits(3)}`,
    payeeName: other ? otherShop.name : (shopAccounts[0]?.name as string),
    payeeAccount,
    reference: `${rng.pick(['FT', 'FPS', 'HK', 'TX'])}${rng.digits(10)}`,
    balanceText: `HKD ${grouped(balance, true)}`,
    feeText: `HKD ${grouped(fee, true)}`,
    time: `${String(rng.int(8, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
    scale: screen ? rng.pick([1, 1, 0.52]) : rng.pick([1, 1.3]),
  } satisfies ReceiptFacts
}

/** One receipt, described by its options; `render` draws and degrades it. */
export function receipt(options: ReceiptOptions): CorpusItem {
  const rng = random(options.seed)
  const { layout, payee = 'shop', degradation = 'clean', wrongAmount = false } = options
  const dueCents = rng.int(30, 3800) * 1000 + (rng.next() < 0.3 ? rng.int(1, 99999) : 0)
  const paidCents = wrongAmount ? dueCents - rng.int(1, 50) * 1000 : dueCents
  const f = {
    ...facts(rng, layout, payee, paidCents),
    ...(options.message ? { message: options.message } : {}),
  }
  if (options.recipientByName) f.payeeAccount = f.payeeName
  const degradeSeed = rng.int(0, 2 ** 30)
  return {
    id: `${layout}-${payee}-${degradation}-${options.seed}`,
    kind: 'receipt',
    layout,
    degradation,
    expectation: { amountDue: plain(dueCents), shopAccounts },
    truth: { amount: plain(paidCents), amountMatch: !wrongAmount, bankMatch: payee === 'shop' },
    render: () => degrade(Buffer.from(drawReceipt(f)), degradation, degradeSeed),
  }
}

/** Images that are not receipts: a blank page and a photo of a sofa. */
export function foreign(seed: number, layout: 'blank' | 'sofa'): CorpusItem {
  const rng = random(seed)
  const degradation: Degradation = rng.pick(['clean', 'jpeg', 'photographed'])
  const draw = layout === 'blank' ? blankPage(rng) : sofa(rng)
  return {
    id: `${layout}-${degradation}-${seed}`,
    kind: 'foreign',
    layout,
    degradation,
    expectation: { amountDue: '48000.00', shopAccounts },
    truth: { amount: null, amountMatch: false, bankMatch: false },
    render: () => degrade(Buffer.from(draw), degradation, rng.int(0, 2 ** 30)),
  }
}

/** A screenshot of the shop's own project page, the amount due on it: never a receipt. */
export function ownPage(seed: number, zh = false): CorpusItem {
  const rng = random(seed)
  const cents = rng.int(30, 3800) * 1000
  const amountText = `HK$${grouped(cents, true)}`
  const reference = `QT-2611${rng.int(10, 28)}-${rng.pick(['7KQ4XZ', 'DEMO01', 'H8M2PA'])}`
  return {
    id: `own-page-${zh ? 'zh' : 'en'}-${seed}`,
    kind: 'foreign',
    layout: 'own-page',
    degradation: 'clean',
    expectation: { amountDue: plain(cents), shopAccounts },
    truth: { amount: null, amountMatch: false, bankMatch: false },
    render: () => degrade(Buffer.from(drawOwnPage({ amountText, reference, zh })), 'clean', seed),
  }
}

const layouts: Layout[] = ['en-slip', 'zh-slip', 'fps-screen', 'payme-screen']
const degradations: Degradation[] = ['clean', 'jpeg', 'rotated', 'photographed']

/** A mixed corpus: `receipts` receipts (about one in eight to another shop, one in ten of the wrong amount) and `foreign` other images. */
export function corpus(seed: number, receipts: number, foreignCount: number): CorpusItem[] {
  const rng = random(seed)
  const items = Array.from({ length: receipts }, (_, i) =>
    receipt({
      seed: seed * 1000 + i,
      layout: layouts[i % layouts.length] as Layout,
      degradation: rng.pick(degradations),
      payee: rng.next() < 0.125 ? 'other' : 'shop',
      wrongAmount: rng.next() < 0.1,
    }),
  )
  const others = Array.from({ length: foreignCount }, (_, i) =>
    foreign(seed * 1000 + 500 + i, i % 2 === 0 ? 'blank' : 'sofa'),
  )
  return [...items, ...others]
}

function blankPage(rng: Random) {
  const tint = rng.int(235, 255)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="100%" height="100%" fill="rgb(${tint},${tint},${tint - rng.int(0, 10)})"/></svg>`
}

/** Something photo-like: a sofa on a floor, soft light, cushions, and noise added by `degrade`. */
function sofa(rng: Random) {
  const hue = rng.int(0, 360)
  const c = (l: number) => `hsl(${hue},${rng.int(20, 45)}%,${l}%)`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
<defs><radialGradient id="light" cx="${rng.int(20, 80)}%" cy="20%" r="90%"><stop offset="0" stop-color="#f3ede4"/><stop offset="1" stop-color="#8a8278"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a57c52"/><stop offset="1" stop-color="#5e4127"/></linearGradient></defs>
<rect width="1200" height="640" fill="url(#light)"/><rect y="640" width="1200" height="260" fill="url(#floor)"/>
<rect x="180" y="330" width="840" height="200" rx="40" fill="${c(38)}"/>
<rect x="140" y="420" width="920" height="200" rx="50" fill="${c(45)}"/>
<rect x="110" y="380" width="120" height="260" rx="50" fill="${c(33)}"/><rect x="970" y="380" width="120" height="260" rx="50" fill="${c(33)}"/>
<ellipse cx="${rng.int(330, 450)}" cy="400" rx="110" ry="80" fill="${c(60)}"/><ellipse cx="${rng.int(750, 870)}" cy="400" rx="110" ry="80" fill="${c(55)}"/>
<rect x="200" y="640" width="30" height="60" fill="#3a2a1a"/><rect x="970" y="640" width="30" height="60" fill="#3a2a1a"/>
<ellipse cx="600" cy="760" rx="420" ry="40" fill="#000" opacity="0.18"/></svg>`
}

/** Scanned, compressed, turned or photographed: what customers actually upload. */
async function degrade(svgBytes: Buffer, degradation: Degradation, seed: number): Promise<Buffer> {
  const rng = random(seed)
  const image = sharp(svgBytes).flatten({ background: '#fff' })
  if (degradation === 'clean') return image.png().toBuffer()
  if (degradation === 'jpeg') return image.jpeg({ quality: rng.int(35, 85) }).toBuffer()
  if (degradation === 'paper-photo') return paperPhoto(await image.png().toBuffer(), rng)
  const angle = (rng.next() * 2 - 1) * (degradation === 'rotated' ? 4 : 2.5)
  let buffer: Buffer = await image.rotate(angle, { background: '#fff' }).png().toBuffer()
  if (degradation === 'photographed') buffer = await photograph(buffer, rng)
  return sharp(buffer)
    .jpeg({ quality: rng.int(35, 85) })
    .toBuffer()
}

/** Uneven light, sensor noise, a little blur and a slight keystone-like shear. */
async function photograph(png: Buffer, rng: Random): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(png).metadata()
  const shadow = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="${rng.next()}" y1="0" x2="${rng.next()}" y2="1"><stop offset="0" stop-color="#000" stop-opacity="${(rng.next() * 0.15).toFixed(2)}"/><stop offset="1" stop-color="#000" stop-opacity="${(0.15 + rng.next() * 0.25).toFixed(2)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  )
  const noise = Buffer.alloc(width * height)
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((rng.next() - 0.5) * 60)
  const noisy = await sharp(png)
    .composite([
      { input: shadow, blend: 'over' },
      { input: noise, raw: { width, height, channels: 1 }, blend: 'soft-light' },
    ])
    .blur(0.4 + rng.next() * 0.8)
    .png()
    .toBuffer()
  const shear = (rng.next() * 2 - 1) * 0.03
  return sharp(noisy)
    .affine([1, shear, shear / 2, 1], { background: '#fff' })
    .png()
    .toBuffer()
}

/** A phone photo of a printed slip on a table: turned, sheared, a deep shadow across, blurred. */
async function paperPhoto(png: Buffer, rng: Random): Promise<Buffer> {
  const turned = await sharp(png)
    .rotate((rng.next() * 2 - 1) * 6, { background: '#0000' })
    .affine([1, (rng.next() * 2 - 1) * 0.06, (rng.next() * 2 - 1) * 0.04, 1], {
      background: '#0000',
    })
    .png()
    .toBuffer()
  const { width = 1, height = 1 } = await sharp(turned).metadata()
  const w = Math.round(width * 1.35)
  const h = Math.round(height * 1.25)
  const table = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b5a48"/><stop offset="1" stop-color="#3b3128"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#t)"/></svg>`
  const shadow = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="s" cx="${rng.next().toFixed(2)}" cy="${rng.next().toFixed(2)}" r="0.9"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${(0.45 + rng.next() * 0.2).toFixed(2)}"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`
  const photo = await sharp(Buffer.from(table))
    .composite([
      { input: turned, left: Math.round((w - width) / 2), top: Math.round((h - height) / 2) },
      { input: Buffer.from(shadow) },
    ])
    .blur(0.6 + rng.next() * 0.6)
    .png()
    .toBuffer()
  return sharp(photo)
    .jpeg({ quality: rng.int(40, 60) })
    .toBuffer()
}
