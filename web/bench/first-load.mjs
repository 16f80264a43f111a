// Prints the gzip bytes of the JS and CSS a page loads before any interaction,
// as JSON: {jsBytes, cssBytes, files}. Used by `make bench` (cmd/bench).
import { chromium } from '@playwright/test'
import { watchFirstLoad } from './firstLoad.mjs'

const url = process.argv[2]
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
const firstLoad = watchFirstLoad(page)
await page.goto(url, { waitUntil: 'networkidle' })
const result = await firstLoad()
await browser.close()
console.log(JSON.stringify(result))
