import { expect, test } from '@playwright/test'
import { budgetKB, watchFirstLoad } from '../bench/firstLoad.mjs'
import { adminClient } from './support/admin'

/**
 * Every public page's first load (gzip JS + CSS before any interaction) stays within its budget,
 * measured as make bench measures it (web/bench/firstLoad.mjs, budgets in web/bench/budgets.json).
 */

/** A campaign the seed does not hold: made once, before the pages are measured. */
const campaign = 'budget-track'

/** /donor is the donor space's sign-in (the signed-in space is a chunk of its own, with the PocketBase SDK). */
const englishPages = ['/', '/about', '/projects', '/blog', '/blog/seedblog0000002', '/shop', '/product/seedprod0000001', '/cart', '/checkout', '/donation', '/contact', `/campaigns/${campaign}`, '/donor']
/** The French site (/fr/…) carries both languages' words where a page has them: it is measured too. */
const pages = [...englishPages, ...englishPages.map((path) => `/fr${path}`)]

test.use({ viewport: { width: 390, height: 844 } })

test.beforeAll(async ({ baseURL }) => {
  const admin = await adminClient(baseURL ?? '')
  // Each worker runs this: another may have made it first (its slug is unique).
  await admin
    .collection('campaigns')
    .create({ slug: campaign, title: 'A new track', goalCents: 500000, project: 'sport' })
    .catch(() => admin.collection('campaigns').getFirstListItem(admin.filter('slug = {:slug}', { slug: campaign })))
})

for (const path of pages) {
  test(`${path} loads within its first-load budget`, async ({ page }) => {
    const firstLoad = watchFirstLoad(page)
    await page.goto(path, { waitUntil: 'networkidle' })
    const { jsBytes, cssBytes, files } = await firstLoad()
    expect(files.length, 'the page loaded its scripts').toBeGreaterThan(0)
    expect((jsBytes + cssBytes) / 1024, `${path} loaded ${files.join(', ')}`).toBeLessThanOrEqual(budgetKB(path))
  })
}
