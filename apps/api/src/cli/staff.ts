import { startDatabase } from '../db/startup.ts'
import { readEnv } from '../env.ts'
import { type StaffCommandIo, staffCommand } from './staff-command.ts'

/**
 * `npm run staff -- create --email <e> --role owner`: the only way to a staff login. Works on the
 * embedded database (DATA_DIR; stop the server first, PGlite has one user at a time) and on
 * DATABASE_URL. See staff-command.ts for the options.
 */

/** Reads a line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process
  return new Promise((resolve, reject) => {
    let value = ''
    const finish = () => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      stdout.write('\n')
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish()
          resolve(value)
          return
        }
        if (char === '\u0003') {
          finish()
          reject(new Error('Cancelled; nothing was changed.'))
          return
        }
        // a character, not half of an emoji
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('')
        else value += char
      }
    }
    stdout.write(question)
    stdin.setEncoding('utf8')
    stdin.setRawMode(true)
    stdin.resume()
    stdin.on('data', onData)
  })
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

const io: StaffCommandIo = {
  async askPassword() {
    if (!process.stdin.isTTY)
      throw new Error('No terminal to ask for the password: pipe it in with --password-stdin.')
    const password = await askHidden('Password: ')
    const confirm = await askHidden('Password again: ')
    return { password, confirm }
  },
  readStdin,
  async withDatabase(work) {
    const database = await startDatabase(readEnv(), { withSeed: false })
    try {
      return await work(database.db)
    } finally {
      await database.close()
    }
  },
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}

try {
  process.exitCode = await staffCommand(process.argv.slice(2), io)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
