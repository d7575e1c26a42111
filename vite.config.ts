import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const apiPort = Number(process.env.PORT ?? 8080)

export const aliases = {
  '@domain': dir('./src/domain'),
  '@server': dir('./src/server'),
  '@console': dir('./src/console'),
  '@commands': dir('./commands'),
  '@locales': dir('./locales'),
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/console/app/routes',
      generatedRouteTree: './src/console/app/routeTree.gen.ts',
      autoCodeSplitting: true,
      // A loader that preloads a record pulls in the record's calls and schemas: it loads with
      // its route's screen, in one chunk (a route always needs both), not with the first page.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the shims libraries import for older Reacts are dead weight on the first page.
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: dir('./src/console/lib/use-sync-external-store.ts') },
    ],
  },
  build: {
    outDir: 'dist/console',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // What every page needs (React, zustand) in one chunk rather than a dozen small ones: the
        // first page fetches fewer files and compresses better. The router, which the signed-out
        // pages do without, comes in one chunk of its own on the way into the console.
        codeSplitting: {
          groups: [
            { name: 'first-page', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|zustand)[\\/]/ },
            { name: 'tanstack-router', test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at once on PGlite (each file has its own in-process database); one at a time
          // on PostgreSQL, whose connections (100 by default) the files' pools would outgrow.
          fileParallelism: !process.env.DATABASE_URL,
          maxWorkers: 2,
        },
      },
    ],
  },
})
