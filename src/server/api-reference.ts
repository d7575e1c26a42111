import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { API_DOCS_PATH, API_PREFIX } from '@domain/call'
import type { FastifyInstance } from 'fastify'
import { type ApiRoute, openApiDocument } from './openapi'

const packageVersion = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The page's own script, served as a file: the CSP allows no inline script. */
const initScript = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({
    url: '${API_PREFIX}/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    persistAuthorization: false,
  })
})
`

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>Payments Console API</title>
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/init.js"></script>
  </body>
</html>
`

/** The files of the reference page, from the installed swagger-ui-dist: no CDN. */
const assets: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
}

/**
 * The API as a product: GET /api/v1/openapi.json, the OpenAPI 3.1 document of every route the
 * app answers, and at /api/docs a reference page (Swagger UI) that reads it and can try calls
 * with a token from POST /login. Both are public, like the console's own bundle.
 */
export function registerApiReference(app: FastifyInstance, routes: readonly ApiRoute[]): void {
  let document: string | undefined
  app.get(`${API_PREFIX}/openapi.json`, async (_request, reply) => {
    // Built at the first request, when every route is registered.
    document ??= JSON.stringify(openApiDocument(routes, packageVersion))
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document)
  })

  app.get(API_DOCS_PATH, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page))
  app.get(`${API_DOCS_PATH}/init.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(initScript),
  )
  for (const [name, asset] of Object.entries(assets)) {
    app.get(`${API_DOCS_PATH}/${name}`, async (_request, reply) =>
      reply
        .type(asset.type)
        .header('cache-control', 'public, max-age=86400')
        .send(await readFile(path.join(swaggerUiDir, asset.file))),
    )
  }
}
