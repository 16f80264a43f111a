import { expect, test } from '@playwright/test'
import { adminClient } from './support/admin'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

test.describe('contact', () => {
  test("shows the organisation and refuses an empty form with the site's messages, not the browser's bubble", async ({ page }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.goto('/contact')
    await expect(page).toHaveTitle(/Contact/)
    const details = page.getByRole('region', { name: 'The foundation' })
    await expect(details.getByRole('link', { name: /^\+33/ })).toHaveAttribute('href', /^tel:/)
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(details.locator('address')).toContainText('Paris')

    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
    await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel')
    for (const label of ['Full name', 'Email', 'Phone', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '')
    }

    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    // One error style (issue 44): the form says noValidate, so no browser bubble comes before the site's summary.
    await expect(page.getByRole('form', { name: 'Send us a message' })).toHaveAttribute('novalidate', '')
    const problem = page.getByRole('group', { name: 'There is a problem' })
    await expect(problem).toBeFocused()
    await expect(problem.getByRole('link')).toHaveCount(4)
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('This field is required.')
    await expect(page.getByRole('alert')).toContainText('Please correct the highlighted fields.')
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveCount(0)
    expect(posts).toEqual([])
  })

  test('sends a message, shows the thank-you and stores it @phone', async ({ page, baseURL }) => {
    const name = `Awa Test ${unique()}`
    await page.goto('/contact')
    await page.getByLabel('Full name').fill(name)
    await page.getByLabel('Email').fill('awa@example.org')
    await page.getByLabel('Phone').fill('+33 6 12 34 56 78')
    await page.getByLabel('Message', { exact: true }).fill('I would like to volunteer at the next community run.')

    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      await gate
      await route.continue()
    })
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('button', { name: /Sending/ })).toBeDisabled()
    release()

    await expect(page.getByRole('heading', { name: /Thank you, Awa!/ })).toBeVisible()
    const admin = await adminClient(baseURL!)
    const stored = await admin.collection('contact_messages').getFirstListItem(admin.filter('fullName = {:name}', { name }))
    expect(stored).toMatchObject({
      email: 'awa@example.org',
      phone: '+33 6 12 34 56 78',
      message: 'I would like to volunteer at the next community run.',
      isRead: false,
    })
  })

  test("shows the server's field errors next to the fields and keeps what was typed", async ({ page }) => {
    await page.goto('/contact')
    const name = `Field Errors ${unique()}`
    await page.getByLabel('Full name').fill(name)
    await page.getByLabel('Email').fill('awa@example.org')
    await page.getByLabel('Phone').fill('call me maybe') // the browser accepts any text in a tel input
    await page.getByLabel('Message', { exact: true }).fill('Hello')
    await page.getByRole('button', { name: 'Send message' }).click()

    await expect(page.getByRole('alert')).toContainText('Please correct the highlighted fields.')
    await expect(page.getByRole('group', { name: 'There is a problem' })).toBeFocused()
    await expect(page).toHaveTitle(/^Error: Contact/)
    const phone = page.getByLabel('Phone')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription(/digits/)
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'false')
    await expect(page.getByLabel('Full name')).toHaveValue(name)
    await expect(phone).toHaveValue('call me maybe')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello')
  })
})
