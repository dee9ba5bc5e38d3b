/**
 * HTML layouts for the bench's independent receipt sets (issue 28), written apart from the
 * reader's SVG test corpus: other fonts, other wording, other places for the amount, as the Hong
 * Kong banks' apps, PayMe, ATM records, counter slips and transfer advices print them.
 */
export type Facts = {
  amount: string // "48,000.00"
  payee: string // name shown
  payeeNumber: string | null // account / FPS id / phone shown, null when the app shows a name only
  payer: string
  date: string
  time: string
  reference: string
  balance: string
  message: string
  zh: boolean
}

const page = (body: string, css: string, width = 390) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>*{box-sizing:border-box;margin:0}body{width:${width}px;font-family:'Liberation Sans','Noto Sans CJK HK',sans-serif}${css}</style></head><body>${body}</body></html>`

type Theme = {
  bank: string
  bar: string
  ink: string
  paper: string
  accent: string
  dark?: boolean
  /** Where the amount sits: big and centred under the cue, or a label/value row. */
  style: 'hero' | 'rows'
  /** The currency drawn smaller than the digits, as most apps do. */
  smallCurrency: boolean
}

export const themes: Record<string, Theme> = {
  hsbc: {
    bank: 'HSBC HK',
    bar: '#db0011',
    ink: '#222',
    paper: '#fff',
    accent: '#db0011',
    style: 'rows',
    smallCurrency: false,
  },
  hangseng: {
    bank: 'Hang Seng Personal Banking',
    bar: '#007a53',
    ink: '#1b1b1b',
    paper: '#f7f7f5',
    accent: '#007a53',
    style: 'hero',
    smallCurrency: true,
  },
  bochk: {
    bank: 'BOCHK 中銀香港',
    bar: '#a6192e',
    ink: '#333',
    paper: '#fff',
    accent: '#a6192e',
    style: 'rows',
    smallCurrency: false,
  },
  sc: {
    bank: 'Standard Chartered SC Mobile',
    bar: '#0473ea',
    ink: '#0b2a4a',
    paper: '#fff',
    accent: '#38d200',
    style: 'hero',
    smallCurrency: true,
  },
  za: {
    bank: 'ZA Bank',
    bar: '#25d9c3',
    ink: '#10243e',
    paper: '#f4fbfa',
    accent: '#10243e',
    style: 'hero',
    smallCurrency: true,
  },
  mox: {
    bank: 'Mox',
    bar: '#111',
    ink: '#f2f2f2',
    paper: '#0b0b0b',
    accent: '#ff4f5a',
    dark: true,
    style: 'hero',
    smallCurrency: true,
  },
  payme: {
    bank: 'PayMe',
    bar: '#e0002a',
    ink: '#222',
    paper: '#fff',
    accent: '#e0002a',
    style: 'hero',
    smallCurrency: true,
  },
  hsbcDark: {
    bank: 'HSBC HK',
    bar: '#1e1e1e',
    ink: '#eaeaea',
    paper: '#121212',
    accent: '#ff5c5c',
    dark: true,
    style: 'rows',
    smallCurrency: false,
  },
}

const words = (zh: boolean) =>
  zh
    ? {
        sent: '轉賬成功',
        paidCue: '付款成功',
        to: '收款人',
        acct: '收款帳戶',
        fps: '轉數快識別碼',
        from: '付款帳戶',
        date: '交易日期',
        ref: '交易編號',
        msg: '備註',
        amount: '轉賬金額',
        balance: '可用結餘',
        done: '完成',
      }
    : {
        sent: 'Transfer successful',
        paidCue: 'You sent',
        to: 'To',
        acct: 'Account number',
        fps: 'FPS ID',
        from: 'From',
        date: 'Date',
        ref: 'Transaction no.',
        msg: 'Message',
        amount: 'Amount',
        balance: 'Available balance',
        done: 'Done',
      }

/** A banking or wallet app's confirmation screen. */
export function appScreen(theme: Theme, f: Facts) {
  const w = words(f.zh)
  const currency = theme.smallCurrency
    ? `<span style="font-size:15px;vertical-align:top;margin-right:3px">HK$</span>`
    : 'HKD '
  const row = (label: string, value: string) =>
    `<div class="row"><div class="l">${label}</div><div class="v">${value}</div></div>`
  const details = [
    row(w.to, f.payee),
    f.payeeNumber
      ? row(
          theme.bank === 'PayMe' ||
            (/^\d{7,8}$/.test(f.payeeNumber.replace(/\D/g, '')) && f.payeeNumber.length < 12)
            ? w.fps
            : w.acct,
          f.payeeNumber,
        )
      : '',
    row(w.from, f.payer),
    row(w.date, `${f.date} ${f.time}`),
    row(w.ref, f.reference),
    f.message ? row(w.msg, f.message) : '',
  ].join('')
  const cue = theme.bank === 'PayMe' || theme.bank === 'Mox' ? w.paidCue : w.sent
  const hero =
    theme.style === 'hero'
      ? `<div class="cue">✓ ${cue}</div><div class="hero">${currency}${f.amount}</div>`
      : `<div class="cue">${cue}</div>${row(w.amount, `HKD ${f.amount}`)}`
  const css = `body{background:${theme.paper};color:${theme.ink}}.bar{background:${theme.bar};color:#fff;padding:14px 18px;font-weight:700;font-size:17px}.status{display:flex;justify-content:space-between;padding:6px 18px;font-size:12px;background:${theme.bar};color:#fff}
.cue{text-align:center;font-size:19px;font-weight:600;margin:26px 0 8px;color:${theme.dark ? theme.ink : theme.accent}}.hero{text-align:center;font-size:38px;font-weight:700;margin-bottom:22px}
.row{display:flex;justify-content:space-between;gap:12px;padding:11px 18px;border-bottom:1px solid ${theme.dark ? '#2a2a2a' : '#e6e6e6'};font-size:14px}.l{opacity:.7}.v{text-align:right;font-weight:600}
.btn{margin:26px 18px;padding:13px;text-align:center;border-radius:24px;background:${theme.accent};color:#fff;font-weight:700}`
  return page(
    `<div class="status"><span>${f.time}</span><span>4G 76%</span></div><div class="bar">${theme.bank}</div>${hero}${details}<div class="btn">${w.done}</div>`,
    css,
  )
}

/** An ATM transaction record: narrow thermal paper, monospace capitals. */
export function atmRecord(f: Facts) {
  const lines = [
    f.zh ? '恒生銀行 自動櫃員機' : 'HANG SENG BANK ATM',
    f.zh ? '交易紀錄 TRANSACTION RECORD' : 'TRANSACTION RECORD',
    `DATE ${f.date}  TIME ${f.time}`,
    'ATM NO. 2417  SEQ 0832',
    f.zh ? '轉賬 TRANSFER' : 'FUNDS TRANSFER',
    `FROM A/C ${f.payer}`,
    `TO A/C ${f.payeeNumber ?? ''}`,
    `AMOUNT    HKD ${f.amount}`,
    `AVAILABLE BAL HKD ${f.balance}`,
    'TRANSACTION COMPLETED',
    f.zh ? '多謝惠顧' : 'THANK YOU',
  ]
  return page(
    `<div class="slip">${lines.map((l) => `<p>${l}</p>`).join('')}</div>`,
    `body{background:transparent}.slip{background:#f4f1ea;padding:28px 22px;font-family:'DejaVu Sans Mono','Noto Sans Mono CJK HK',monospace;font-size:15px;line-height:1.9;color:#2b2b2b}`,
    380,
  )
}

/** A counter cash-deposit slip with the teller's printed line. */
export function depositSlip(f: Facts) {
  const t = f.zh
    ? {
        title: '存款單 DEPOSIT SLIP',
        acct: '存入戶口號碼',
        name: '戶口名稱',
        amt: '存款金額',
        date: '日期',
      }
    : {
        title: 'CASH DEPOSIT SLIP',
        acct: 'Account No.',
        name: 'Account Name',
        amt: 'Amount',
        date: 'Date',
      }
  return page(
    `<div class="slip"><h1>Bank of China (Hong Kong)</h1><h2>${t.title}</h2>
<table><tr><td>${t.date}</td><td>${f.date}</td></tr><tr><td>${t.acct}</td><td>${f.payeeNumber}</td></tr><tr><td>${t.name}</td><td>${f.payee}</td></tr><tr><td>${t.amt}</td><td><b>HK$ ${f.amount}</b></td></tr></table>
<p class="teller">RECEIVED ${f.date} ${f.time} TELLER 07 DEPOSIT HKD ${f.amount}</p></div>`,
    `body{background:transparent}.slip{background:#fbfaf6;padding:26px;border:2px solid #a6192e;color:#222}h1{font-size:20px;color:#a6192e}h2{font-size:16px;margin:6px 0 14px}table{width:100%;border-collapse:collapse;font-size:16px}td{border:1px solid #999;padding:9px}.teller{margin-top:14px;font-family:'Liberation Mono',monospace;font-size:13px;color:#333}`,
    560,
  )
}

/** A printed transfer advice from online banking. */
export function transferAdvice(f: Facts) {
  const rows: [string, string][] = f.zh
    ? [
        ['交易日期', f.date],
        ['付款戶口', f.payer],
        ['收款人名稱', f.payee],
        ['收款戶口號碼', f.payeeNumber ?? ''],
        ['金額', `港幣 ${f.amount}`],
        ['參考編號', f.reference],
      ]
    : [
        ['Value date', f.date],
        ['Debit account', f.payer],
        ['Beneficiary name', f.payee],
        ['Beneficiary account', f.payeeNumber ?? ''],
        ['Amount', `HKD ${f.amount}`],
        ['Reference', f.reference],
      ]
  return page(
    `<div class="slip"><h1>Standard Chartered</h1><h2>${f.zh ? '轉賬通知 匯款成功' : 'Payment Advice — Transfer completed'}</h2><table>${rows.map(([l, v]) => `<tr><th>${l}</th><td>${v}</td></tr>`).join('')}</table><p>${f.zh ? '此乃電腦列印文件，毋須簽署。' : 'This is a computer-generated advice. No signature is required.'}</p></div>`,
    `body{background:transparent}.slip{background:#fff;padding:34px 30px;font-family:'DejaVu Serif','Noto Serif CJK HK',serif;color:#111}h1{font-size:22px;color:#0473ea}h2{font-size:17px;margin:10px 0 18px}table{width:100%;font-size:16px}th{text-align:left;font-weight:400;color:#444;padding:8px 0}td{text-align:right;padding:8px 0}p{font-size:12px;margin-top:20px;color:#555}`,
    600,
  )
}

/** Our own project page, as a customer screenshots it. */
export function ownProjectPage(f: Facts) {
  const t = f.zh
    ? {
        inst: '分期付款',
        first: '第 1 期',
        amount: '金額',
        paid: '已付',
        owed: '尚欠',
        online: `網上支付 HK$${f.amount}`,
        offline: '我已用銀行轉帳、轉數快或 PayMe 付款',
      }
    : {
        inst: 'Installments',
        first: 'Installment 1',
        amount: 'Amount',
        paid: 'Paid',
        owed: 'Outstanding',
        online: `Pay HK$${f.amount} online`,
        offline: 'I paid by bank transfer, FPS or PayMe',
      }
  return page(
    `<header>Maison Harbour Interiors</header><main><p class="ref">${f.reference}</p><h2>${t.inst}</h2><h3>${t.first}</h3>
<dl><dt>${t.amount}</dt><dd>HK$${f.amount}</dd><dt>${t.paid}</dt><dd>HK$0.00</dd><dt>${t.owed}</dt><dd><b>HK$${f.amount}</b></dd></dl>
<div class="btn">${t.online}</div><a>${t.offline}</a><p class="pay">FPS 1234567 · HSBC 004-123-456789-001</p></main>`,
    `body{background:#faf8f5;color:#1f1f1f;font-family:'DejaVu Sans','Noto Sans CJK HK',sans-serif}header{padding:16px;font-weight:700;border-bottom:1px solid #ddd}main{padding:16px}h2{font-size:22px;margin:12px 0}h3{font-size:17px}dl{display:grid;grid-template-columns:1fr auto;gap:8px;margin:12px 0;font-size:15px}dd{text-align:right}.btn{background:#222;color:#fff;text-align:center;padding:12px;border-radius:6px;margin:16px 0}a{display:block;text-align:center;text-decoration:underline;font-size:14px}.pay{margin-top:16px;font-size:13px;color:#555}.ref{font-size:13px;color:#666}`,
  )
}

/** An account overview: balances everywhere, no payment made. */
export function accountOverview(f: Facts) {
  return page(
    `<div class="bar">${f.zh ? '戶口總覽' : 'My accounts'}</div>${[
      ['Savings 004-567-123456-833', f.balance],
      ['Current 004-567-123456-001', '12,480.20'],
      ['Credit card ···· 8812', '3,402.00'],
    ]
      .map(([l, v]) => `<div class="row"><span>${l}</span><b>HKD ${v}</b></div>`)
      .join('')}<p>${f.zh ? '可用結餘' : 'Available balance'} HKD ${f.balance}</p>`,
    `body{background:#fff}.bar{background:#db0011;color:#fff;padding:16px;font-weight:700}.row{display:flex;justify-content:space-between;padding:14px 16px;border-bottom:1px solid #eee;font-size:14px}p{padding:16px;font-size:14px}`,
  )
}

/** A living-room photo stand-in: gradients and shapes, no text. */
export const sofaPicture = page(
  `<div class="room"><div class="sofa"></div><div class="cushion a"></div><div class="cushion b"></div></div>`,
  `.room{height:700px;background:linear-gradient(#e8e0d4 0 62%,#8a6a4a 62%);position:relative}.sofa{position:absolute;left:40px;right:40px;top:300px;height:200px;border-radius:40px;background:#5d6b73}.cushion{position:absolute;top:260px;width:110px;height:90px;border-radius:30px;background:#c9b79c}.a{left:90px}.b{right:90px}`,
  520,
)
