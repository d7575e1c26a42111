import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { connectDatabase } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { createSuperAdmin, superAdminProblem } from './create-admin'

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
  },
})

// One line reader for every question: piped answers arrive at once and must wait their turn.
let muted = false
const output = new Writable({
  write(chunk, _encoding, done) {
    if (!muted) process.stdout.write(chunk)
    done()
  },
})
const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY })
const lines = rl[Symbol.asyncIterator]()

/** Asks on the terminal; `secret` keeps the typed characters off the screen. */
async function ask(question: string, secret = false): Promise<string> {
  process.stdout.write(question)
  muted = secret
  const next = await lines.next()
  muted = false
  if (secret) process.stdout.write('\n')
  return next.done ? '' : String(next.value).trim()
}

const input = {
  username: values.username ?? (await ask('Username: ')),
  email: values.email ?? (await ask('Email: ')),
  password: values.password ?? (await ask('Password (at least 12 characters, letters and digits): ', true)),
  realName: values.name,
}
rl.close()
const problem = superAdminProblem(input)
if (problem) {
  console.error(problem)
  process.exit(1)
}

const config = loadConfig()
const handle = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await migrateToLatest(handle.db)
  const user = await createSuperAdmin(handle.db, input, new Date())
  console.log(`Created super admin ${input.username} (id ${user.id}). The password must be changed at the first sign-in.`)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await handle.close()
}
