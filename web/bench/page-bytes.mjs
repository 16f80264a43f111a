// Prints what the browser downloads to show a page, as JSON: the bytes on the wire (compressed as
// sent, headers aside) by kind, until the network is idle, then again once the page has been
// open `liveMs` (the blog's live updates start 2 s in and re-read the page on screen).
// Used by `make bench` (cmd/bench, paging section).
import { chromium } from '@playwright/test'

const [url, liveMs = '4000'] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
const finished = []
page.on('requestfinished', (request) => finished.push(request))

/** The bytes of the requests finished so far, by kind; the records API's requests counted apart. */
async function tally() {
  const kinds = { document: 0, records: 0, scripts: 0, styles: 0, images: 0, other: 0 }
  let recordsRequests = 0
  for (const request of finished) {
    const { responseBodySize } = await request.sizes()
    const type = request.resourceType()
    const path = new URL(request.url()).pathname
    let kind = 'other'
    if (type === 'document') kind = 'document'
    else if (/^\/api\/collections\/[^/]+\/records/.test(path)) {
      kind = 'records'
      recordsRequests++
    } else if (type === 'script') kind = 'scripts'
    else if (type === 'stylesheet') kind = 'styles'
    else if (type === 'image') kind = 'images'
    kinds[kind] += responseBodySize
  }
  const total = Object.values(kinds).reduce((a, b) => a + b, 0)
  return { ...kinds, total, recordsRequests }
}

await page.goto(url, { waitUntil: 'networkidle' })
const firstScreen = await tally()
await page.waitForTimeout(Number(liveMs))
const live = await tally()
await browser.close()
console.log(JSON.stringify({ firstScreen, live }))
