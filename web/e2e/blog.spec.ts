import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'
import { unique } from './support/donate'

const skippedTitle = "Welcome to the foundation's journal" // the first-created seeded article

function articlesGrid(page: Page) {
  return page.getByRole('list').filter({ has: page.getByRole('article') })
}

/**
 * Reaches the blog from the home page, inside the app: a first load of /blog
 * carries its articles in the page (no spinner, no fetch), so the loading and
 * failure states are those of a visitor who navigates there.
 */
/** Opens the blog from the home page's menu once the app runs it (the prerendered menu's links load pages whole). */
async function openBlogInApp(page: Page) {
  await page.goto('/')
  // The home page is served with its hero alone: the sections below it mean the app has started, menu included.
  await expect(page.locator('#main section').nth(1)).toBeAttached()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
}

/**
 * Opens path and reads the picture that selector finds once it has arrived: which file the
 * browser chose, its size, and the visit's requests for that picture in any size a cover is
 * shown at (the cards' 400x300 and the authors' 100x100 aside): the preloads included, so a
 * preload the image does not use shows as a second request.
 */
async function coverOf(page: Page, path: string, selector: string) {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(path)
  // Covers are decorative (alt=""), so out of the accessibility tree: found by their box.
  const cover = page.locator(selector)
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const { src, size } = await cover.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, size: [img.naturalWidth, img.naturalHeight] }))
  const file = src.split('?')[0]
  const requests = requested.filter((url) => url.split('?')[0] === file && !/thumb=(400x300|100x100)/.test(url))
  return { src, size, requests }
}

/**
 * Publishes an article dated now, after every other so far, carrying a copy of a seeded cover, so that the
 * blog's hero has a cover (other tests publish articles without one, which become the hero). It is
 * kept, like theirs: other tests running meanwhile may open it from the list.
 */
async function publishCoveredHero(baseURL: string) {
  const admin = await adminClient(baseURL)
  const seeded = await admin.collection('blogs').getOne('seedblog0000002')
  const cover = await (await fetch(`${baseURL}/api/files/blogs/seedblog0000002/${seeded.image}`)).arrayBuffer()
  await admin.collection('blogs').create({
    title: `Covered hero ${unique()}`,
    category: 'E2E',
    duration: '1 min',
    authorName: 'E2E',
    // Now: an article dated later is scheduled, not public (publishing); other tests publish at their now.
    createdAt: new Date().toISOString(),
    description: '<p>A hero with a cover.</p>',
    image: new File([cover], 'cover.jpg', { type: 'image/jpeg' }),
  })
}

