/**
 * SVG drawings of the four receipt layouts the corpus renders (test support). Latin and Chinese
 * text both use Noto Sans CJK (fonts-noto-cjk), the one font family CI installs.
 */
export type Layout = 'en-slip' | 'zh-slip' | 'fps-screen' | 'payme-screen'

export type ReceiptFacts = {
  layout: Layout
  /** As printed, e.g. "HK$48,000.00" or "港幣 48,000.00". */
  amountText: string
  dateText: string
  payerBank: string
  payerAccount: string
  payeeName: string
  /** Receiving account / FPS id / PayMe phone as printed. */
  payeeAccount: string
  reference: string
  balanceText: string
  feeText: string
  time: string
  /** The transfer's message, as the customer typed it (PayMe). */
  message?: string
  /** Small phone screenshots (e.g. 390 px wide) exercise the reader's upscaling. */
  scale: number
}

const font = "'Noto Sans CJK HK','Noto Sans CJK TC',sans-serif"

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

type Text = {
  x: number
  y: number
  text: string
  size?: number
  weight?: number
  fill?: string
  anchor?: 'start' | 'middle' | 'end'
}

const texts = (items: Text[]) =>
  items
    .map(
      (t) =>
        `<text x="${t.x}" y="${t.y}" font-family="${font}" font-size="${t.size ?? 26}" font-weight="${t.weight ?? 400}" fill="${t.fill ?? '#111'}" text-anchor="${t.anchor ?? 'start'}">${xmlText(t.text)}</text>`,
    )
    .join('')

