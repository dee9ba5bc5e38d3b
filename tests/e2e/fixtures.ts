import { randomInt } from 'node:crypto'
import { test as base } from '@playwright/test'
import { NEWSLETTER_PROMPT_COOKIE } from '@shop/contract/client'

/**
 * The journeys' `test`: each one is a different shopper on a different network address (sent as
 * `x-forwarded-for`, which the server believes from loopback only), as on the real site. Without
 * it every journey would count against one address and the per-IP limits on sign-up and guest
 * accounts would refuse the later journeys of a run.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address })
  },
  // the newsletter dialog (ADR 063) is offered once per browser, a few seconds into a visit: the
  // journeys start as browsers that were offered it already, except those that set their own
  // state (tests/e2e/newsletter.spec.ts)
  storageState: async ({ storageState, baseURL }, use) => {
    if (storageState !== undefined) return use(storageState)
    const host = new URL(baseURL ?? 'http://127.0.0.1').hostname
    await use({
      cookies: [
        {
          name: NEWSLETTER_PROMPT_COOKIE,
          value: '1',
          domain: host,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    })
  },
})
export { expect } from '@playwright/test'
