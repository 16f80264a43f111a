import { expect, test } from '@playwright/test'
import { budgetKB, watchFirstLoad } from '../bench/firstLoad.mjs'

/**
 * Every public page's first load (gzip JS + CSS before any interaction) stays within its budget,
 * measured as make bench measures it (web/bench/firstLoad.mjs, budgets in web/bench/budgets.json).
 */
const pages = ['/', '/about', '/projects', '/blog', '/blog/seedblog0000002', '/shop', '/product/seedprod0000001', '/cart', '/checkout', '/donation', '/contact']

test.use({ viewport: { width: 390, height: 844 } })

for (const path of pages) {
  test(`${path} loads within its first-load budget`, async ({ page }) => {
    const firstLoad = watchFirstLoad(page)
    await page.goto(path, { waitUntil: 'networkidle' })
    const { jsBytes, cssBytes, files } = await firstLoad()
    expect(files.length, 'the page loaded its scripts').toBeGreaterThan(0)
    expect((jsBytes + cssBytes) / 1024, `${path} loaded ${files.join(', ')}`).toBeLessThanOrEqual(budgetKB(path))
  })
}
