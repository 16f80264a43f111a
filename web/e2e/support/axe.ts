import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The widths every screen is checked at: a phone and a desktop. */
export const widths = [390, 1440] as const

/** Scrolls to the bottom and back so every fade-in has run before axe looks. */
export async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForTimeout(700)
}

/** axe-core's WCAG 2.2 AA rules find nothing on the page as it is; `where` names it in the failure. */
export async function expectNoViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
  expect(found, `${where}:\n${found.join('\n')}`).toEqual([])
}

/** Each width in turn: the page resized, then `check`. */
export async function atEachWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    await check(width)
  }
}
