// Prints the gzip bytes of the JS and CSS a page loads before any interaction,
// as JSON: {jsBytes, cssBytes, files}. Used by `make bench` (cmd/bench).
import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'

const url = process.argv[2]
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
const seen = new Map()
page.on('response', async (response) => {
  const type = response.request().resourceType()
  if (type !== 'script' && type !== 'stylesheet') return
  // Re-compress the body ourselves: the size does not depend on whether the server sent gzip.
  const body = await response.body().catch(() => Buffer.alloc(0))
  seen.set(response.url(), { type, bytes: gzipSync(body, { level: 9 }).length })
})
await page.goto(url, { waitUntil: 'networkidle' })
await browser.close()

let jsBytes = 0
let cssBytes = 0
for (const { type, bytes } of seen.values()) {
  if (type === 'script') jsBytes += bytes
  else cssBytes += bytes
}
console.log(JSON.stringify({ jsBytes, cssBytes, files: [...seen.keys()].map((u) => new URL(u).pathname) }))
