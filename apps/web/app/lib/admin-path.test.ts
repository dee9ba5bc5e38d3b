import { describe, expect, it } from 'vitest'
import { adminLoginPath, isAdminPath, safeAdminNext } from './admin-path.ts'

describe('back-office paths', () => {
  it('are /admin and below, nothing that merely starts with the word', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/staff')).toBe(true)
    expect(isAdminPath('/admin.data')).toBe(true)
    expect(isAdminPath('/administration')).toBe(false)
    expect(isAdminPath('/zh/admin')).toBe(false)
  })

  it('send a member back only to a back-office page of this site after signing in', () => {
    expect(safeAdminNext('/admin/audit?page=2')).toBe('/admin/audit?page=2')
    expect(safeAdminNext('https://evil.test/admin')).toBe('/admin/')
    expect(safeAdminNext('//evil.test/admin')).toBe('/admin/')
    expect(safeAdminNext('/admin/\\evil.test')).toBe('/admin/')
    expect(safeAdminNext('/account')).toBe('/admin/')
    expect(safeAdminNext(null)).toBe('/admin/')
  })

  it('send the dashboard to /admin/, whose data requests carry the staff cookie', () => {
    expect(safeAdminNext('/admin')).toBe('/admin/')
    expect(safeAdminNext('/admin?welcome=1')).toBe('/admin/?welcome=1')
  })

  it('send a member to sign in, saying why, and coming back to the same page afterwards', () => {
    const query = (path: string) =>
      Object.fromEntries(new URL(path, 'http://shop.test').searchParams)
    expect(adminLoginPath('/admin/orders?page=2')).toBe(
      '/admin/login?next=%2Fadmin%2Forders%3Fpage%3D2',
    )
    expect(query(adminLoginPath('/admin/enquiries/7', { expired: true }))).toEqual({
      next: '/admin/enquiries/7',
      expired: '1',
    })
    expect(query(adminLoginPath('/admin/enquiries/7', { unsent: true }))).toEqual({
      next: '/admin/enquiries/7',
      expired: '1',
      unsent: '1',
    })
    expect(query(adminLoginPath('https://evil.test/admin'))).toEqual({ next: '/admin/' })
  })
})
