import { readFileSync } from 'node:fs'
import { STAFF_PERMISSIONS } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { backOfficeDoc, PERMISSION_TEXTS, roleTable, withRoleTable } from './role-table.ts'

describe('the role table of docs/back-office.md', () => {
  it('is the one the contract enforces (run `node scripts/role-table.ts` after changing it)', () => {
    const doc = readFileSync(backOfficeDoc, 'utf8')
    expect(withRoleTable(doc)).toBe(doc)
  })

  it('says what every permission allows, and only those', () => {
    expect(Object.keys(PERMISSION_TEXTS).sort()).toEqual(Object.keys(STAFF_PERMISSIONS).sort())
  })

  it('marks who holds what', () => {
    expect(roleTable()).toContain(
      '| `staff.manage` | Invite staff, change roles, disable, end their sessions | ✓ | – | – |',
    )
    expect(roleTable()).toContain('| `audit.view` | Audit log | ✓ | ✓ | – |')
  })
})
