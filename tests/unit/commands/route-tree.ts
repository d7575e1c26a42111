import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const routeTreeFile = fileURLToPath(new URL('../../../src/console/app/routeTree.gen.ts', import.meta.url))

/** The full paths of the router's route tree, as the router plugin generated it. */
export function routePaths(): string[] {
  if (!existsSync(routeTreeFile)) throw new Error(`${routeTreeFile} is missing: run npx vite build to generate the route tree`)
  const source = readFileSync(routeTreeFile, 'utf8')
  const body = source.match(/interface FileRoutesByFullPath \{([\s\S]*?)\n\}/)?.[1]
  if (!body) throw new Error('FileRoutesByFullPath not found in the route tree')
  // Index routes may appear with a trailing slash ('/resetpassword/'); the path is the same.
  const paths = [...body.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!.replace(/(.)\/$/, '$1'))
  return [...new Set(paths)]
}
