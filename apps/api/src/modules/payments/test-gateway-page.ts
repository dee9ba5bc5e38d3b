import { type Locale, translate, type WalletPaymentMethod } from '@shop/contract'

/** Texts of the test gateway's hosted page, in the three storefront languages. */
const TEXT = {
  en: {
    title: 'Test payment gateway',
    notice: 'This is a test page: no real money moves. Use a documented test card.',
    walletNotice: 'This is a test page: no real money moves and no wallet app is asked.',
    pay: 'Pay',
    save: 'Save card',
    cancel: 'Cancel and go back',
    amount: 'Amount',
    setup: 'Add a card to your account',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    name: 'Name on card',
    saved: 'Pay with your saved card',
    succeed: '4242 4242 4242 4242 succeeds',
    decline: '4000 0000 0000 0002 is declined',
    closed: 'This payment is no longer open.',
    back: 'Back to the shop',
    bad: 'Please enter a test card number, a future expiry date and a 3 or 4 digit code.',
    walletIntro:
      'Confirm the payment in your {wallet} app. On this test page, choose what the app answers.',
    walletApprove: 'Approve in {wallet}',
    walletDecline: 'Decline in {wallet}',
    ALIPAY_HK: 'AlipayHK',
    WECHAT_PAY_HK: 'WeChat Pay HK',
  },
  zh: {
    title: '測試付款閘道',
    notice: '這是測試頁面，不會涉及真實款項。請使用指定的測試信用卡。',
    walletNotice: '這是測試頁面，不會涉及真實款項，亦不會連接電子錢包應用程式。',
    pay: '付款',
    save: '儲存信用卡',
    cancel: '取消並返回',
    amount: '金額',
    setup: '新增信用卡至你的帳戶',
    number: '卡號',
    expiry: '到期日（月/年）',
    cvc: '安全碼（CVC）',
    name: '持卡人姓名',
    saved: '以已儲存的信用卡付款',
    succeed: '4242 4242 4242 4242 付款成功',
    decline: '4000 0000 0000 0002 付款被拒',
    closed: '此付款已結束。',
    back: '返回商店',
    bad: '請輸入測試卡號、未過期的到期日及 3 或 4 位安全碼。',
    walletIntro: '請在 {wallet} 應用程式確認付款。在此測試頁面，請選擇應用程式的回應。',
    walletApprove: '在{wallet}確認付款',
    walletDecline: '在{wallet}拒絕付款',
    ALIPAY_HK: '支付寶香港',
    WECHAT_PAY_HK: 'WeChat Pay 香港',
  },
  cn: {
    title: '测试支付网关',
    notice: '这是测试页面，不会涉及真实款项。请使用指定的测试银行卡。',
    walletNotice: '这是测试页面，不会涉及真实款项，也不会连接电子钱包应用。',
    pay: '付款',
    save: '保存银行卡',
    cancel: '取消并返回',
    amount: '金额',
    setup: '添加银行卡到您的账户',
    number: '卡号',
    expiry: '有效期（月/年）',
    cvc: '安全码（CVC）',
    name: '持卡人姓名',
    saved: '使用已保存的银行卡付款',
    succeed: '4242 4242 4242 4242 付款成功',
    decline: '4000 0000 0000 0002 付款被拒',
    closed: '此付款已结束。',
    back: '返回商店',
    bad: '请输入测试卡号、未过期的有效期及 3 或 4 位安全码。',
    walletIntro: '请在{wallet}应用中确认付款。在此测试页面，请选择应用的回应。',
    walletApprove: '在{wallet}确认付款',
    walletDecline: '在{wallet}拒绝付款',
    ALIPAY_HK: '支付宝香港',
    WECHAT_PAY_HK: '微信支付香港',
  },
} satisfies Record<Locale, Record<string, string>>

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export type PageState = {
  locale: Locale
  action: string
  kind: 'PAYMENT' | 'CARD_SETUP'
  amount: string | null
  reference: string | null
  savedCard: { brand: string; last4: string } | null
  /** An e-wallet payment (ADR 070): the page stands for the wallet app's answer. */
  wallet: WalletPaymentMethod | null
  error: boolean
  closedUrl: string | null
}

