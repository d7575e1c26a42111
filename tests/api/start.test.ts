import { connect } from 'node:net'
import os from 'node:os'
import { DEMO_PASSWORD, DEMO_USERS } from '@domain/constants'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverPlaceForFile, startServerProcess } from './server-process'

const place = serverPlaceForFile('start')

/** Whether a TCP connection to `host` at the server's port is taken. */
function reachable(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port: place.port, timeout: 2000 })
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
  // As `npm start` runs it: no HOST, a new database seeded with demo data.
  place.server = await startServerProcess({ ...place.env, HOST: '', SEED_TRANSACTIONS: '200' })
}, 90_000)

describe('npm start', () => {
  it('anyone on the network: the server listens on this machine only unless HOST says otherwise', async () => {
    expect(await reachable('127.0.0.1')).toBe(true)
    for (const address of outsideAddresses) expect(await reachable(address), address).toBe(false)
    expect(place.server!.output()).toContain('listening on 127.0.0.1')
  })

  it('prints every demo user, and each signs in with the demo password', async () => {
    const output = place.server!.output()
    expect(output).toContain(`password ${DEMO_PASSWORD}`)
    for (const { username } of DEMO_USERS) {
      expect(output).toMatch(new RegExp(`^\\s+${username}\\s`, 'm'))
      const login = await fetch(`http://127.0.0.1:${place.port}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      })
      expect(login.status, username).toBe(200)
    }
  })
})
