import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

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