const svg = (width: number, height: number, scale: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" viewBox="0 0 ${width} ${height}">${body}</svg>`

/** Label on the left, value on the right, one row per pair: the usual bank slip. */
const rows = (pairs: [string, string][], top: number, step: number, width: number) =>
  texts(
    pairs.flatMap(([label, value], i) => [
      { x: 60, y: top + i * step, text: label, fill: '#555' },
      { x: width - 60, y: top + i * step, text: value, anchor: 'end' as const, weight: 500 },
    ]),
  )

function enSlip(f: ReceiptFacts) {
  const width = 900
  const pairs: [string, string][] = [
    ['Transaction date', f.dateText],
    ['Reference no.', f.reference],
    ['From account', `${f.payerBank} ${f.payerAccount}`],
    ['Available balance', f.balanceText],
    ['To account', f.payeeAccount],
    ['Payee name', f.payeeName],
    ['Transfer amount', f.amountText],
    ['Fee', f.feeText],
    ['Status', 'Completed'],
  ]
  return svg(
    width,
    1000,
    f.scale,
    `<rect width="100%" height="100%" fill="#fff"/><rect width="${width}" height="110" fill="#db0011"/>` +
      texts([
        {
          x: 60,
          y: 72,
          text: `${f.payerBank} Online Banking`,
          size: 36,
          weight: 700,
          fill: '#fff',
        },
        { x: 60, y: 190, text: 'Transfer Confirmation', size: 34, weight: 700 },
        {
          x: 60,
          y: 235,
          text: 'Your transfer has been submitted successfully.',
          size: 22,
          fill: '#444',
        },
      ]) +
      rows(pairs, 320, 68, width) +
      texts([{ x: 60, y: 960, text: `Printed ${f.dateText} ${f.time}`, size: 18, fill: '#777' }]),
  )
}

function zhSlip(f: ReceiptFacts) {
  const width = 900
  const pairs: [string, string][] = [
    ['交易日期', f.dateText],
    ['參考編號', f.reference],
    ['付款帳戶', f.payerAccount],
    ['可用結餘', f.balanceText],
    ['收款人', f.payeeName],
    ['收款帳戶', f.payeeAccount],
    ['轉賬金額', f.amountText],
    ['手續費', f.feeText],
    ['狀態', '已完成'],
  ]
  return svg(
    width,
    1000,
    f.scale,
    `<rect width="100%" height="100%" fill="#fff"/><rect width="${width}" height="110" fill="#005e5d"/>` +
      texts([
        { x: 60, y: 72, text: `${f.payerBank} 網上理財`, size: 36, weight: 700, fill: '#fff' },
        { x: 60, y: 190, text: '轉賬確認', size: 36, weight: 700 },
        { x: 60, y: 235, text: '閣下的轉賬指示已成功提交。', size: 22, fill: '#444' },
      ]) +
      rows(pairs, 320, 68, width) +
      texts([{ x: 60, y: 960, text: `列印時間 ${f.dateText} ${f.time}`, size: 18, fill: '#777' }]),
  )
}

const statusBar = (time: string, width: number) =>
  texts([
    { x: 40, y: 50, text: time, size: 28, weight: 600 },
    { x: width - 40, y: 50, text: '5G 87%', size: 24, anchor: 'end' },
  ])

function fpsScreen(f: ReceiptFacts) {
  const width = 750
  return svg(
    width,
    1500,
    f.scale,
    `<rect width="100%" height="100%" fill="#f4f6f8"/>${statusBar(f.time, width)}` +
      `<circle cx="375" cy="260" r="70" fill="#1aa260"/><path d="M340 262 l25 25 l50 -55" stroke="#fff" stroke-width="14" fill="none"/>` +
      texts([
        { x: 375, y: 400, text: 'Payment successful', size: 40, weight: 700, anchor: 'middle' },
        { x: 375, y: 450, text: '付款成功', size: 32, anchor: 'middle', fill: '#333' },
        { x: 375, y: 560, text: f.amountText, size: 64, weight: 700, anchor: 'middle' },
      ]) +
      `<rect x="30" y="630" width="690" height="640" rx="24" fill="#fff"/>` +
      texts([
        { x: 60, y: 700, text: 'To 收款人', size: 24, fill: '#666' },
        { x: 60, y: 745, text: f.payeeName, size: 30, weight: 600 },
        { x: 60, y: 815, text: 'FPS ID 轉數快識別碼', size: 24, fill: '#666' },
        { x: 60, y: 860, text: f.payeeAccount, size: 30, weight: 600 },
        { x: 60, y: 930, text: 'Date 日期', size: 24, fill: '#666' },
        { x: 60, y: 975, text: `${f.dateText} ${f.time}`, size: 30, weight: 600 },
        { x: 60, y: 1045, text: 'From 付款帳戶', size: 24, fill: '#666' },
        { x: 60, y: 1090, text: `${f.payerBank} ${f.payerAccount}`, size: 28 },
        { x: 60, y: 1160, text: 'Reference 參考編號', size: 24, fill: '#666' },
        { x: 60, y: 1205, text: f.reference, size: 28 },
      ]) +
      `<rect x="60" y="1340" width="630" height="90" rx="45" fill="#1a73e8"/>` +
      texts([{ x: 375, y: 1398, text: 'Done 完成', size: 32, fill: '#fff', anchor: 'middle' }]),
  )
}

function paymeScreen(f: ReceiptFacts) {
  const width = 750
  return svg(
    width,
    1400,
    f.scale,
    `<rect width="100%" height="100%" fill="#fff"/><rect width="${width}" height="520" fill="#db0011"/>` +
      statusBar(f.time, width).replace(/#111/g, '#fff') +
      texts([
        {
          x: 375,
          y: 200,
          text: 'You paid 已付款',
          size: 36,
          weight: 600,
          fill: '#fff',
          anchor: 'middle',
        },
        {
          x: 375,
          y: 320,
          text: f.amountText,
          size: 72,
          weight: 700,
          fill: '#fff',
          anchor: 'middle',
        },
        { x: 375, y: 400, text: `to ${f.payeeName}`, size: 28, fill: '#fff', anchor: 'middle' },
        { x: 60, y: 620, text: 'Recipient', size: 24, fill: '#666' },
        { x: 60, y: 665, text: f.payeeAccount, size: 30, weight: 600 },
        { x: 60, y: 745, text: 'Date & time', size: 24, fill: '#666' },
        { x: 60, y: 790, text: `${f.dateText}, ${f.time}`, size: 30 },
        { x: 60, y: 870, text: 'Transaction ID', size: 24, fill: '#666' },
        { x: 60, y: 915, text: f.reference, size: 30 },
        { x: 60, y: 995, text: 'Message', size: 24, fill: '#666' },
        { x: 60, y: 1040, text: f.message ?? 'Renovation installment', size: 30 },
        { x: 60, y: 1120, text: 'PayMe balance', size: 24, fill: '#666' },
        { x: 60, y: 1165, text: f.balanceText, size: 30 },
      ]),
  )
}

/**
 * The shop's own project page as a phone screenshot: the installment table with an amount, the
 * "Pay online" button and the shop's FPS id in the payment instructions. Not a receipt.
 */
export function drawOwnPage(f: { amountText: string; reference: string; zh: boolean }) {
  const width = 750
  const t = f.zh
    ? {
        inst: '分期付款',
        first: '第 1 期',
        amount: '金額',
        paid: '已付',
        owed: '尚欠',
        online: `網上支付 ${f.amountText}`,
        offline: '我已用銀行轉帳、轉數快或 PayMe 付款',
      }
    : {
        inst: 'Installments',
        first: 'Installment 1',
        amount: 'Amount',
        paid: 'Paid',
        owed: 'Outstanding',
        online: `Pay ${f.amountText} online`,
        offline: 'I paid by bank transfer, FPS or PayMe',
      }
  return svg(
    width,
    1300,
    1,
    `<rect width="100%" height="100%" fill="#faf8f5"/>` +
      texts([
        { x: 40, y: 80, text: 'Maison Harbour Interiors', size: 34, weight: 700 },
        { x: 40, y: 150, text: `Project ${f.reference}`, size: 28 },
        { x: 40, y: 260, text: t.inst, size: 40, weight: 700 },
        { x: 40, y: 340, text: t.first, size: 30, weight: 600 },
        { x: 40, y: 410, text: t.amount, size: 26, fill: '#555' },
        { x: 710, y: 410, text: f.amountText, size: 26, anchor: 'end' },
        { x: 40, y: 470, text: t.paid, size: 26, fill: '#555' },
        { x: 710, y: 470, text: 'HK$0.00', size: 26, anchor: 'end' },
        { x: 40, y: 530, text: t.owed, size: 26, fill: '#555' },
        { x: 710, y: 530, text: f.amountText, size: 26, weight: 700, anchor: 'end' },
        { x: 40, y: 640, text: 'FPS ID 1234567', size: 26 },
        { x: 40, y: 690, text: 'HSBC 004-123-456789-001', size: 26 },
      ]) +
      `<rect x="40" y="760" width="670" height="90" rx="12" fill="#222"/>` +
      texts([
        { x: 375, y: 818, text: t.online, size: 30, fill: '#fff', anchor: 'middle' },
        { x: 375, y: 920, text: t.offline, size: 26, fill: '#222', anchor: 'middle' },
      ]),
  )
}

export const drawReceipt = (facts: ReceiptFacts): string =>
  ({ 'en-slip': enSlip, 'zh-slip': zhSlip, 'fps-screen': fpsScreen, 'payme-screen': paymeScreen })[
    facts.layout
  ](facts)
