import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'
import { fillForm, unique, validate } from './support/donate'

const title = 'A new track for Saint-Denis'

/** From the campaign's page to its form, the campaign chosen. */
async function giveFrom(page: Page, slug: string) {
  await page.goto(`/campaigns/${slug}`)
  await page.getByRole('link', { name: 'Give to this campaign' }).click()
  await expect(page).toHaveURL(new RegExp(`/donation\\?campaign=${slug}$`))
  await expect(page.getByTestId('gift-campaign')).toContainText(slug)
}

test.describe('campaigns', () => {
  test('from a campaign page to a TEST MODE gift and a cheque pledge, to its progress', async ({ page, baseURL }) => {
    // Two whole gifts through the three steps, and the demo checkout: more than one test's usual time.
    test.slow()
    const slug = `track-${unique()}`
    const admin = await adminClient(baseURL ?? '')
    await admin.collection('campaigns').create({ slug, title, summary: 'Eight lanes for the club.', goalCents: 500000, project: 'sport' })

    // Served with its content before any script runs.
    const served = await (await page.request.get(`/campaigns/${slug}`)).text()
    expect(served).toContain(`${title}</h1>`)
    expect(served).toContain('"@type":"DonateAction"')

    await page.goto(`/campaigns/${slug}`)
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Raised of the goal' })).toHaveAttribute('aria-valuenow', '0')

    await giveFrom(page, slug)
    const cardDonor = await fillForm(page, { preset: '50 €' }, { opened: true })
    await validate(page)
    await page.getByRole('button', { name: 'Pay (test)' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=5000&rhythm=once$/)

    // A card payment leaves the form's draft (kept for a donor who comes back): start afresh.
    await page.evaluate(() => sessionStorage.clear())
    await giveFrom(page, slug)
    await page.getByLabel('The project your gift supports').selectOption('education')
    const chequeDonor = await fillForm(page, { preset: '80 €', method: 'Check' }, { opened: true })
    await validate(page)
    await expect(page).toHaveURL(/\/don\/cheque-sended\/$/)

    const gifts = await admin.collection('donations').getFullList({ filter: admin.filter('campaign = {:slug}', { slug }), expand: 'donor' })
    const byDonor = Object.fromEntries(gifts.map((g) => [(g.expand?.donor as { email: string }).email, [g.method, g.status, g.designation]]))
    expect(byDonor).toEqual({ [cardDonor]: ['card', 'paid', 'sport'], [chequeDonor]: ['cheque', 'awaiting_cheque', 'education'] })

    await page.goto(`/campaigns/${slug}`)
    await expect(page.getByText(/^TEST MODE: 50\s€ of test gifts, not counted$/)).toBeVisible()
    await expect(page.getByText(/^80\s€ promised by cheque, counted once received$/)).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Raised of the goal' })).toHaveAttribute('aria-valuenow', '0')
  })
})
