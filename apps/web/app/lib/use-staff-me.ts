import type { StaffMe, StaffPermission } from '@shop/contract'
import { useRouteLoaderData } from 'react-router'

/** The signed-in member, from any page inside the admin layout (routes/admin/layout.tsx). */
export function useStaffMe(): StaffMe | undefined {
  return (useRouteLoaderData('routes/admin/layout') as { me: StaffMe } | undefined)?.me
}

/** Whether the member's role allows this: buttons a role cannot use are not shown. */
export function useStaffCan(permission: StaffPermission): boolean {
  return useStaffMe()?.permissions.includes(permission) ?? false
}
