import { expect, test } from '@playwright/test'
import { untilHydrated } from './support/hydration'
import { signaturePng } from './support/receipts'
import { signedInAs } from './support/staff'

// Issue 44, the rest of what people stumbled over, each at a phone's and a desktop's width:
// the focus after a product card clicked with the mouse, one phone rule, and the article editor.
const widths = [390, 1440]

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.beforeEach(({ page }) => page.setViewportSize({ width, height: width === 390 ? 844 : 900 }))

    // The link clicked kept the focus: the old screen was still in the page while the product's code loaded.
    test('a product card clicked with the mouse gives the focus to the product’s heading', async ({ page }) => {
      await page.goto('/shop')
      const card = page.getByRole('region', { name: 'Products' }).getByRole('listitem').first().getByRole('link').first()
      // A click on the served page before the app owns it is a whole page load, which leaves the focus on the body.
      await untilHydrated(card)
      await card.click()
      await expect(page).toHaveURL(/\/product\//)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The new screen's heading, or its main area (#main) while it had none yet: not the card left behind.
      await expect.poll(() => page.evaluate(() => (document.activeElement?.id === 'main' ? 'main' : document.activeElement?.tagName))).toMatch(/^(H1|main)$/)
    })

    // Contact kept "06 98" while the donation form refused it: one rule, said before sending.
    test('the contact form refuses a phone number too short to call back, in the site’s words', async ({ page }) => {
      const posts: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url())
      })
      await page.goto('/contact')
      const form = page.getByRole('form', { name: 'Send us a message' })
      await form.getByRole('textbox', { name: 'Full name' }).fill('Awa Ndiaye')
      await form.getByRole('textbox', { name: 'Email' }).fill('awa@example.org')
      await form.getByRole('textbox', { name: 'Phone' }).fill('06 98')
      await form.getByRole('textbox', { name: 'Message' }).fill('I would like to volunteer.')
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect(page.getByText('Enter the whole phone number: at least 10 characters besides spaces and ( ) - .').first()).toBeVisible()
      await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true')
      expect(posts).toEqual([])
      await page.screenshot({ path: `test-results/stumbles-contact-${width}.png`, fullPage: true })
    })

    test('an editor adds a picture in the app’s dialog, keeps typing after it, links in the same dialog and publishes a scheduled article now', async ({ page, baseURL }) => {
      test.setTimeout(60_000)
      await signedInAs(page, baseURL ?? '', 'editor')
      await page.goto('/staff/articles/new')
      // Before the first save: said in words anyone sees, not only in a hover tooltip.
      const why = page.getByText('Pictures are kept with the article: save it once (Save draft, below) to add them.')
      await expect(why).toBeVisible()
      await page.screenshot({ path: `test-results/stumbles-new-article-${width}.png`, fullPage: true })
      await page.getByLabel('Title', { exact: true }).fill(`On the track ${width}`)
      const body = page.getByRole('textbox', { name: 'Article body' })
      await body.click()
      await page.keyboard.type('The first race.')
      await page.getByRole('button', { name: 'Save draft' }).click()
      await expect(page.getByText('Saved', { exact: true })).toBeVisible()
      await expect(why).toHaveCount(0)

      // The picture's text is asked in the app's dialog; then the caret is after the picture.
      await body.click()
      await page.keyboard.press('End')
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: /^Picture/ }).click()
      await (await chooser).setFiles({ name: 'track.png', mimeType: 'image/png', buffer: signaturePng })
      const dialog = page.getByRole('dialog', { name: 'Describe the picture' })
      const alt = dialog.getByRole('textbox', { name: 'Text for readers who cannot see it' })
      await expect(alt).toBeFocused()
      await page.screenshot({ path: `test-results/stumbles-picture-dialog-${width}.png` })
      await alt.fill('Runners at the start line')
      await dialog.getByRole('button', { name: 'Add the picture' }).click()
      await expect(dialog).toHaveCount(0)
      const picture = body.getByRole('img', { name: 'Runners at the start line' })
      await expect(picture).toBeVisible()
      await page.keyboard.type('After the picture.')
      await expect(picture).toBeVisible()
      await expect(body).toContainText('After the picture.')

      // A link's address, in the same dialog.
      await page.keyboard.press('Shift+Home')
      await page.getByRole('button', { name: 'Link' }).click()
      const linkDialog = page.getByRole('dialog', { name: 'Add a link' })
      await linkDialog.getByRole('textbox', { name: 'Link address' }).fill('example.org')
      await page.screenshot({ path: `test-results/stumbles-link-dialog-${width}.png` })
      await page.keyboard.press('Enter')
      await expect(body.getByRole('link', { name: 'After the picture.' })).toHaveAttribute('href', 'https://example.org/')

      // Scheduled, then published now: the state says since when, in the site's date style.
      await page.getByRole('radio', { name: /^Published/ }).check()
      await page.getByLabel('Date and time (Paris)').fill('2030-04-01T09:00')
      await expect(page.getByText('The site shows it as Apr 01, 2030.')).toBeVisible()
      await page.getByRole('button', { name: 'Schedule' }).click()
      await expect(page.getByText(/^Now:/)).toContainText('Scheduled')
      await expect(page.getByText(/^Now:/)).toContainText('for Apr 01, 2030, 09:00')
      await page.screenshot({ path: `test-results/stumbles-scheduled-${width}.png`, fullPage: true })
      await page.getByRole('button', { name: 'Publish now' }).click()
      await expect(page.getByText(/^Now:/)).toHaveText(/Published\s*since \w{3} \d{2}, \d{4}, \d{2}:\d{2}/)
      await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
      await expect(body.getByRole('img', { name: 'Runners at the start line' })).toBeVisible()
      await page.screenshot({ path: `test-results/stumbles-published-${width}.png`, fullPage: true })
    })
  })
}
