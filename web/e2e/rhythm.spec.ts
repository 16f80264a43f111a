import { expect, test } from '@playwright/test'
import { adminClient } from './support/admin'
import { giveMonthly, signInDonor } from './support/donor'
import { waitForMail } from './support/staff'

test.describe('pause and rhythm', () => {
  test('a donor pauses a monthly gift for two months, sees it in its history, then resumes it early, each confirmed by mail @phone', async ({ page, baseURL }) => {
    // Three mails and two provider round trips in TEST MODE.
    test.setTimeout(90_000)
    const email = await giveMonthly(page, '15')
    await signInDonor(page, baseURL ?? '', email)
    const admin = await adminClient(baseURL ?? '')

    const gift = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /15,00\s€ · Every month/ }) })
    await expect(gift.getByText('Active', { exact: true })).toBeVisible()

    await gift.getByRole('button', { name: 'Pause this gift' }).click()
    const question = gift.getByRole('group', { name: 'Pause this monthly gift?' })
    await expect(question).toBeVisible()
    await question.getByRole('radio', { name: '2 months' }).check()
    await question.getByRole('button', { name: 'Pause my gift' }).click()
    await expect(gift.getByText(/^Your gift is paused until .+: no payment will be taken until then\.$/)).toBeVisible()
    await expect(gift.getByText(/^Paused until .+: no payment will be taken until then\.$/)).toBeVisible()
    await expect(gift.getByRole('listitem').filter({ hasText: /Paused until .+ by you$/ })).toBeVisible()
    await expect(gift.getByRole('button', { name: 'Pause this gift' })).toHaveCount(0)
    await waitForMail(admin, email, /Your recurring gift is paused/)

    await gift.getByRole('button', { name: 'Resume now' }).click()
    await gift.getByRole('button', { name: 'Resume my gift' }).click()
    await expect(gift.getByText('Your gift has resumed. Thank you!')).toBeVisible()
    await expect(gift.getByText(/^Paused until .+: no payment will be taken until then\.$/)).toHaveCount(0)
    await expect(gift.getByRole('listitem').filter({ hasText: /Resumed by you$/ })).toBeVisible()
    await expect(gift.getByRole('button', { name: 'Pause this gift' })).toBeVisible()
    await waitForMail(admin, email, /Your recurring gift has resumed/)
  })
})
