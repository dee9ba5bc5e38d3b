import type { StaffMe, StaffMember } from '@shop/contract'
import { permissionsOf } from '@shop/contract'
import type { StaffRow } from './repository.ts'
import type { StaffCaller } from './require.ts'

export function toMember(row: StaffRow): StaffMember {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    totp_enabled: row.totpSecret !== null,
    disabled: row.disabledAt !== null,
    invitation_pending: row.passwordHash === null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  }
}

export function toMe(row: StaffRow, mustEnableTotp: boolean): StaffMe {
  return {
    ...toMember(row),
    permissions: permissionsOf(row.role),
    must_enable_totp: mustEnableTotp,
  }
}

export function toCaller(row: StaffRow): StaffCaller & { totpEnabled: boolean } {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    totpEnabled: row.totpSecret !== null,
  }
}
