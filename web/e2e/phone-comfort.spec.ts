import { expect, test, type Page } from '@playwright/test'

// Issue 44, what a phone visitor (and a desktop one) stumbled over: pages landing under the
// sticky header, and touch targets smaller than a finger. Each at 390 and 1440 px wide.
const widths = [390, 1440]

/** The header's bottom edge, the top of the main area's link reading `text` and the scroll, measured in one step. */
async function headerBottomAndTop(page: Page, text: string) {
  return page.evaluate((text) => {
    const header = document.querySelector('header')!.getBoundingClientRect()
    const target = [...document.querySelectorAll('main a')].find((a) => a.textContent?.includes(text))!
    return { headerBottom: header.bottom, top: target.getBoundingClientRect().top, scrollY: window.scrollY }
  }, text)
}

for (const width of widths) {
  test(`an in-app page change shows the new page from its top, below the header (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/shop')
    const cards = page.getByRole('region', { name: 'Products' }).getByRole('listitem')
    await expect(cards).toHaveCount(9)
    // Far down the list, so the page change has somewhere to scroll from.
    const last = cards.last().getByRole('link').first()
    await last.scrollIntoViewIfNeeded()
    await last.click()
    await expect(page).toHaveURL(/\/product\//)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const { headerBottom, top, scrollY } = await headerBottomAndTop(page, 'Back to the shop')
    expect(scrollY).toBe(0)
    expect(top).toBeGreaterThanOrEqual(headerBottom)

    // And back through the header: the shop's heading is not under the header either.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test(`the header's links, Donate and the product's choices are 44 px touch targets at least (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/product/seedprod0000002')
    await expect(page.getByRole('heading', { level: 1, name: 'Team T-shirt' })).toBeVisible()
    const header = page.locator('header').first()
    const targets = [
      ...(await header.getByRole('navigation', { name: 'Main' }).getByRole('link').filter({ visible: true }).all()),
      header.getByRole('link', { name: 'Donate' }),
      // The radios are visually hidden: their labels are what a finger touches.
      ...(await page.locator('main fieldset label').all()),
    ]
    expect(targets.length).toBeGreaterThan(6)
    for (const target of targets) {
      const box = (await target.boundingBox())!
      expect(box.height, `${await target.textContent()} is 44 px tall`).toBeGreaterThanOrEqual(44)
      expect(box.width, `${await target.textContent()} is 44 px wide`).toBeGreaterThanOrEqual(44)
    }
    // Still one row of links on a phone.
    for (const name of ['Projects', 'Blog', 'Shop', 'Contact']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeInViewport()
    }
  })
}
