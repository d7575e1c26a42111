// npm test: build, typecheck, lint, unit, API (PGlite, then PostgreSQL when DATABASE_URL is
// set) and browser tests. Every step runs; the last line counts the tests of all of them.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const reports = mkdtempSync(path.join(tmpdir(), 'console-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []

function step(name, command, args, { env = {}, count } = {}) {
  console.log(`\n=== ${name}`)
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = result.status === 0
  let counted = null
  if (count) {
    try {
      counted = count()
    } catch {
      counted = null
    }
  }
  if (counted) {
    totals.passed += counted.passed
    totals.failed += counted.failed
    totals.skipped += counted.skipped
  }
  // A step that failed without reporting a failing test (a crash, a type error) still counts.
  if (!ok && (!counted || counted.failed === 0)) totals.failed += 1
  if (!ok) failedSteps.push(name)
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

function vitestCounts(file) {
  return () => {
    const r = JSON.parse(readFileSync(file, 'utf8'))
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }
  }
}

function vitest(name, project, env = {}) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`)
  step(name, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    env,
    count: vitestCounts(out),
  })
}

step('build the console', bin('vite'), ['build', '--logLevel', 'warn'])
step('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])
step('lint', bin('biome'), ['check', '.'])
vitest('unit tests', 'unit')
vitest('API tests on PGlite', 'api', { DATABASE_URL: '' })
if (process.env.DATABASE_URL) vitest('API tests on PostgreSQL', 'api')
else console.log('\n(API tests on PostgreSQL skipped: DATABASE_URL is not set)')

const e2eReport = path.join(reports, 'e2e.json')
step('browser tests', bin('playwright'), ['test'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  count: () => {
    const s = JSON.parse(readFileSync(e2eReport, 'utf8')).stats
    return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped }
  },
})

rmSync(reports, { recursive: true, force: true })
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedSteps.length ? 1 : 0)
