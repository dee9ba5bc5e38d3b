import type { StaffRole } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { staffRepository } from './repository.ts'
import { createStaffAccount } from './staff-accounts.ts'

/** Password of the tests' back-office members (one per role, made as the CLI makes them). */
export const TEST_STAFF_PASSWORD = 'HarbourOwner2026'
export const testStaffEmail = (role: StaffRole) => `${role}@maisonharbour.test`

/** Makes the tests' member of `role` if missing and signs in; answers the bearer token. */
export async function staffSignIn(
  app: FastifyInstance,
  role: StaffRole = 'owner',
): Promise<string> {
  const email = testStaffEmail(role)
  if (!(await staffRepository.byEmail(app.db, email)))
    await createStaffAccount(app.db, {
      email,
      password: TEST_STAFF_PASSWORD,
      role,
      name: `Test ${role}`,
    })
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/login',
    payload: { email, password: TEST_STAFF_PASSWORD },
  })
  if (response.statusCode !== 200)
    throw new Error(`staff login ${response.statusCode} ${response.body}`)
  return response.json().token as string
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
