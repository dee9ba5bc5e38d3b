import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'
import { LOCALES, localePrefix } from '@shop/contract/client'
import { pages } from './route-list.ts'

/** One list, three languages (spec §2): `/about-us`, `/zh/about-us`, `/cn/about-us`. */
export default [
  route('resources/preferences', 'routes/resources.preferences.ts'),
  route('resources/logout', 'routes/resources.logout.ts'),
  route('resources/wishlist', 'routes/resources.wishlist.ts'),
  route('resources/cart-panel', 'routes/resources.cart-panel.ts'),
  route('resources/personal', 'routes/resources.personal.ts'),
  route('resources/delivery-slots', 'routes/resources.delivery-slots.ts'),
  route('resources/search-suggestions', 'routes/resources.search-suggestions.ts'),
  route('resources/files/:name', 'routes/resources.files.ts'),
  route('resources/bookings/:id/calendar', 'routes/resources.consultation-calendar.ts', {
    id: 'consultation-calendar',
  }),
  route(
    'resources/orders/:id/booking-calendar/:token',
    'routes/resources.consultation-calendar.ts',
    { id: 'consultation-calendar-link' },
  ),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // development only: the loader answers 404 in production
  route('dev/mailbox', 'routes/dev.mailbox.tsx'),
  route('dev/mailbox/:message/:file', 'routes/dev.mailbox-attachment.ts'),
  // the back office (issue 15): one language-free tree, its own document and texts (root.tsx)
  route('admin', 'routes/admin/frame.tsx', [
    route('login', 'routes/admin/login.tsx'),
    route('logout', 'routes/admin/logout.ts'),
    route('language', 'routes/admin/language.ts'),
    route('invitation/:token', 'routes/admin/invitation.tsx'),
    route('two-factor', 'routes/admin/two-factor.tsx'),
    // private uploads through the staff token; printable documents without the menu
    route('files/:name', 'routes/admin/files.ts'),
    route('orders/:id/print/:document', 'routes/admin/order-print.tsx'),
    // the 3D design upload of a project page, answered as JSON so script can show its progress
    route('projects/:id/model', 'routes/admin/project-model.ts'),
    route('products/:id/images', 'routes/admin/product-images.ts'),
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('staff', 'routes/admin/staff.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('orders', 'routes/admin/orders.tsx'),
      route('orders/export', 'routes/admin/orders-export.ts'),
      route('orders/:id', 'routes/admin/order.tsx'),
      route('refunds', 'routes/admin/refunds.tsx'),
      // customers, enquiries, moderation (bo-people)
      route('customers', 'routes/admin/customers.tsx'),
      route('customers/:id', 'routes/admin/customer.tsx'),
      route('products', 'routes/admin/products.tsx'),
      route('products/export', 'routes/admin/products-export.ts'),
      route('products/bulk', 'routes/admin/products-bulk.tsx'),
      route('products/import', 'routes/admin/products-import.tsx'),
      route('products/:id', 'routes/admin/product.tsx'),
      route('categories', 'routes/admin/categories.tsx'),
      route('brands', 'routes/admin/brands.tsx'),
      route('colours', 'routes/admin/colours.tsx'),
      route('vouchers', 'routes/admin/vouchers.tsx'),
      route('vouchers/:id', 'routes/admin/voucher.tsx'),
      route('discount-codes', 'routes/admin/discount-codes.tsx'),
      route('discount-codes/:id', 'routes/admin/discount-code.tsx'),
      route('enquiries', 'routes/admin/enquiries.tsx'),
      route('enquiries/:id', 'routes/admin/enquiry.tsx'),
      route('swatch-requests', 'routes/admin/swatch-requests.tsx'),
      route('moderation', 'routes/admin/moderation.tsx'),
      route('calendar', 'routes/admin/calendar.tsx'),
      route('calendar/:id', 'routes/admin/booking.tsx'),
      route('studio', 'routes/admin/studio.tsx'),
      route('showrooms', 'routes/admin/showrooms.tsx'),
      route('designers', 'routes/admin/designers.tsx'),
      route('quotations', 'routes/admin/quotations.tsx'),
      route('quotations/:id', 'routes/admin/quotation.tsx'),
      route('projects', 'routes/admin/projects.tsx'),
      route('projects/:id', 'routes/admin/project.tsx'),
      route('payment-records', 'routes/admin/payment-records.tsx'),
      route('content/:kind', 'routes/admin/content-list.tsx'),
      route('content/:kind/:id', 'routes/admin/content-editor.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('search-synonyms', 'routes/admin/search-synonyms.tsx'),
      route('newsletter', 'routes/admin/newsletter.tsx'),
      route('newsletter/export', 'routes/admin/newsletter-export.ts'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
  ...LOCALES.flatMap((locale) => {
    const prefix = localePrefix(locale).slice(1)
    return pages.map((page) =>
      route([prefix, page.path].filter(Boolean).join('/') || '/', page.file, {
        id: `${page.name}.${locale}`,
      }),
    )
  }),
] satisfies RouteConfig
