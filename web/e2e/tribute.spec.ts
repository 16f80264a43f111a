import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'
import { fillForm, unique, validate } from './support/donate'
import { waitForMailEntry } from './support/staff'

// A gift in memory of someone, covering its fees, in TEST MODE (issue 38, points 3 and 4): the card
// is charged the amount and the server's fee, the gift keeps them apart, and the person the donor
// names is told of the gift once it is paid, without its amount.
test('a gift in memory of someone, covering the fees @phone', async ({ page, baseURL }, info) => {
  const family = `family-${unique()}@example.org`
  const honour = async (p: Page) => {
    await p.getByRole('button', { name: 'Give in memory or in honour of someone' }).click()
    await p.getByLabel('Their name').fill('Jean Dupont')
    await p.getByLabel('Tell someone by email (optional)').fill('not an address')
    await p.getByRole('button', { name: 'Next: payment' }).click()
    // The form refuses first what the server would, in its words.
    await expect(p.getByText('Please enter a valid email address.')).toBeVisible()
    await p.getByLabel('Tell someone by email (optional)').fill(family)
    await p.getByLabel('Your message (optional)').fill('Il aimait courir.')
    // Looked at by hand, never compared: the section on a phone and a wide screen.
    await p.screenshot({ path: `/tmp/fees-tribute-${info.project.name}.png`, fullPage: true })
  }
  const email = await fillForm(page, { preset: '50 €', beforePayment: honour })

  const fees = page.getByRole('checkbox', { name: /I add 1,02\s€ to cover the payment fees/ })
  await expect(fees).not.toBeChecked()
  await fees.check()
  await page.screenshot({ path: `/tmp/fees-payment-${info.project.name}.png`, fullPage: true })
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
