import { permissionsOf } from '@shop/contract/client'
import { describe, expect, it } from 'vitest'
import { navFor } from './admin-nav.ts'

const keys = (role: 'owner' | 'manager' | 'staff') => navFor(permissionsOf(role)).map((i) => i.key)

describe('back-office menu', () => {
  it('shows the owner every area', () => {
    expect(keys('owner')).toEqual([
      'dashboard',
      'orders',
      'refunds',
      'products',
      'categories',
      'brands',
      'colours',
      'synonyms',
      'customers',
      'vouchers',
      'discountCodes',
      'calendar',
      'studio',
      'showrooms',
      'designers',
      'enquiries',
      'swatches',
      'moderation',
      'newsletter',
      'audit',
      'staff',
      'quotations',
      'projects',
      'paymentRecords',
      'content',
      'settings',
    ])
  })

  it('shows a manager the audit log but not staff management', () => {
    expect(keys('manager')).toContain('audit')
    expect(keys('manager')).not.toContain('staff')
    expect(keys('manager')).toContain('settings')
  })

  it('shows staff neither the audit log nor staff management', () => {
    expect(keys('staff')).toEqual([
      'dashboard',
      'orders',
      'refunds',
      'products',
      'categories',
      'brands',
      'colours',
      'synonyms',
      'customers',
      'vouchers',
      'discountCodes',
      'calendar',
      'enquiries',
      'swatches',
      'moderation',
      'newsletter',
      'quotations',
      'projects',
      'paymentRecords',
      'content',
    ])
  })
})
