import { expect, test, type Locator } from '@playwright/test'

const words = ['Believe', 'Discipline', 'Challenge', 'Inspire', 'Achieve']

/**
 * How a visitor sees an element: its opacity times its ancestors' (a fading block is
 * a wrapper around the heading), and the longest transition among them.
 */
const appearance = (element: Locator) =>
  element.evaluate((el) => {
    let opacity = 1
    let transitionSeconds = 0
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      opacity *= Number(style.opacity)
      // Only opacity and transform animate a fade-in (links and buttons transition their colours).
      if (/\b(all|opacity|transform|translate)\b/.test(style.transitionProperty)) {
        transitionSeconds = Math.max(transitionSeconds, ...style.transitionDuration.split(',').map((d) => parseFloat(d)))
      }
    }
    return { opacity, transitionSeconds }
  })

test.describe('home', () => {
  test('the hero shows the five words and fills 75% of the viewport @phone', async ({ page }) => {
    const apiCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url())
    })
    await page.goto('/')
    await expect(page).toHaveTitle(/Home/)
    const title = page.getByRole('heading', { level: 1 })
    for (const word of words) await expect(title).toContainText(word)
    const viewport = page.viewportSize()
    // Measured in one step from the document: the app replaces the served hero (the same markup)
    // when it starts, which would leave a located element out of the page.
    const height = await page.evaluate(() => document.querySelector('section[aria-labelledby="hero-title"]')!.getBoundingClientRect().height)
    // 75% of the height, or more when the text needs it on a short screen.
    expect(height).toBeGreaterThanOrEqual(viewport!.height * 0.75 - 1)
    await page.waitForLoadState('networkidle')
    expect(apiCalls, 'home reads no data (and so never loads the SDK)').toEqual([])
  })

  test('the foundation and founder sections say what the spec says', async ({ page }) => {
    await page.goto('/')
    const foundation = page.getByRole('region', { name: 'The Foundation' })
    const actions = foundation.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Affirmative action' }) })
    await expect(actions.getByRole('listitem')).toHaveText([
      'Sponsor an athlete',
      'Provide school equipment for an athlete',
      'Engage in community service',
    ])
    for (const name of ['Our aim', 'Motivation']) {
      await expect(foundation.getByRole('heading', { name })).toBeVisible()
    }

    const founder = page.getByRole('region', { name: "The founder's word" })
    for (const name of ['The Vision', 'Bio']) await expect(founder.getByRole('heading', { name })).toBeVisible()
    await expect(founder).toContainText(/world heptathlon title/)
    await expect(founder).toContainText('1999')
    await expect(founder).toContainText(/long jump title/)
    await expect(founder).toContainText('2003')
    await expect(founder).toContainText('less than 100 euros a year')
    await expect(founder).toContainText('less than 200 euros a year')
    await expect(founder).toContainText(/school in Africa/)
    await expect(founder).toContainText(/university/)
    for (const aim of ['Sponsor an athlete', 'Provide school equipment', 'Engage in community service', 'Volunteer']) {
      await expect(founder.getByRole('listitem').filter({ hasText: aim })).toBeVisible()
    }
    // Four text-and-image rows, each with a drawn illustration.
    await expect(founder.getByRole('heading', { level: 3 })).toHaveCount(6)
  })

  test('a section below the fold fades in when scrolled into view', async ({ page }) => {
    await page.goto('/')
    const lastRow = page.getByRole('heading', { name: 'How you can help' })
    await expect.poll(async () => (await appearance(lastRow)).opacity).toBe(0)
    await lastRow.scrollIntoViewIfNeeded()
    await expect.poll(async () => (await appearance(lastRow)).opacity).toBe(1)
  })

  test('with reduced motion every section is shown at once', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/')
    const lastRow = page.getByRole('heading', { name: 'How you can help' })
    await expect(lastRow).toBeAttached()
    // Nothing waits to fade in: every heading, even far below the fold, is fully shown and still.
    const headings = await page.getByRole('main').getByRole('heading').all()
    expect(headings.length).toBeGreaterThan(6)
    for (const heading of headings) expect(await appearance(heading)).toEqual({ opacity: 1, transitionSeconds: 0 })
    await context.close()
  })
})

test.describe('projects', () => {
  test('four project cards with icon and description @phone', async ({ page }) => {
    await page.goto('/projects')
    await expect(page).toHaveTitle(/Projects/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(4)
    const titles = ['Education', 'Sport', 'Health/Science', 'Economy']
    for (const [i, title] of titles.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(title)
      // The icon is decorative (hidden from screen readers), so it is found with includeHidden.
      await expect(card.getByRole('img', { includeHidden: true })).toHaveCount(1)
      expect((await card.getByRole('paragraph').textContent())?.length ?? 0).toBeGreaterThan(60)
    }
  })
})

test.describe('hero', () => {
  for (const [width, height] of [[360, 640], [390, 844], [1440, 900], [1920, 1080]] as const) {
    test(`is exactly 75 % of a ${width}×${height} viewport and its words fit`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto('/')
      const hero = page.getByRole('region', { name: /Believe/ })
      await expect(hero).toBeVisible()
      // Measured in one step from the document, not through the located element: the app
      // replaces the served hero (the same markup) when it starts, which would leave a located
      // element out of the page.
      const { box, content, contentWidth } = await page.evaluate(() => {
        const section = document.querySelector('section[aria-labelledby="hero-title"]') as HTMLElement
        const inner = section.querySelector(':scope > div.mx-auto') as HTMLElement
        return { box: section.getBoundingClientRect().height, content: inner.scrollHeight, contentWidth: inner.scrollWidth - inner.clientWidth }
      })
      expect(Math.abs(box - height * 0.75)).toBeLessThanOrEqual(1)
      expect(content).toBeLessThanOrEqual(box)
      expect(contentWidth).toBeLessThanOrEqual(0)
    })
  }
})
