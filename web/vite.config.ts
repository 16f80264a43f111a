import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

const server = 'http://127.0.0.1:8090'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': { target: server, ws: false }, '/_': server },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the Go server reads it to preload each route's
    // chunk (and its imports and CSS) in the HTML it serves for that route.
    manifest: true,
    // Every browser the site supports (es2022) has modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screen tests type like a visitor; on a busy machine they need more than the default 5 s.
    testTimeout: 20_000,
  },
})
