import { randomBytes } from 'node:crypto'

/** Where a payment provider's hosted page lives, when it is not this server's own. */
const PAYMENT_PAGE_ORIGINS: Record<string, string> = { stripe: 'https://checkout.stripe.com' }

const MODEL_VIEWER_STYLE = "'sha256-PXtZZkJMMyc18o/DN1ZEFOJ2qEGq95IQbVaJFMOXOb0='"

/** 128 random bits, fresh for every page. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * The storefront's Content-Security-Policy. Scripts: this server's files and the inline scripts
 * carrying this response's nonce. Style attributes stay allowed (React's `style` props); style
 * sheets only from here. Forms post here; a checkout post is redirected on to the payment
 * provider's page, and form-action also governs that redirect, so the provider's origin is added.
 */
export function storefrontCsp(options: {
  nonce: string
  https: boolean
  paymentProvider?: string | undefined
}): string {
  const provider = options.paymentProvider && PAYMENT_PAGE_ORIGINS[options.paymentProvider]
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", `'nonce-${options.nonce}'`],
    // the one inline style sheet <model-viewer> puts in its shadow root (the project page's 3D
    // design; @google/model-viewer 4.4.0: recompute the hash when upgrading)
    ["style-src 'self'", MODEL_VIEWER_STYLE],
    ["style-src-attr 'unsafe-inline'"],
    ["img-src 'self' data: blob:"],
    ["font-src 'self'"],
    ["connect-src 'self'"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'", provider || ''],
    ["frame-ancestors 'none'"],
    [options.https ? 'upgrade-insecure-requests' : ''],
  ]
  return directives
    .map((sources) => sources.filter(Boolean).join(' '))
    .filter(Boolean)
    .join('; ')
}
