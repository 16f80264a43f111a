import { expect, test } from '@playwright/test'

const words = ['Believe', 'Discipline', 'Challenge', 'Inspire', 'Achieve']

test.describe('home', () => {
  test('the hero shows the five words and fills 75% of the viewport @phone', async ({ page }) => {
    const apiCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url())
    })
    await page.goto('/')
    await expect(page).toHaveTitle(/Home/)
    const hero = page.getByRole('heading', { level: 1 })
    for (const word of words) await expect(hero).toContainText(word)
    const viewport = page.viewportSize()
    const box = await page.getByTestId('hero').boundingBox()
    expect(viewport && box).toBeTruthy()
    // 75% of the height, or more when the text needs it on a short screen.
    expect(box!.height).toBeGreaterThanOrEqual(viewport!.height * 0.75 - 1)
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
    const block = lastRow.locator('xpath=ancestor::div[contains(@class,"transition")][1]')
    await expect(block).toHaveCSS('opacity', '0')
    await lastRow.scrollIntoViewIfNeeded()
    await expect(block).toHaveCSS('opacity', '1')
  })

  test('with reduced motion every section is shown at once', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/')
    const lastRow = page.getByRole('heading', { name: 'How you can help' })
    await expect(lastRow).toBeAttached()
    // Nothing waits to fade in: no block is hidden, none has a transition.
    await expect(page.getByRole('main').locator('.opacity-0, .transition.duration-700')).toHaveCount(0)
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
      await expect(card.locator('svg')).toHaveCount(1)
      expect((await card.getByRole('paragraph').textContent())?.length ?? 0).toBeGreaterThan(60)
    }
  })
})
