import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  throw new Error(`Chromium not found at ${chromium}: run "apt-get install -y chromium" or set CHROMIUM_PATH.`)
}

// Workers re-read this file; the environment carries the port chosen once by the main process.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000))
process.env.E2E_ADMIN_EMAIL ??= 'e2e@example.org'
process.env.E2E_ADMIN_PASSWORD ??= 'e2e-password-123'
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } }, grep: /@phone/ },
  ],
  webServer: {
    command: `bash e2e/serve.sh ${process.env.E2E_PORT}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
