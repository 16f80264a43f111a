import { expect, test } from '@playwright/test'

const article = '/blog/seedblog0000002'

test.describe('reach: pages complete before JavaScript runs', () => {
  test('with JavaScript off, an article still gives its title, description and picture', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(article)
    expect(response?.status()).toBe(200)
    const title = await page.title()
    expect(title).toMatch(/ \| Amara Diallo Foundation$/)
    expect(title).not.toBe('Amara Diallo Foundation')
    const meta = (selector: string) => page.locator(selector).getAttribute('content')
    expect(await meta('meta[property="og:title"]')).toBe(title)
    expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(20)
    expect(await meta('meta[property="og:image"]')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/files\/.+thumb=/)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(JSON.stringify(jsonLd)).toContain('"Article"')
    // The article itself is served: its heading, cover and body read without the app.
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(title.replace(/ \| Amara Diallo Foundation$/, ''))
    const cover = page.locator('main article img[srcset]')
    await expect(cover).toBeVisible()
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect((await page.locator('main .article-body').innerText()).length).toBeGreaterThan(100)
    // The public layout comes prerendered: the menu works as plain links.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await expect(page.getByRole('link', { name: 'My giving' })).toBeVisible()
    await context.close()
  })

  test('with JavaScript off, the pages the same for everyone, the blog and a product are served, forms and the home page\'s later sections left to the app; the cart is not', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const served = {
      '/': 'Believe',
      '/projects': 'Our projects',
      '/payement/success': 'Thank you!',
      '/don/cheque-sended': 'Your request has been recorded',
      '/donation': 'Sports coaching for every young athlete',
      '/contact': 'Contact us',
    }
    for (const [path, heading] of Object.entries(served)) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading)
    }
    for (const path of ['/', '/donation', '/contact']) {
      await page.goto(path)
      await expect(page.locator('#main form, #main input, #main textarea'), path).toHaveCount(0)
    }
    await page.goto('/')
    await expect(page.locator('#main section')).toHaveCount(1)
    // The blog list is served whole: its hero and its first page of articles (React's render, internal/render).
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await expect(page.getByRole('region', { name: /./ }).getByRole('link', { name: /^Read More/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Articles' })).toBeVisible()
    // A product is served whole too: its picture, its name and its details.
    await page.goto('/product/seedprod0000001')
    const picture = page.locator('#main img').first()
    await expect(picture).toHaveAttribute('alt', /^Foundation Mug/)
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foundation Mug')
    await page.goto('/cart')
    await expect(page.locator('#main')).toBeEmpty()
    await context.close()
  })

  test('the staff pages are served without the public layout', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/staff')
    await expect(page.locator('#root')).toBeEmpty()
    await context.close()
  })

  test('the article renders from the data in the page, without asking the API for it', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/collections/blogs/records/seedblog0000002')) asked.push(request.url())
    })
    await page.goto(article)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(asked).toEqual([])
  })

  test('a first visit shows the page at once when the app starts, never a loading spinner in its place', async ({ page }) => {
    // Records every spinner put in the page's main area, from the first byte on.
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { spinnersSeen: seen })
      new MutationObserver(() => {
        if (document.querySelector('#main [role="status"][aria-label="Loading"]')) seen.push(location.pathname)
      }).observe(document, { childList: true, subtree: true })
    })
    for (const path of ['/', '/about', '/contact']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('footer')).toBeVisible()
      expect(await page.evaluate(() => (window as unknown as { spinnersSeen: string[] }).spinnersSeen)).toEqual([])
    }
  })

  test('unknown pages answer 404 with the app page; robots, sitemap and feed are real files', async ({ page, request }) => {
    const missing = await page.goto('/no-such-page')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect((await request.get('/blog/nosuchrecord00')).status()).toBe(404)
    const robots = await request.get('/robots.txt')
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
    expect(await robots.text()).toContain('Disallow: /staff')
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/blog/seedblog0000002')
    expect(await (await request.get('/blog/feed.xml')).text()).toContain('<rss')
    expect((await request.get('/favicon.ico')).status()).toBe(200)
    // The link preview of a page without a picture of its own, and the logo search engines show.
    expect((await request.get('/share.jpg')).headers()['content-type']).toBe('image/jpeg')
    expect((await request.get('/logo.png')).headers()['content-type']).toBe('image/png')
  })
})
