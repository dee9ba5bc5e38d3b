/** Back-office texts of the newsletter's subscribers (issue 30), English; `newsletter.zh.ts` has the same keys. */
export const newsletterEn = {
  title: 'Newsletter subscribers',
  intro:
    'Each sign-up keeps what the shopper agreed to: the consent sentence shown, its language and version, the page, and when it was confirmed or withdrawn. Only confirmed subscribers who have not unsubscribed may be sent marketing.',
  export: 'Export consenting subscribers (CSV)',
  all: 'All',
  status: {
    PENDING: 'Waiting for confirmation',
    CONSENTING: 'Subscribed',
    UNSUBSCRIBED: 'Unsubscribed',
  },
  empty: 'No subscribers here yet.',
  signedUp: 'Signed up',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  consent: 'Consent (version {{version}}, {{language}})',
  source: 'From',
  sources: {
    footer: 'footer form',
    modal: 'sign-up dialog',
    page: 'newsletter page',
    account: 'account',
  },
}
