import { fileURLToPath } from 'node:url'
import type { UserConfig } from 'vite'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

const server = 'http://127.0.0.1:8090'

/**
 * What every page that reads data needs at its first screen: TanStack Query (but
 * mutations, which only forms use) and our fetch layer, in one chunk instead of
 * six small ones, each paying its own request and compression. The money formatter
 * too: every page that shows an amount reads data.
 */
function queryLayer(id: string): boolean {
  if (/[\\/]@tanstack[\\/]/.test(id)) return !/[\\/](useMutation|mutationObserver)\.js$/.test(id)
  return /src[\\/](app[\\/]withQueries\.tsx|lib[\\/](apiFetch|initialData|money)\.ts)$/.test(id)
}

/** What a form needs to send itself and show what was refused, together for the same reason. */
function formLayer(id: string): boolean {
  return (
    /[\\/]@tanstack[\\/].*[\\/](useMutation|mutationObserver)\.js$/.test(id) ||
    /src[\\/](components[\\/](ErrorSummary|FormField|SubmitButton)\.tsx|lib[\\/]apiErrors\.ts)$/.test(id)
  )
}

/**
 * Small modules that several public pages share, grouped by the pages that use them (the shop's,
 * the blog's, what lists need): on a first visit each file is one more request, and a phone on
 * HTTP/1.1 opens six connections at most. /shop went from 15 files to 11 and its Lighthouse LCP
 * from 2.5 s to 2.25 s (docs/BENCHMARKS.md), for a few hundred bytes a page may not run (/shop
 * also gets getProduct); every page stays within its budget. A group also takes what its modules
 * import: the priorities in the groups below keep React in the app's start chunk and the fetch
 * layer in data, and the dates helper apart, as the donor space needs it without the blog.
 */
const sharedByTheSamePages = [
  { name: 'catalogue', test: /web[\\/]src[\\/]features[\\/](products[\\/](queries|stock|api[\\/](?!listProducts)\w+)|shop[\\/]categories)\.ts$/ },
  { name: 'articles', test: /web[\\/]src[\\/]features[\\/]blog[\\/](types|queries|api[\\/](fields|getBlog|listRelatedBlogs)|components[\\/]BlogCard)\.tsx?$/ },
  { name: 'listing', test: /web[\\/]src[\\/]lib[\\/](records|useNearViewport|text|pagination)\.ts$/, priority: 1 },
  { name: 'dates', test: /web[\\/]src[\\/]lib[\\/]dates\.ts$/, priority: 1 },
]

/**
 * `vite build --ssr`: the server's render (src/server.tsx) as one classic script, every page in it,
 * for the embedded JavaScript engine of internal/render (ES2020 and no modules; it has no Node or
 * browser APIs, and the script uses none while it renders). Kept beside the build manifest, which
 * the Go server reads and never serves.
 */
const serverRender: UserConfig & { plugins: NonNullable<UserConfig['plugins']> } = {
  plugins: [
    {
      // The engine has no import(): one left for run time (a library's optional code the app does
      // not use) would keep the whole script from compiling. It fails when called.
      name: 'no-import-at-run-time',
      renderChunk: (code: string) => code.replace(/(?<=[^\w$.\s]\s*|\bawait\s+|\breturn\s+)import\(/g, 'Promise.reject('),
    },
  ],
  ssr: { noExternal: true, target: 'webworker' },
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2020',
    outDir: 'dist/.vite/render',
    emptyOutDir: true,
    sourcemap: false,
    minify: true,
    rolldownOptions: {
      output: { format: 'iife', entryFileNames: 'server.js' },
      // TanStack Query's "use client" marks mean nothing to a render that is all on the server.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log)
      },
    },
  },
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: fileURLToPath(new URL('src/lib/syncExternalStore.ts', import.meta.url)) }],
  },
  server: {
    proxy: { '/api': { target: server, ws: false }, '/_': server },
  },
  ...(isSsrBuild ? serverRender : {}),
  build: isSsrBuild ? serverRender.build : {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the Go server reads it to preload each route's
    // chunk (and its imports and CSS) in the HTML it serves for that route.
    manifest: true,
    // The HTML keeps its preload links (the entry's helper: every browser the site supports, es2022,
    // has modulepreload, so no polyfill), but no lazy chunk carries the list of its imports to
    // preload with it: in the app's first chunk those lists cost 0.9 KB gzip on every first load,
    // which kept /shop, /checkout and /donation over their 110 KB. The server's HTML preloads the
    // first route's chunk and all it imports (internal/pages, from the manifest); on a later client
    // navigation a route's chunk asks for its imports as soon as it is read, most of them already
    // loaded by then. A lazy chunk's CSS is still loaded with it.
    modulePreload: { polyfill: false, resolveDependencies: (_chunk, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's helper for the entry's import of the app stays out of the app's chunk:
            // in it, the entry would wait for the whole app before asking for it after the first paint.
            { name: 'preload-helper', test: /preload-helper/, priority: 4 },
            { name: 'start', test: /src[\\/]start\.tsx$/, priority: 3 },
            { name: 'data', test: queryLayer, priority: 2 },
            { name: 'forms', test: formLayer },
            // Whether the app runs the page yet: the home page's and the forms' AppOnly, and the lists'
            // pictures, need it; grouped with the listing layer, it brought that layer to the home page.
            { name: 'AppOnly', test: /src[\\/](components[\\/]AppOnly\.tsx|lib[\\/]useInApp\.ts)$/, priority: 2 },
            ...sharedByTheSamePages,
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screen tests type like a visitor; on a busy machine they need more than the default 5 s.
    testTimeout: 20_000,
  },
}))
