/**
 * Who in the back office may do what: one table, read by the API (every staff route names its
 * permission) and by the back-office screens (which hide what a role cannot do). Browser-safe.
 * docs/back-office.md prints this table.
 */
export const STAFF_ROLES = ['owner', 'manager', 'staff'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Languages of the back office (staff preference). */
export const STAFF_LANGUAGES = ['en', 'zh'] as const
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number]

export const STAFF_PERMISSIONS = {
  /** Dashboard figures. */
  'dashboard.view': ['owner', 'manager', 'staff'],
  /** Order list, details, payment proofs, packing slips and invoices. */
  'orders.view': ['owner', 'manager', 'staff'],
  /** Confirm a payment or reject its proof. */
  'orders.payment': ['owner', 'manager', 'staff'],
  /** Mark shipped (courier, tracking number) and delivered. */
  'orders.fulfil': ['owner', 'manager', 'staff'],
  /** The accountant's CSV of orders in a date range (names, e-mails and money of every order). */
  'orders.export': ['owner', 'manager'],
  /** Cancel an order and release its stock, voucher and points. */
  'orders.cancel': ['owner', 'manager'],
  /** Refund requests and refunds due: see them. */
  'refunds.view': ['owner', 'manager', 'staff'],
  /** Approve (also partly) or reject a refund request; settle or retry a refund due. */
  'refunds.decide': ['owner', 'manager'],
  /** Customer search, their orders, points and vouchers. */
  'customers.view': ['owner', 'manager', 'staff'],
  /** Resend verification, disable or enable an account. */
  'customers.manage': ['owner', 'manager'],
  /** Adjust a customer's membership points, with a reason (audited). */
  'membership.adjust': ['owner', 'manager'],
  /**
   * Products, variants, stock and its history, categories, brands and colours: see them, export
   * the catalogue as CSV.
   */
  'catalog.view': ['owner', 'manager', 'staff'],
  /**
   * Create and edit products, variants and pictures, change prices, adjust stock with a reason;
   * create, rename, nest, reorder, hide and delete categories, brands and colours.
   */
  'catalog.manage': ['owner', 'manager'],
  /** Voucher offers bought with points: see them. */
  'vouchers.view': ['owner', 'manager', 'staff'],
  /** Create and edit voucher offers (texts, points price, stock, limits, dates). */
  'vouchers.manage': ['owner', 'manager'],
  /** Discount codes of the cart (WELCOME10 …) and what each was used for: see them. */
  'discounts.view': ['owner', 'manager', 'staff'],
  /** Create and edit discount codes (amount, minimum spend, dates, limits, on or off). */
  'discounts.manage': ['owner', 'manager'],
  /** Consultation calendar, bookings and quotations: see them. */
  'services.view': ['owner', 'manager', 'staff'],
  /** Move or cancel bookings, write and revise quotations. */
  'services.manage': ['owner', 'manager', 'staff'],
  /**
   * Showrooms and designers themselves (add, change, make inactive), their opening hours,
   * closures and public holidays.
   */
  'services.schedule': ['owner', 'manager'],
  /** Renovation projects and their payment records: see them, with the receipts. */
  'projects.view': ['owner', 'manager', 'staff'],
  /** Move a project's stage, set installment due dates, upload the 3D design. */
  'projects.manage': ['owner', 'manager', 'staff'],
  /** Confirm or reject a payment record, run recognition again. */
  'projects.payments': ['owner', 'manager'],
  /** Enquiry inbox: read, reply, close. */
  'enquiries.handle': ['owner', 'manager', 'staff'],
  /** Blog comments and reviews: approve or hide, with the reason. */
  'moderation.manage': ['owner', 'manager', 'staff'],
  /** Content pages (about, FAQ, terms …) and journal posts: see them, their versions, previews. */
  'content.view': ['owner', 'manager', 'staff'],
  /** Write, schedule and publish content pages and journal posts; restore an older version. */
  'content.manage': ['owner', 'manager'],
  /** Site settings (shop details, home hero, payment instructions, delivery calendar), versions. */
  'settings.view': ['owner', 'manager'],
  /**
   * Change the shop's details, the home hero, the delivery calendar (holidays added, districts'
   * days) and the site's title, description and footer sentence; restore an older version
   * (payments kept).
   */
  'settings.manage': ['owner', 'manager'],
  /**
   * Change where customers send money (FPS, bank accounts, PayMe): owner only, since a wrong
   * account sends customers' payments elsewhere and receipts are matched against it.
   */
  'settings.payments': ['owner'],
  /** Newsletter subscriptions with their consent record (status, when, which wording). */
  'newsletter.view': ['owner', 'manager', 'staff'],
  /** The CSV of consenting subscribers (their addresses, consent time and wording). */
  'newsletter.export': ['owner', 'manager'],
  /** Audit log. */
  'audit.view': ['owner', 'manager'],
  /** Invite staff, change roles, disable, end their sessions. */
  'staff.manage': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>

export type StaffPermission = keyof typeof STAFF_PERMISSIONS

export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role)
}

/** Every permission a role holds, in table order. */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((p) => staffCan(role, p))
}

/** Name of the back office's session cookie; sent only to `/admin` pages. */
export const STAFF_SESSION_COOKIE = 'staff_session'
/** Staff sign-ins last a working day. */
export const STAFF_SESSION_HOURS = 12
/** Invitation links are valid this long. */
export const STAFF_INVITATION_HOURS = 72
/** Prefix of staff session tokens: the API tells them from customer tokens at a glance. */
export const STAFF_TOKEN_PREFIX = 'stf_'
