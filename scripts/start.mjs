// npm start: build the console when its sources are newer than the build, then run the
// server (console + API) in this process.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { register } from 'tsx/esm/api'

const root = path.resolve(import.meta.dirname, '..')
const built = path.join(root, 'dist/console/index.html')
const sources = ['index.html', 'vite.config.ts', 'package-lock.json', 'src/console', 'src/domain', 'commands', 'locales']

function newest(entry) {
  const full = path.join(root, entry)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(entry, name))), stat.mtimeMs)
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0
if (builtAt < Math.max(...sources.map(newest))) {
  console.log('Building the console…')
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
}

register()
await import('../src/server/main.ts')