test.describe('blog list', () => {
  test('shows the spinner, then the featured article and a page of cards @phone', async ({ page }) => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/collections/blogs/records?*', async (route) => {
      await gate
      await route.continue()
    })
    await openBlogInApp(page)
    await expect(page.getByRole('status', { name: 'Loading articles' })).toBeVisible()
    release()

    const featured = page.getByRole('region', { name: /./ }).filter({ has: page.getByRole('link', { name: /^Read More/ }) })
    await expect(featured.getByRole('heading', { level: 2 })).toBeVisible()
    const readMore = featured.getByRole('link', { name: /^Read More/ })
    await expect(readMore).toHaveAttribute('href', /^\/blog\/[a-z0-9]+$/)
    const excerpt = await featured.getByRole('paragraph').nth(1).textContent()
    expect(excerpt!.length).toBeLessThanOrEqual(203)

    await expect(page.getByRole('heading', { name: 'Articles', level: 2 })).toBeVisible()
    const cards = articlesGrid(page).getByRole('article')
    await expect(cards).toHaveCount(6)
    const first = cards.first()
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/blog\/[a-z0-9]+$/)
    await expect(first).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/)
    // An article with a reading time says it (one written by another spec may have none).
    await expect(cards.filter({ hasText: /\d+ min read/ }).first()).toBeVisible()
    await expect(page.getByText(skippedTitle)).toHaveCount(0)
    await expect(page).toHaveTitle(/Blog/)
  })

  test("the hero's cover is the phone cut on a phone, asked for once: the served page's preload is the app's request @phone", async ({ page, baseURL }) => {
    await publishCoveredHero(baseURL!)
    const cover = await coverOf(page, '/blog', 'section[aria-labelledby="featured-title"] img')
    if (page.viewportSize()!.width <= 440) {
      expect(cover.src).toContain('thumb=456x600')
      expect(cover.size).toEqual([456, 600])
    } else {
      expect(cover.src).not.toContain('thumb=456x600')
    }
    expect(cover.requests).toEqual([cover.src])
  })

  test('paginates forward and back, keeping the page in the URL', async ({ page }) => {
    await page.goto('/blog')
    const pager = page.getByRole('navigation', { name: 'Articles pages' })
    const previous = pager.getByRole('button', { name: 'Précédent' })
    const next = pager.getByRole('button', { name: 'Suivant' })
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    const pageOneTitles = await articlesGrid(page).getByRole('heading').allTextContents()
    expect(pageOneTitles).toHaveLength(6)

    // The seed has 11 articles: one skipped, ten listed, so two pages (other tests may add one more).
    const numbered = pager.getByRole('button', { name: /^Page \d+$/ })
    const total = await numbered.count()
    expect(total).toBeGreaterThanOrEqual(2)

    await next.click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(previous).toBeEnabled()
    const pageTwoTitles = await articlesGrid(page).getByRole('heading').allTextContents()
    expect(pageTwoTitles.length).toBeGreaterThan(0)
    expect(pageTwoTitles.some((t) => pageOneTitles.includes(t))).toBe(false)
    await expect(page.getByText(skippedTitle)).toHaveCount(0)
    if (total === 2) await expect(next).toBeDisabled()

    await page.reload()
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

    await pager.getByRole('button', { name: `Page ${total}` }).click()
    await expect(page).toHaveURL(new RegExp(`page=${total}$`))
    await expect(next).toBeDisabled()
    await previous.click()
    await expect(pager.getByRole('button', { name: `Page ${total - 1}` })).toHaveAttribute('aria-current', 'page')
  })

  test('a page number beyond the last shows the last page', async ({ page }) => {
    await page.goto('/blog?page=99')
    const pager = page.getByRole('navigation', { name: 'Articles pages' })
    await expect(pager.getByRole('button', { name: 'Suivant' })).toBeDisabled()
    await expect(articlesGrid(page).getByRole('article').first()).toBeVisible()
  })

  test('reads one page per request: the list, a page turned, then the live re-read of the page on screen', async ({ page }) => {
    // What each read of the records API asks for: never more than a page, never a count.
    const reads: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      const query = url.searchParams
      const perPage = query.get('perPage')
      const listed = /^id != "[a-z0-9]+"$/.test(query.get('filter') ?? '') && query.get('skipTotal') === '1'
      if (url.pathname === '/api/collections/blog_listing/records') reads.push(perPage === '1' ? 'tally' : `other: ${url.search}`)
      else if (url.pathname !== '/api/collections/blogs/records') return
      else if (perPage === '1' && listed) reads.push('featured')
      else if (perPage === '6' && listed) reads.push(`page ${query.get('page')}`)
      else reads.push(`other: ${url.search}`)
    })
    // Not live at first, so that the reads of the list and of a page turned are alone.
    await page.route('**/api/realtime*', (route) => route.abort())
    await openBlogInApp(page)
    const pager = page.getByRole('navigation', { name: 'Articles pages' })
    await expect(articlesGrid(page).getByRole('article')).toHaveCount(6)
    expect(reads).toEqual(['tally', 'page 1'])

    await pager.getByRole('button', { name: 'Suivant' }).click()
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name: /^Read More/ })).toBeVisible()
    // The tally (first-created id, count) and the featured entry are kept: turning the page reads that page alone.
    expect(reads).toEqual(['tally', 'page 1', 'page 2'])

    // Live: the page on screen is read again (and what every page shows), not every page.
    await page.unroute('**/api/realtime*')
    await expect.poll(() => reads.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(6)
    expect(reads.slice(3, 6).sort()).toEqual(['featured', 'page 2', 'tally'])
    for (const read of reads.slice(6)) expect(['featured', 'page 2', 'tally']).toContain(read)
  })

  test('a failed fetch says so in French and can be retried', async ({ page }) => {
    // No live updates here: their first refresh (2 s in) would reload the list on its own and race the click.
    await page.route('**/api/realtime*', (route) => route.abort())
    await page.route('**/api/collections/blogs/records?*', (route) => route.abort())
    await openBlogInApp(page)
    await expect(page.getByText('Impossible de récupérer les données')).toBeVisible()
    await page.unroute('**/api/collections/blogs/records?*')
    await page.getByRole('button', { name: 'Réessayer' }).click()
    await expect(page.getByRole('heading', { name: 'Articles' })).toBeVisible()
  })

  test('updates live when an article is created, edited and deleted', async ({ page, baseURL }) => {
    const admin = await adminClient(baseURL!)
    const title = `Live article ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
    // An old article date puts it at the end of the list, so it does not change the
    // featured article or page 1 for tests running at the same time.
    await page.goto('/blog?page=99')
    await expect(page.getByRole('navigation', { name: 'Articles pages' })).toBeVisible()
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))

    const record = await admin.collection('blogs').create({
      title,
      category: 'Live',
      duration: '1 min',
      authorName: 'E2E',
      createdAt: '2000-01-01 00:00:00.000Z',
      description: '<p>Created while the list was open.</p>',
    })
    try {
      await expect(page.getByRole('link', { name: title })).toBeVisible()
      await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/blog/${record.id}`)

      await admin.collection('blogs').update(record.id, { title: `${title} (edited)` })
      await expect(page.getByRole('link', { name: `${title} (edited)` })).toBeVisible()
    } finally {
      await admin.collection('blogs').delete(record.id)
    }
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0)
    // All of this happened without a reload.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  })
})

