import { DEMO_PASSWORD, DEMO_USERS } from '@domain/constants'
import { buildApp } from './app'
import { startServices } from './bootstrap'
import { loadConfig } from './config'
import { consoleOrigin } from './mail/user-mail'

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

const url = consoleOrigin(services, null)
console.log(`\nPayments Console ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url}`)
console.log(`  API ${url}/api/v1 on ${services.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`)
console.log(`  listening on ${config.host} port ${config.port}${['127.0.0.1', '::1'].includes(config.host) ? ': this machine only (HOST sets another address)' : ''}`)
if (!config.production) {
  console.log(`  demo users, password ${DEMO_PASSWORD}:`)
  for (const user of DEMO_USERS) console.log(`    ${user.username.padEnd(9)} ${user.who}`)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close()
    await services.close()
    process.exit(0)
  })
}
