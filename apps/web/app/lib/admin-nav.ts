import type { StaffPermission } from '@shop/contract/client'
import type { AdminMessageKey } from '@shop/contract/i18n/admin/translate'

/** The back office's menu: each item shows only when the member's role holds its permission. */
export const ADMIN_NAV = [
  { key: 'dashboard', to: '/admin/', permission: 'dashboard.view' },
  { key: 'orders', to: '/admin/orders', permission: 'orders.view' },
  { key: 'refunds', to: '/admin/refunds', permission: 'refunds.view' },
  { key: 'products', to: '/admin/products', permission: 'catalog.view' },
  { key: 'categories', to: '/admin/categories', permission: 'catalog.view' },
  { key: 'brands', to: '/admin/brands', permission: 'catalog.view' },
  { key: 'colours', to: '/admin/colours', permission: 'catalog.view' },
  { key: 'synonyms', to: '/admin/search-synonyms', permission: 'catalog.view' },
  { key: 'customers', to: '/admin/customers', permission: 'customers.view' },
  { key: 'vouchers', to: '/admin/vouchers', permission: 'vouchers.view' },
  { key: 'discountCodes', to: '/admin/discount-codes', permission: 'discounts.view' },
  { key: 'calendar', to: '/admin/calendar', permission: 'services.view' },
  { key: 'studio', to: '/admin/studio', permission: 'services.schedule' },
  { key: 'showrooms', to: '/admin/showrooms', permission: 'services.schedule' },
  { key: 'designers', to: '/admin/designers', permission: 'services.schedule' },
  { key: 'enquiries', to: '/admin/enquiries', permission: 'enquiries.handle' },
  { key: 'swatches', to: '/admin/swatch-requests', permission: 'enquiries.handle' },
  { key: 'moderation', to: '/admin/moderation', permission: 'moderation.manage' },
  { key: 'newsletter', to: '/admin/newsletter', permission: 'newsletter.view' },
  { key: 'audit', to: '/admin/audit', permission: 'audit.view' },
  { key: 'staff', to: '/admin/staff', permission: 'staff.manage' },
  { key: 'quotations', to: '/admin/quotations', permission: 'services.view' },
  { key: 'projects', to: '/admin/projects', permission: 'projects.view' },
  { key: 'paymentRecords', to: '/admin/payment-records', permission: 'projects.view' },
  { key: 'content', to: '/admin/content/posts', permission: 'content.view' },
  { key: 'settings', to: '/admin/settings', permission: 'settings.view' },
] as const satisfies readonly { key: string; to: string; permission: StaffPermission }[]

export type AdminNavItem = (typeof ADMIN_NAV)[number] & { label: AdminMessageKey }

export function navFor(permissions: readonly StaffPermission[]): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => permissions.includes(item.permission)).map((item) => ({
    ...item,
    label: `shell.nav.${item.key}` as const,
  }))
}
