/**
 * Writes the role table of docs/back-office.md from the contract's STAFF_PERMISSIONS, between
 * the `role-table` markers: `node scripts/role-table.ts` after changing the table in the
 * contract; the unit test (role-table.test.ts) fails while the document differs.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, staffCan } from '@shop/contract'

export const backOfficeDoc = fileURLToPath(new URL('../docs/back-office.md', import.meta.url))

/** What each permission allows, in the owner's words (the contract's comments, kept in step). */
export const PERMISSION_TEXTS: Record<StaffPermission, string> = {
  'dashboard.view': 'Dashboard figures',
  'orders.view': 'Order list and details, payment proofs, packing slips and invoices',
  'orders.payment': 'Confirm a payment or reject its proof',
  'orders.fulfil': 'Mark shipped (courier, tracking number) and delivered',
  'orders.cancel': 'Cancel an order and release its stock, voucher and points',
  'orders.export':
    "The accountant's CSV of orders between two Hong Kong days (names, e-mails, money)",
  'refunds.view': 'See refund requests and refunds due',
  'refunds.decide':
    'Approve (also partly) or reject a refund request; settle or retry a refund due',
  'customers.view': 'Customer search, their orders, points and vouchers',
  'customers.manage': 'Resend verification, disable or enable an account',
  'membership.adjust': "Adjust a customer's membership points, with a reason (audited)",
  'catalog.view':
    'See products, variants, stock and its history, categories, brands, colours and search synonyms; export the catalogue as CSV',
  'catalog.manage':
    'Create and edit products, variants and pictures, change prices, adjust stock with a reason; manage categories, brands, colours and search synonym groups',
  'vouchers.view': 'See the voucher offers bought with points',
  'vouchers.manage': 'Create and edit voucher offers (texts, points price, stock, limits, dates)',
  'discounts.view':
    'See the discount codes of the cart (WELCOME10 …) and the orders that used each',
  'discounts.manage':
    'Create and edit discount codes (amount, minimum spend, dates, limits, on or off)',
  'services.view': 'See the consultation calendar, bookings and quotations',
  'services.manage': 'Move or cancel bookings (the customer is told); write and revise quotations',
  'services.schedule':
    'Add, change and make inactive showrooms and designers; their opening hours, closures and public holidays',
  'projects.view': 'See renovation projects and their payment records, with the receipts',
  'projects.manage': "Move a project's stage, set installment due dates, upload the 3D design",
  'projects.payments': 'Confirm or reject a payment record (audited); run recognition again',
  'enquiries.handle': 'Enquiry inbox: read, reply, close',
  'moderation.manage': 'Blog comments and reviews: approve or hide, with the reason',
  'content.view':
    'See content pages (about, FAQ, terms …) and journal posts, their previews and versions',
  'content.manage':
    'Write, schedule and publish content pages and journal posts; restore an older version',
  'settings.view':
    'See the site settings (shop details, home hero and offers, payment instructions, footer links, delivery calendar) and their versions',
  'settings.manage':
    "Change the shop's details, the home hero and offer banners, the footer's links, the delivery calendar (holidays, districts' days, carrying fee, slot capacity) and the site's title, description and footer sentence; restore an older version (payment details kept unless the owner restores)",
  'settings.payments':
    'Change where customers pay offline (FPS, bank accounts, PayMe): owner only, receipts are matched against them',
  'newsletter.view':
    'Newsletter subscriptions with their consent record (status, when, which wording)',
  'newsletter.export':
    'The CSV of consenting subscribers (their addresses, consent time and wording)',
  'audit.view': 'Audit log',
  'staff.manage': 'Invite staff, change roles, disable, end their sessions',
}

const START = '<!-- role-table:start (node scripts/role-table.ts) -->'
const END = '<!-- role-table:end -->'

export function roleTable(): string {
  const roles = STAFF_ROLES.map((r) => r[0]?.toUpperCase() + r.slice(1))
  const lines = [
    `| Permission | What it allows | ${roles.join(' | ')} |`,
    `| --- | --- | ${STAFF_ROLES.map(() => ':---:').join(' | ')} |`,
    ...(Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).map(
      (p) =>
        `| \`${p}\` | ${PERMISSION_TEXTS[p]} | ${STAFF_ROLES.map((r) => (staffCan(r, p) ? '✓' : '–')).join(' | ')} |`,
    ),
  ]
  return lines.join('\n')
}

/** The document with its table replaced by the current one. */
export function withRoleTable(markdown: string): string {
  const start = markdown.indexOf(START)
  const end = markdown.indexOf(END)
  if (start < 0 || end < start) throw new Error('docs/back-office.md has no role-table markers')
  return `${markdown.slice(0, start + START.length)}\n${roleTable()}\n${markdown.slice(end)}`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(backOfficeDoc, withRoleTable(readFileSync(backOfficeDoc, 'utf8')))
}
