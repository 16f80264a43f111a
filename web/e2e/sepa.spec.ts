import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'
import { fillForm, validate } from './support/donate'

/** The one gift of this donor, read as a superuser: its method, status and what it collected. */
async function giftOf(baseURL: string | undefined, email: string) {
  const admin = await adminClient(baseURL ?? '')
  const list = await admin.collection('donations').getFullList({ filter: admin.filter('donor.email = {:email}', { email }) })
  const gift = list[0]
  return list.length === 1 && gift ? { method: gift.method as string, status: gift.status as string, collected: gift.amountCollected as number } : list.length
}

/** A monthly SEPA gift of 50 € up to Stripe's (TEST MODE) page, where the donor signs the mandate. */
async function signMandate(page: Page, baseURL: string | undefined) {
  const email = await fillForm(page, { rhythm: 'Monthly', preset: '50 €', method: 'Direct debit (SEPA)' })
  await expect(page.getByText(/sign the mandate with your IBAN/)).toBeVisible()
  await validate(page)
  await expect(page.getByRole('heading', { name: /Direct debit \(SEPA\) donation/ })).toBeVisible()
  const checkout = page.url()
  await page.getByRole('button', { name: 'Sign the mandate (test)' }).click()
  await expect(page).toHaveURL(/\/payement\/success\?amount=5000&rhythm=monthly$/)
  // The debit is on its way: processing, nothing counted.
  await expect.poll(() => giftOf(baseURL, email)).toEqual({ method: 'sepa', status: 'processing', collected: 0 })
  return { email, checkout }
}

// TEST MODE plays a SEPA Direct Debit as the bank would: the mandate signed, the gift processing,
// then the debit paid or failed, from the checkout page's own buttons.
test.describe('SEPA Direct Debit in TEST MODE', () => {
  test('processing, then paid: the gift runs and counts its first debit', async ({ page, baseURL }) => {
    const { email, checkout } = await signMandate(page, baseURL)
    await page.goto(checkout)
    await page.getByRole('button', { name: 'The debit is paid (test)' }).click()
    await expect.poll(() => giftOf(baseURL, email)).toEqual({ method: 'sepa', status: 'active', collected: 5000 })
  })

  test('processing, then failed: the gift failed, nothing counted', async ({ page, baseURL }) => {
    const { email, checkout } = await signMandate(page, baseURL)
    await page.goto(checkout)
    await page.getByRole('button', { name: 'The debit fails (test)' }).click()
    await expect(page).toHaveURL(/\/donation\?cancelled=1$/)
    await expect.poll(() => giftOf(baseURL, email)).toEqual({ method: 'sepa', status: 'failed', collected: 0 })
  })
})
