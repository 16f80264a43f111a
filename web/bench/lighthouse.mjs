// Runs Lighthouse (mobile preset, default simulated throttling) on each URL
// given, RUNS times each in Debian's Chromium, and prints one JSON line per URL
// with the median run's category scores and metrics. Used by `make bench`
// (cmd/bench, section "reach").
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

try {
  for (const url of process.argv.slice(2)) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      runs.push(result.lhr)
    }
    console.log(JSON.stringify(summary(url, computeMedianRun(runs))))
  }
} finally {
  await chrome.kill()
}

/** The figures the report shows, and the failed audits that cost points (to know what to fix). */
function summary(url, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const metric = (id) => lhr.audits[id]?.numericValue ?? 0
  const failed = []
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.push(`${ref.id} ${audit.displayValue ?? ''}`.trim())
    }
  }
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failed,
  }
}