test.describe("on Lighthouse's phone (412 px wide, density 1.75)", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })

  test('the covers are the cuts of what it shows: 456x600 for the hero, 672x378 for an article', async ({ page, baseURL }) => {
    await publishCoveredHero(baseURL!)
    const hero = await coverOf(page, '/blog', 'section[aria-labelledby="featured-title"] img')
    expect(hero.src).toContain('thumb=456x600')
    // A <source> has no width descriptor: the image's natural size is the file's.
    expect(hero.size).toEqual([456, 600])
    expect(hero.requests).toEqual([hero.src])
    const article = await coverOf(page, '/blog/seedblog0000002', 'article img.aspect-video')
    expect(article.src).toContain('thumb=672x378')
    // The served pages' preloads are the app's requests.
    expect(article.requests).toEqual([article.src])
    // The file is that cut (a thumbnail size the collection does not list would be the original):
    // its natural size is scaled by the srcset's width descriptor, so read from the file itself.
    const pixels = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob())
      return [bitmap.width, bitmap.height]
    }, article.src)
    expect(pixels).toEqual([672, 378])
  })
})

test.describe('blog article', () => {
  test('shows the article, its author with the Admin label, share buttons and related links', async ({ page }) => {
    await page.goto('/blog/seedblog0000002')
    const title = 'Sponsoring an athlete: what 100 euros a year pays for'
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(new RegExp(title))
    const article = page.getByRole('article').first()
    await expect(article).toContainText('Sponsorship')
    await expect(article).toContainText('4 min read')
    await expect(article).toContainText('Mar 05, 2024')
    await expect(article).toContainText('Amara Diallo')
    await expect(article.getByText('Admin', { exact: true })).toBeVisible()
    await expect(article.getByRole('listitem').filter({ hasText: 'School fees for three terms' })).toBeVisible()
    for (const network of ['Facebook', 'X', 'LinkedIn']) {
      await expect(page.getByRole('button', { name: `Share on ${network}` })).toBeVisible()
    }

    const related = page.getByRole('region', { name: 'Related articles' })
    const links = related.getByRole('article').getByRole('link')
    await expect(links).toHaveCount(2)
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/blog\/[a-z0-9]+$/)
      expect(href).not.toBe('/blog/seedblog0000002')
    }
    const relatedTitle = await links.first().textContent()
    await links.first().click()
    await expect(page).toHaveURL(/\/blog\/(?!seedblog0000002)[a-z0-9]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle!)
  })

  test('the list links to the article and back @phone', async ({ page }) => {
    await page.goto('/blog')
    const card = page.getByRole('article').first()
    const title = await card.getByRole('heading').textContent()
    await card.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
    await page.getByRole('link', { name: 'All articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('an unknown id shows Document not found', async ({ page }) => {
    await page.goto('/blog/doesnotexist123')
    await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible()
    await expect(page).toHaveTitle(/Document not found/)
  })
})
