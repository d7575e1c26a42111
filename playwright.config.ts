import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { e2ePort, shortSessionPort } from './tests/e2e/env'

// Browser tests run the built console on the real server with a fresh embedded database.
// A second server exercises the session-expired dialog: its sessions end 34 s after sign-in
// (lifetime 64 s less the 30 s margin), and the refresh due after 2 s fails (1 s refresh tokens).
// Its proofs that it is the user last 2 s, so a sensitive change soon asks for the password again.
const port = e2ePort
const shortPort = shortSessionPort
const dataDir = (name: string) => mkdtempSync(path.join(tmpdir(), `console-e2e-${name}-`))
const server = (p: number, env: Record<string, string>) => ({
  command: 'node node_modules/tsx/dist/cli.mjs src/server/main.ts',
  url: `http://localhost:${p}/api/v1/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  // The suite signs the demo users in far more often than people do: no rate limit gets in its way.
  env: {
    PORT: String(p),
    DATA_DIR: dataDir(String(p)),
    DATABASE_URL: '',
    SEED_TRANSACTIONS: '2000',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_ADDRESS: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
    ...env,
  },
})

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [server(port, {}), server(shortPort, { ACCESS_TOKEN_TTL: '64', REFRESH_TOKEN_TTL: '1', STEP_UP_TTL: '2' })],
})
