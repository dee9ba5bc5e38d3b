import { parseArgs } from 'node:util'
import type { Db } from '../db/client.ts'
import { DomainError } from '../lib/errors.ts'
import { createStaffAccount, STAFF_ROLES } from '../modules/staff/staff-accounts.ts'

export const STAFF_USAGE = `Usage: npm run staff -- create --email <address> [--role ${STAFF_ROLES.join('|')}] [--name <name>] [--password-stdin]

Creates a back-office member (the first owner; the owner invites the others from /admin/staff),
or gives the member with that e-mail the role and a new password. The password is asked twice on
the terminal (not shown), or read from standard input with --password-stdin. It needs 12 or more
characters, letters and digits, at least one of each.`

export type StaffCommandIo = {
  /** The password: asked twice on a terminal (`confirm` then holds the second answer). */
  askPassword(): Promise<{ password: string; confirm: string }>
  /** Everything on standard input (--password-stdin). */
  readStdin(): Promise<string>
  /** Opens the database (migrated), runs `work`, closes it. */
  withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T>
  out(line: string): void
  err(line: string): void
}

/** `npm run staff -- …`; answers the exit code (0 done, 1 refused, 2 wrong usage). */
export async function staffCommand(argv: string[], io: StaffCommandIo): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${STAFF_USAGE}`)
    return 2
  }
  const { positionals, values } = parsed
  if (values.help) {
    io.out(STAFF_USAGE)
    return 0
  }
  if (positionals[0] !== 'create' || positionals.length !== 1 || !values.email) {
    io.err(STAFF_USAGE)
    return 2
  }
  let password: string
  if (values['password-stdin']) {
    // one trailing line break is the end of the line, not part of the password
    password = (await io.readStdin()).replace(/\r?\n$/, '')
  } else {
    const answers = await io.askPassword()
    if (answers.password !== answers.confirm) {
      io.err('The two passwords differ; nothing was changed.')
      return 1
    }
    password = answers.password
  }
  try {
    const result = await io.withDatabase((db) =>
      createStaffAccount(db, {
        email: values.email ?? '',
        password,
        role: values.role,
        ...(values.name ? { name: values.name } : {}),
      }),
    )
    const what = result.created
      ? 'Created the back-office member'
      : 'Updated the back-office member'
    io.out(`${what} ${result.email} (role: ${result.role}); sign in at /admin/login.`)
    return 0
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    io.err(error.message)
    for (const field of error.errors ?? []) io.err(`  ${field.path}: ${field.message}`)
    return 1
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'staff' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
}
