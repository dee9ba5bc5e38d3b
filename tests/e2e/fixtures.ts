import { randomInt } from 'node:crypto'
import { test as base } from '@playwright/test'

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
})
export { expect } from '@playwright/test'
