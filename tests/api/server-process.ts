import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { createScratchDatabase } from './helpers'

const root = path.resolve(import.meta.dirname, '../..')
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** The real server in a process of its own, as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess
  /** What it printed so far, stdout and stderr. */
  output: () => string
  /** Kills it and waits for it to exit. */
  kill: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * Starts src/server/main.ts with `env` over this process's own, and resolves once it answers
 * health on 127.0.0.1 at env.PORT. A server that exits or does not answer within a minute is
 * killed, and its output is the error.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  let output = ''
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/main.ts'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${output}`)
    if (await fetch(`http://127.0.0.1:${env.PORT}/api/v1/health`).then((r) => r.ok, () => false)) return { child, output: () => output, kill }
    await pause(100)
  }
  await kill()
  throw new Error(`the server did not start: ${output}`)
}

/** Where a test file's server process runs: its data folder, its port, and the environment that names them and its database. */
export interface ServerPlace {
  dataDir: string
  port: number
  env: Record<string, string>
  /** The process the file started, killed after its tests. */
  server?: ServerProcess
}

/**
 * A data folder, a free port and a database for the server process of one test file (a scratch
 * database on the PostgreSQL server of DATABASE_URL, else PGlite in the folder), made before its
 * tests; after them its process is killed and the folder and database are removed. The answer is
 * filled in place when the file's first hook runs, so the file's own `beforeAll` below starts it.
 */
export function serverPlaceForFile(name: string): ServerPlace {
  const place = {} as ServerPlace
  let dropDatabase: (() => Promise<void>) | undefined
  beforeAll(async () => {
    place.dataDir = mkdtempSync(path.join(os.tmpdir(), `console-${name}-`))
    let databaseUrl = ''
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL, name)
      databaseUrl = scratch.url
      dropDatabase = scratch.drop
    }
    place.port = await freePort()
    place.env = { DATA_DIR: place.dataDir, DATABASE_URL: databaseUrl, PORT: String(place.port), LOG_LEVEL: 'warn', CONSOLE_DIR: path.join(place.dataDir, 'no-console') }
  })
  afterAll(async () => {
    await place.server?.kill()
    await dropDatabase?.()
    rmSync(place.dataDir, { recursive: true, force: true })
  })
  return place
}
