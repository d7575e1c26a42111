// The real app in this process, on a fresh database seeded with `transactions`: its queues run
// only when a figure drains them, so that nothing else works while it is timed.
import { DEMO_PASSWORD } from '@domain/constants'
import { buildApp } from '../../src/server/app'
import { startServices } from '../../src/server/bootstrap'
import { loadConfig } from '../../src/server/config'

/** `env` names the engine: DATA_DIR, and DATABASE_URL for PostgreSQL. */
export async function inProcessApp(transactions: number, env: Record<string, string>) {
  const base = loadConfig({ ...process.env, SEED_TRANSACTIONS: String(transactions), LOG_LEVEL: 'warn', ...env })
  const config = { ...base, jobQueue: { ...base.jobQueue, autoRun: false }, mailQueue: { ...base.mailQueue, autoRun: false } }
  const started = Date.now()
  const services = await startServices(config)
  const startMs = Date.now() - started
  const app = await buildApp({ services })
  /** A demo user's bearer header. */
  const signIn = async (username: string) => {
    const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password: DEMO_PASSWORD } })
    return { authorization: `Bearer ${login.json().token as string}` }
  }
  const close = async () => {
    await app.close()
    await services.close()
    // A closed pool's sockets end a moment after its promise: let them go before the database is dropped.
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { config, services, app, startMs, signIn, close }
}
