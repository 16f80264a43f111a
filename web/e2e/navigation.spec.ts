import { expect, test } from '@playwright/test'

const pages = [
  { path: '/', link: 'Home' },
  { path: '/projects', link: 'Projects' },
  { path: '/blog', link: 'Blog' },
  { path: '/shop', link: 'Shop' },
  { path: '/contact', link: 'Contact' },
]

test('the navigation reaches every page and highlights only the exact path', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const { path, link } of pages) {
    await nav.getByRole('link', { name: link, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page')
    const others = pages.filter((p) => p.link !== link)
    for (const other of others) {
      await expect(nav.getByRole('link', { name: other.link, exact: true })).not.toHaveAttribute('aria-current', 'page')
    }
  }
})

test('the logo leads home and Donate leads to the donation page', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('link', { name: 'Donate' }).click()
  await expect(page).toHaveURL('/donation')
  await page.getByRole('link', { name: /home/i }).first().click()
  await expect(page).toHaveURL('/')
})

test('the footer names the foundation and the current year', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText(`${new Date().getFullYear()}`)
  await expect(page.getByRole('contentinfo')).toContainText(/all rights reserved/i)
})

test('an unknown path shows NotFound, also on a deep link', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'NotFound' })).toBeVisible()
  await expect(page).toHaveTitle(/not found/i)
})

test('About shows About', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible()
})

test('every route of the spec answers with its screen on a reload', async ({ page }) => {
  for (const path of ['/projects', '/payement/success', '/don/cheque-sended/', '/cart']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'NotFound' })).toHaveCount(0)
    await expect(page.getByRole('main')).toBeVisible()
  }
})

test('on a phone Home is hidden and the other links fit @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only')
  await page.goto('/blog')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeHidden()
  for (const name of ['Projects', 'Blog', 'Shop', 'Contact']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport()
  }
  await expect(page.getByRole('link', { name: 'Donate' })).toBeInViewport()
})

// Tailwind orders variants after base classes within one stylesheet; a second stylesheet
// repeating base classes (as a split-off one would) broke this row on the donor page.
test('on a wide screen the header is one row on every kind of page', async ({ page }) => {
  for (const path of ['/', '/blog', '/donor', '/no-such-page']) {
    await page.goto(path)
    await expect(page.locator('header').first().getByRole('link', { name: 'Donate' })).toBeVisible()
    // Both measured in one step: the app replaces the served header (the same markup) when it
    // starts, and two separate measures could straddle that (one of them then finds nothing).
    const [logo, donate] = await page.evaluate(() => {
      const middle = (selector: string) => {
        const box = document.querySelector(`header ${selector}`)!.getBoundingClientRect()
        return box.top + box.height / 2
      }
      return [middle('a[href="/"]'), middle('a[href="/donation"]')]
    })
    expect(Math.abs(logo - donate), path).toBeLessThan(8)
  }
})
