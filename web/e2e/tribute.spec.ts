import { expect, test } from '@playwright/test'
import { adminClient } from './support/admin'
import { choose, fillForm, unique, validate } from './support/donate'
import { waitForMailEntry } from './support/staff'

// A gift in memory of someone, covering its fees, in TEST MODE (issue 38, points 3 and 4): the card
// is charged the amount and the server's fee, the gift keeps them apart, and the person the donor
// names is told of the gift once it is paid, without its amount.
test('a gift in memory of someone, covering the fees @phone', async ({ page, baseURL }) => {
  const family = `family-${unique()}@example.org`
  await page.goto('/donation')
  await choose(page, '50 €')
  await page.getByRole('button', { name: 'Give in memory or in honour of someone' }).click()
  await page.getByLabel('Their name').fill('Jean Dupont')
  await page.getByLabel('Tell someone by email (optional)').fill('not an address')
  await page.getByRole('button', { name: 'Next: my details' }).click()
  // The form refuses first what the server would, in its words.
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(page.getByLabel('Tell someone by email (optional)')).toBeFocused()
  await page.getByLabel('Tell someone by email (optional)').fill(family)
  await page.getByLabel('Your message (optional)').fill('Il aimait courir.')

  const email = await fillForm(page, {}, { opened: true })
  const fees = page.getByRole('checkbox', { name: /I add 1,02\s€ to cover the payment fees/ })
  await expect(fees).not.toBeChecked()
  await fees.check()
  await validate(page)
  await expect(page.getByText('TEST MODE — no real payment is made')).toBeVisible()
  await expect(page.getByText('51,02 €')).toBeVisible()
  await page.getByRole('button', { name: 'Pay (test)' }).click()
  await expect(page).toHaveURL(/\/payement\/success/)

  const admin = await adminClient(baseURL ?? '')
  await expect
    .poll(async () => {
      const [gift] = await admin.collection('donations').getFullList({ filter: admin.filter('donor.email = {:email}', { email }) })
      return gift && { status: gift.status, amount: gift.amount, coveredFee: gift.coveredFee, collected: gift.amountCollected, honours: gift.tributeName }
    })
    .toEqual({ status: 'paid', amount: 5000, coveredFee: 102, collected: 5102, honours: 'Jean Dupont' })

  const notice = await waitForMailEntry(admin, family, /A gift in memory of someone dear to you/)
  expect(notice.text).toContain('Awa Traoré has made a gift')
  expect(notice.text).toContain('in memory of Jean Dupont')
  expect(notice.text).toContain('Il aimait courir.')
  for (const amount of [/50[,.]00/, /51[,.]02/, /1[,.]02/, /€/]) expect(notice.text, 'the notice tells no amount').not.toMatch(amount)
})
