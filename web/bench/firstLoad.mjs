// What a page loads before any interaction, as make bench reports it and make test checks it.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'))

/** The page's first-load budget in KB: the home page, every visitor's first, has the tightest. */
export function budgetKB(path) {
  return path === '/' || path === '/fr/' ? budgets.home : budgets.otherPages
}

/**
 * Starts counting the page's scripts and stylesheets; the returned function totals them.
 * Bodies are re-compressed here (gzip -9) so the size does not depend on whether the server sent gzip.
 */
export function watchFirstLoad(page) {
  const seen = new Map()
  const reading = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    reading.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => seen.set(response.url(), { type, bytes: gzipSync(body, { level: 9 }).length })),
    )
  })
  return async () => {
    await Promise.all(reading)
    let jsBytes = 0
    let cssBytes = 0
    for (const { type, bytes } of seen.values()) {
      if (type === 'script') jsBytes += bytes
      else cssBytes += bytes
    }
    return { jsBytes, cssBytes, files: [...seen.keys()].map((u) => new URL(u).pathname) }
  }
}
