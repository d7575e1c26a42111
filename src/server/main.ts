import { DEMO_PASSWORD, DEMO_USERS } from '@domain/constants'
import { buildApp } from './app'
import { startServices } from './bootstrap'
import { loadConfig } from './config'

const started = Date.now()
const config = loadConfig()
if (config.production && !config.publicUrl) {
  throw new Error('PUBLIC_URL must be set in production: links in emails are built from it')
}
const services = await startServices(config, { log: (line) => console.log(`  ${line}`) })
const app = await buildApp({
  services,
  consoleDir: config.consoleDir,
  logger: { level: config.logLevel },
})
await app.listen({ port: config.port, host: config.host })

const url = `http://localhost:${config.port}`
console.log(`\nPayments Console ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url}`)
console.log(`  API ${url}/api/v1 on ${services.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`)
if (!config.production) console.log(`  demo users: ${DEMO_USERS.join(', ')} (password ${DEMO_PASSWORD})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close()
    await services.close()
    process.exit(0)
  })
}
