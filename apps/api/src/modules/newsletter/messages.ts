import { type Locale, localePrefix, NEWSLETTER_CONFIRM_HOURS } from '@shop/contract'

const sign = { en: 'Maison Harbour Interiors', zh: '海港居室設計', cn: '海港居室设计' }

/** `/newsletter` in the subscriber's language, with a link's token in its query. */
export function newsletterLink(
  publicUrl: string,
  locale: Locale,
  kind: 'confirm' | 'unsubscribe',
  token: string,
): string {
  const url = new URL(`${localePrefix(locale)}/newsletter`, publicUrl)
  url.searchParams.set(kind, token)
  return url.toString()
}

const footers: Record<Locale, (link: string) => string> = {
  en: (link) =>
    `You receive this e-mail because this address was signed up for the newsletter of ${sign.en}. Unsubscribe with one click: ${link}`,
  zh: (link) => `你收到此電郵，是因為此地址曾登記訂閱${sign.zh}的電子報。一按取消訂閱：${link}`,
  cn: (link) => `您收到此邮件，是因为此地址曾登记订阅${sign.cn}的电子报。一键取消订阅：${link}`,
}

/**
 * The footer every marketing e-mail ends with (PDPO: a way to opt out in each one): why it came
 * and the one-click unsubscribe link of this subscription.
 */
export function marketingFooter(publicUrl: string, locale: Locale, unsubscribeToken: string) {
  return footers[locale](newsletterLink(publicUrl, locale, 'unsubscribe', unsubscribeToken))
}

const texts: Record<Locale, (link: string) => { subject: string; body: string }> = {
  en: (link) => ({
    subject: 'Please confirm your newsletter sign-up',
    body: `Hello,\n\nPlease confirm that you want the newsletter of ${sign.en} at this address:\n${link}\n\nThe link works once, for ${NEWSLETTER_CONFIRM_HOURS} hours. If you did not sign up, ignore this e-mail: without your confirmation we send you nothing.\n\n${sign.en}`,
  }),
  zh: (link) => ({
    subject: '請確認訂閱電子報',
    body: `你好：\n\n請確認你希望以此地址接收${sign.zh}的電子報：\n${link}\n\n此連結只可使用一次，${NEWSLETTER_CONFIRM_HOURS} 小時內有效。如你沒有訂閱，請忽略此電郵：未經你確認，我們不會向你發送任何電子報。\n\n${sign.zh}`,
  }),
  cn: (link) => ({
    subject: '请确认订阅电子报',
    body: `您好：\n\n请确认您希望以此地址接收${sign.cn}的电子报：\n${link}\n\n此链接只可使用一次，${NEWSLETTER_CONFIRM_HOURS} 小时内有效。如您没有订阅，请忽略此邮件：未经您确认，我们不会向您发送任何电子报。\n\n${sign.cn}`,
  }),
}

/**
 * Every e-mail of the newsletter list (the confirmation and any mailing) is written through this:
 * the unsubscribe footer ends its body, and the same link is its `listUnsubscribe`, which the mail
 * layer sends as `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). A mail program's
 * one-click post and a click on the footer's link reach the same page (routes/newsletter.tsx).
 */
export function marketingMessage(
  publicUrl: string,
  locale: Locale,
  unsubscribeToken: string,
  message: { subject: string; body: string },
) {
  return {
    language: locale,
    subject: message.subject,
    body: `${message.body}\n\n--\n${marketingFooter(publicUrl, locale, unsubscribeToken)}`,
    listUnsubscribe: newsletterLink(publicUrl, locale, 'unsubscribe', unsubscribeToken),
  }
}

/** The double opt-in e-mail: the confirmation link, and the unsubscribe footer of every mailing. */
export function confirmationMessage(
  publicUrl: string,
  locale: Locale,
  tokens: { confirm: string; unsubscribe: string },
) {
  return marketingMessage(
    publicUrl,
    locale,
    tokens.unsubscribe,
    texts[locale](newsletterLink(publicUrl, locale, 'confirm', tokens.confirm)),
  )
}
