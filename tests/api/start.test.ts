import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { DEMO_PASSWORD, DEMO_USERS } from '@domain/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase } from './helpers'
import { freePort, type ServerProcess, startServerProcess } from './server-process'

let dataDir: string
let dropDatabase: (() => Promise<void>) | undefined
let port: number
let server: ServerProcess | undefined

/** Whether a TCP connection to `host` at the server's port is taken. */
function reachable(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** The machine's own addresses other than loopback: where others on its network would reach it. */
const outsideAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((address) => address && !address.internal && address.family === 'IPv4')
  .map((address) => address!.address)

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-start-'))
  port = await freePort()
  let databaseUrl = ''
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'start')
    databaseUrl = scratch.url
    dropDatabase = scratch.drop
  }
  // As `npm start` runs it: no HOST, a new database seeded with demo data.
  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '', SEED_TRANSACTIONS: '200', LOG_LEVEL: 'warn', CONSOLE_DIR: path.join(dataDir, 'no-console') })
}, 90_000)

afterAll(async () => {
  await server?.kill()
  await dropDatabase?.()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('npm start', () => {
  it('anyone on the network: the server listens on this machine only unless HOST says otherwise', async () => {
    expect(await reachable('127.0.0.1')).toBe(true)
    for (const address of outsideAddresses) expect(await reachable(address), address).toBe(false)
    expect(server!.output()).toContain('listening on 127.0.0.1')
  })

  it('prints every demo user, and each signs in with the demo password', async () => {
    const output = server!.output()
    expect(output).toContain(`password ${DEMO_PASSWORD}`)
    for (const { username } of DEMO_USERS) {
      expect(output).toMatch(new RegExp(`^\\s+${username}\\s`, 'm'))
      const login = await fetch(`http://127.0.0.1:${port}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      })
      expect(login.status, username).toBe(200)
    }
  })
})