type Texts = (typeof TEXT)[Locale]

/**
 * An e-wallet's page: what the wallet app would answer (approve or decline), as two buttons of one
 * form, and the same cancel as for cards.
 */
function walletBody(t: Texts, wallet: WalletPaymentMethod, summary: string, action: string) {
  const name = t[wallet]
  const say = (text: string) => text.replace('{wallet}', name)
  return `<h2 data-wallet="${wallet}">${name}</h2>
${summary}
<p>${say(t.walletIntro)}</p>
<form method="post" action="${action}">
<p><button type="submit" name="action" value="pay">${say(t.walletApprove)}</button></p>
<p><button type="submit" name="action" value="decline">${say(t.walletDecline)}</button></p>
</form>
<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button type="submit">${t.cancel}</button></form>`
}

/**
 * A plain form that works without JavaScript, every field labelled, under a banner saying that
 * payments here are test payments (the shop's catalogue text, as at checkout).
 */
export function renderPage(state: PageState): string {
  const t = TEXT[state.locale]
  const lang = state.locale === 'en' ? 'en' : state.locale === 'zh' ? 'zh-Hant-HK' : 'zh-Hans'
  const field = (id: string, label: string, attrs: string) =>
    `<p><label for="${id}">${label}</label><br><input id="${id}" name="${id}" ${attrs} required></p>`
  let body: string
  if (state.closedUrl) {
    body = `<p>${t.closed}</p><p><a href="${escapeHtml(state.closedUrl)}">${t.back}</a></p>`
  } else {
    const summary =
      state.kind === 'PAYMENT'
        ? `<p>${state.reference ? `${escapeHtml(state.reference)} · ` : ''}${t.amount}: <strong>HKD ${escapeHtml(state.amount ?? '0.00')}</strong></p>`
        : `<p>${t.setup}</p>`
    const cardFields = state.savedCard
      ? `<p>${t.saved}: ${escapeHtml(state.savedCard.brand)} •••• ${escapeHtml(state.savedCard.last4)}</p>`
      : `${field('card_number', t.number, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
${field('expiry', t.expiry, 'autocomplete="cc-exp" placeholder="12/30" maxlength="5"')}
${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
${field('name', t.name, 'autocomplete="cc-name" maxlength="100"')}
<p><small>${t.succeed}<br>${t.decline}</small></p>`
    body = state.wallet
      ? walletBody(t, state.wallet, summary, escapeHtml(state.action))
      : `${summary}
${state.error ? `<p role="alert" style="color:#b00020">${t.bad}</p>` : ''}
<form method="post" action="${escapeHtml(state.action)}">
${cardFields}
<p><button type="submit" name="action" value="pay">${state.kind === 'PAYMENT' ? t.pay : t.save}</button></p>
</form>
<form method="post" action="${escapeHtml(state.action)}"><input type="hidden" name="action" value="cancel"><button type="submit">${t.cancel}</button></form>`
  }
  const langs = (['en', 'zh', 'cn'] as const)
    .map(
      (l) =>
        `<a href="?lang=${l}" lang="${l === 'en' ? 'en' : 'zh'}">${l === 'en' ? 'English' : l === 'zh' ? '繁體中文' : '简体中文'}</a>`,
    )
    .join(' · ')
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}button{font:inherit;padding:.5rem 1rem;margin-top:.5rem}.test{background:#fff4cc;border:2px solid #b07d00;padding:.75rem 1rem;border-radius:.5rem}</style>
</head><body><main><p role="note" class="test"><strong>${translate(state.locale, 'checkout.testPayments')}</strong></p><h1>${t.title}</h1><p>${state.wallet ? t.walletNotice : t.notice}</p>${body}<nav aria-label="Language"><p>${langs}</p></nav></main></body></html>`
}
