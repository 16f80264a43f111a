import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/** Every public route, as a visitor reaches it (an article and a product from the demo content). */
const routes = ['/', '/about', '/projects', '/blog', '/blog/seedblog0000002', '/shop', '/product/seedprod0000001', '/cart', '/checkout', '/donation', '/don/cheque-sended', '/contact', '/payement/success', '/no-such-page']

/** Scrolls to the bottom and back so every fade-in has run before axe looks. */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForTimeout(700)
}

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const route of routes) {
    test(`${route} has no violations @phone`, async ({ page }) => {
      await page.goto(route)
      await expect(page.locator('main, #main').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await revealAll(page)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
      expect(found, found.join('\n')).toEqual([])
    })
  }
})
