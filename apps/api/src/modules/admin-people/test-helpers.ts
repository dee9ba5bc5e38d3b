import { STAFF_ROLES, type StaffPermission, type StaffRole, staffCan } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { auditLog } from '#api/db/schema/index.ts'
import { staffSignIn } from '../staff/test-helpers.ts'

/** A bearer token for each role of the back office. */
export async function staffTokens(app: FastifyInstance): Promise<Record<StaffRole, string>> {
  const tokens = {} as Record<StaffRole, string>
  for (const role of STAFF_ROLES) tokens[role] = await staffSignIn(app, role)
  return tokens
}

/** Each role with whether the role table lets it do `permission`. */
export const rolesFor = (permission: StaffPermission) =>
  STAFF_ROLES.map((role) => ({ role, allowed: staffCan(role, permission) }))

/** Audit rows written about one entity, oldest first. */
export function auditOf(app: FastifyInstance, entityId: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.createdAt)
}

export const staffBearer = (token: string) => ({ authorization: `Bearer ${token}` })
