import { expect, test } from '@playwright/test'
import { adminClient } from './support/admin'
import { fillForm, unique, validate } from './support/donate'
import { receiveCheque, signedInAs } from './support/staff'

test.describe('the donor wall', () => {
  test('a named gift shows on the open campaign page once its money is kept, and the bar moves; a TEST MODE one never does', async ({ page, browser, baseURL }) => {
    // Two gifts through the form, a treasurer's cheque and the page's 30 s poll.
    test.slow()
    const base = baseURL ?? ''
    const slug = `wall-${unique()}`
    const admin = await adminClient(base)
    await admin.collection('campaigns').create({ slug, title: 'Lights for the stadium', goalCents: 100000, project: 'sport' })

    // A visitor keeps the campaign page open.
    await page.goto(`/campaigns/${slug}`)
    const wall = page.getByRole('region', { name: /Supporters/ })
    await expect(wall.getByText('Be the first name on this wall.')).toBeVisible()
    const bar = page.getByRole('progressbar', { name: 'Raised of the goal' })
    await expect(bar).toHaveAttribute('aria-valuenow', '0')

    const donor = await (await browser.newContext()).newPage()
    const give = async (name: string, method: 'Credit Card' | 'Check') => {
      await donor.goto(`/campaigns/${slug}`)
      await donor.getByRole('link', { name: 'Give to this campaign' }).click()
      await donor.getByLabel("Show my name on the campaign's page").check()
      await donor.getByLabel(/Name to show/).fill(name)
      await donor.getByLabel('Show the amount too').check()
      const email = await fillForm(donor, { preset: '80 €', method }, { opened: true })
      await validate(donor)
      return email
    }
    await give('Test Card', 'Credit Card')
    await donor.getByRole('button', { name: 'Pay (test)' }).click()
    await expect(donor).toHaveURL(/\/payement\/success/)
    await donor.evaluate(() => sessionStorage.clear())
    const chequeDonor = await give('Les Martin', 'Check')
    await expect(donor).toHaveURL(/\/don\/cheque-sended\/$/)
    const gifts = await admin.collection('donations').getFullList({ filter: admin.filter('campaign = {:slug}', { slug }), sort: 'created' })
    expect(gifts.map((g) => [g.method, g.showName, g.wallName, g.showAmount])).toEqual([
      ['card', true, 'Test Card', true],
      ['cheque', true, 'Les Martin', true],
    ])

    // Pledged, the cheque is not on the wall yet; a treasurer receives it.
    const treasurer = await (await browser.newContext()).newPage()
    await signedInAs(treasurer, base, 'treasurer')
    await receiveCheque(treasurer, chequeDonor)

    // The open page's poll brings the name and the progress, without a reload.
    await expect(wall.getByText(/^Les Martin · 80\s€$/)).toBeVisible({ timeout: 45_000 })
    await expect(bar).toHaveAttribute('aria-valuenow', '8')
    await expect(wall.getByText(/Test Card/)).toHaveCount(0)
    const answer = await (await page.request.get(`/api/campaigns/${slug}/supporters`)).text()
    expect(answer).not.toContain('@')
    expect(answer).not.toContain(chequeDonor)
  })
})
