import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'
import { unique } from './support/donate'
import { untilHydrated } from './support/hydration'

/**
 * The pages the server renders (internal/render, web/src/server.tsx) arrive with their content,
 * readable without JavaScript, and the app hydrates them: it takes over the very elements the
 * server sent, without a mismatch, instead of replacing them.
 */

/** The served pages, each with what its served content shows. */
const seededArticle = '/blog/seedblog0000002'
const seededProduct = '/product/seedprod0000001'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an article, the blog, the shop and a product are readable', async ({ page }) => {
    await page.goto(seededArticle)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.article-body')).not.toBeEmpty()
    await expect(page.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog')

    await page.goto('/blog')
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Read More/ })).toBeVisible()

    await page.goto('/shop')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible()

    await page.goto(seededProduct)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /Back to the shop/ })).toBeVisible()
  })

  test('an editor’s text is shown as text, never as markup', async ({ page, baseURL }) => {
    const pb = await adminClient(baseURL!)
    const title = `Run </script><script>window.hacked=1</script> & win ${unique()}`
    const article = await pb.collection('blogs').create({
      title, description: '<p>Body with <b>bold</b>.</p>', status: 'published', createdAt: '2020-01-01 09:00:00.000Z', authorName: 'Amara </script>',
    })
    await page.goto(`/blog/${article.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('.article-body b')).toHaveText('bold')
    await expect(page.getByText('Amara </script>')).toBeVisible()
  })
})

/** Marks the served elements, then waits for the app to hydrate them; they must be the same nodes. */
async function expectHydrated(page: Page, path: string, served: string) {
  const mismatches: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') mismatches.push(message.text())
  })
  page.on('pageerror', (error) => mismatches.push(error.message))
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      const element = document.querySelector(selector)
      if (element) element.setAttribute('data-served-node', 'yes')
      ;(window as unknown as { servedNode: Element | null }).servedNode = element
    })
  }, served)
  await page.goto(path)
  const element = page.locator(served).first()
  await untilHydrated(element)
  expect(mismatches, `${path}: errors while the app took the page over`).toEqual([])
  expect(await element.evaluate((node) => node === (window as unknown as { servedNode: Element | null }).servedNode), `${path}: the served ${served} was replaced`).toBe(true)
}

const servedPages: [path: string, served: string][] = [
  ['/', 'main h1'],
  ['/about', 'main h1'],
  ['/projects', 'main h1'],
  ['/donation', 'main h1'],
  ['/contact', 'main h1'],
  ['/blog', '#featured-title'],
  ['/blog?page=2', 'main h1'],
  [seededArticle, 'article h1'],
  ['/shop', 'main h1'],
  [seededProduct, 'main h1'],
  ['/payement/success', 'main h1'],
  ['/don/cheque-sended', 'main h1'],
]

for (const [path, served] of servedPages) {
  test(`${path} is hydrated, not replaced`, async ({ page }) => {
    await expectHydrated(page, path, served)
  })
}

test('a page the server does not render is rendered by the app', async ({ page }) => {
  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
