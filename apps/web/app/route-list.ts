import type { MessageKey } from '@shop/contract/client'

/**
 * Every page of the storefront (spec §2), written once. `routes.ts` mounts each entry three times:
 * no prefix (en), /zh and /cn. `title` names the page in meta and placeholders.
 */
export type PageEntry = { name: string; path: string; file: string; title: MessageKey }

const result = 'routes/result.tsx'
/** Pages the owner edits through the content API; the path is the content slug. */
const content = 'routes/content/page.tsx'

export const pages: PageEntry[] = [
  { name: 'index', path: '', file: 'routes/home.tsx', title: 'pages.home' },
  { name: 'home', path: 'home', file: 'routes/home.tsx', title: 'pages.home' },
  { name: 'about-us', path: 'about-us', file: content, title: 'pages.aboutUs' },
  {
    name: 'swatches',
    path: 'swatches',
    file: 'routes/swatches.tsx',
    title: 'swatches.title',
  },
  {
    name: 'contact-us',
    path: 'contact-us',
    file: 'routes/contact-us.tsx',
    title: 'pages.contactUs',
  },
  { name: 'faq', path: 'faq', file: content, title: 'content.faqTitle' },
  { name: 'blog', path: 'blog', file: 'routes/blog/list.tsx', title: 'blog.title' },
  { name: 'blog-post', path: 'blog/:id/:slug?', file: 'routes/blog/post.tsx', title: 'blog.title' },
  {
    name: 'account-liked-posts',
    path: 'account/liked-posts',
    file: 'routes/account/liked-posts.tsx',
    title: 'blog.likedTitle',
  },
  {
    name: 'account-update-email',
    path: 'account/update-email',
    file: 'routes/account/update-email.tsx',
    title: 'pages.updateEmail',
  },
  {
    name: 'account-update-phone',
    path: 'account/update-phone',
    file: 'routes/account/update-phone.tsx',
    title: 'pages.updatePhone',
  },
  {
    name: 'compare',
    path: 'shop/main/compare',
    file: 'routes/catalog/compare.tsx',
    title: 'compare.heading',
  },
  {
    name: 'account-wishlist',
    path: 'account/wishlist',
    file: 'routes/account/wishlist.tsx',
    title: 'pages.wishlist',
  },
  {
    name: 'account-cards',
    path: 'account/cards',
    file: 'routes/account/cards.tsx',
    title: 'pages.cards',
  },
  {
    name: 'account-addresses',
    path: 'account/addresses',
    file: 'routes/account/addresses.tsx',
    title: 'addresses.title',
  },
  {
    name: 'account-membership',
    path: 'account/membership',
    file: 'routes/account/membership.tsx',
    title: 'membership.title',
  },
  {
    name: 'account-vouchers',
    path: 'account/vouchers',
    file: 'routes/account/vouchers.tsx',
    title: 'vouchers.mineTitle',
  },
  {
    name: 'account-consultations',
    path: 'account/consultations',
    file: 'routes/account/consultations.tsx',
    title: 'booking.listTitle',
  },
  {
    name: 'account',
    path: 'account/:slug?',
    file: 'routes/account/dashboard.tsx',
    title: 'pages.account',
  },
  {
    name: 'reset-password',
    path: 'authentication/reset-password',
    file: 'routes/auth/reset-password.tsx',
    title: 'pages.resetPassword',
  },
  {
    name: 'verify',
    path: 'authentication/verify',
    file: 'routes/auth/verify.ts',
    title: 'pages.verify',
  },
  {
    name: 'login',
    path: 'authentication/login/email',
    file: 'routes/auth/login.tsx',
    title: 'pages.login',
  },
  {
    name: 'register',
    path: 'authentication/register/email',
    file: 'routes/auth/register.tsx',
    title: 'pages.register',
  },
  {
    name: 'forget-password',
    path: 'authentication/forget-password/email',
    file: 'routes/auth/forget-password.tsx',
    title: 'pages.forgetPassword',
  },
  { name: 'disclaimer', path: 'disclaimer', file: content, title: 'pages.disclaimer' },
  {
    name: 'payment-terms',
    path: 'payment-terms-and-special-fees',
    file: content,
    title: 'pages.paymentTerms',
  },
  { name: 'privacy-policy', path: 'privacy-policy', file: content, title: 'pages.privacyPolicy' },
  { name: 'refund-policy', path: 'refund-policy', file: content, title: 'pages.refundPolicy' },
  { name: 'terms', path: 'terms-and-conditions', file: content, title: 'pages.termsAndConditions' },
  // issue 30: the newsletter's sign-up without script and where its e-mails' links land
  {
    name: 'newsletter',
    path: 'newsletter',
    file: 'routes/newsletter.tsx',
    title: 'newsletter.title',
  },
  // issue 16: vouchers bought with points, public list; redeeming needs a member
  {
    name: 'vouchers',
    path: 'vouchers',
    file: 'routes/vouchers/shop.tsx',
    title: 'vouchers.shopTitle',
  },
  { name: 'cart', path: 'shop/main/cart', file: 'routes/cart/cart.tsx', title: 'pages.cart' },
  {
    name: 'products',
    path: 'shop/main/product',
    file: 'routes/catalog/product-list.tsx',
    title: 'pages.products',
  },
  // a fixed last segment outranks `:slug?`: the booking page of a consultation (issue 17)
  {
    name: 'product-book',
    path: 'shop/main/product/:id/book',
    file: 'routes/catalog/book.tsx',
    title: 'booking.title',
  },
  {
    name: 'product',
    path: 'shop/main/product/:id/:slug?',
    file: 'routes/catalog/product-detail.tsx',
    title: 'pages.product',
  },
  {
    name: 'orders',
    path: 'shop/main/order',
    file: 'routes/orders/list.tsx',
    title: 'pages.orders',
  },
  // a fixed segment outranks `:id`, so the lookup page never reads as an order id
  {
    name: 'order-guest',
    path: 'shop/main/order/guest',
    file: 'routes/orders/guest.tsx',
    title: 'orders.guest.title',
  },
  {
    name: 'order-access',
    path: 'shop/main/order/:id/access/:token',
    file: 'routes/orders/access.tsx',
    title: 'pages.orders',
  },
  {
    name: 'order',
    path: 'shop/main/order/:id',
    file: 'routes/orders/detail.tsx',
    title: 'pages.orders',
  },
  // issue 17: renovation quotations are the project orders of spec §2 (`shop/project/order/{id}`)
  {
    name: 'project-orders',
    path: 'shop/project/order',
    file: 'routes/quotations/list.tsx',
    title: 'pages.projectOrders',
  },
  // a fixed segment outranks `:id`, as with the guest order lookup
  {
    name: 'project-order-request',
    path: 'shop/project/order/new',
    file: 'routes/quotations/request.tsx',
    title: 'quotations.form.title',
  },
  {
    name: 'project-order',
    path: 'shop/project/order/:id',
    file: 'routes/quotations/detail.tsx',
    title: 'pages.projectOrders',
  },
  { name: 'result-success', path: 'result/:type?/success', file: result, title: 'pages.result' },
  { name: 'result-failure', path: 'result/:type?/failure', file: result, title: 'pages.result' },
  {
    name: 'result-cancelled',
    path: 'result/:type?/cancelled',
    file: result,
    title: 'pages.result',
  },
  { name: 'not-found', path: 'not-found', file: 'routes/not-found.tsx', title: 'pages.notFound' },
  { name: 'splat', path: '*', file: 'routes/not-found.tsx', title: 'pages.notFound' },
]

/** Route ids look like `about-us.zh`; this finds the page entry of one. */
export function pageOfRouteId(routeId: string): PageEntry | undefined {
  const name = routeId.slice(0, routeId.lastIndexOf('.'))
  return pages.find((page) => page.name === name)
}
