import { expect, test } from '@playwright/test'
import { adminClient } from './support/admin'
import { fillForm, validate } from './support/donate'
import { signedInAs } from './support/staff'

/** The one gift of this donor, read as a superuser. */
async function giftOf(baseURL: string | undefined, email: string) {
  const admin = await adminClient(baseURL ?? '')
  const list = await admin.collection('donations').getFullList({ filter: admin.filter('donor.email = {:email}', { email }) })
  return list.length === 1 ? { status: list[0]?.status as string, refunded: list[0]?.amountRefunded as number } : list.length
}

// TEST MODE plays what Stripe may answer, from the checkout page's own buttons.
test.describe('TEST MODE outcomes', () => {
  test('paid: the gift is paid', async ({ page, baseURL }) => {
    const email = await fillForm(page, { preset: '50 €' })
    await validate(page)
    await page.getByRole('button', { name: 'Pay (test)' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=5000&rhythm=once$/)
    await expect.poll(() => giftOf(baseURL, email)).toEqual({ status: 'paid', refunded: 0 })
  })

  test('failed: back to the form, the gift failed, nothing counted', async ({ page, baseURL }) => {
    const email = await fillForm(page, { preset: '50 €' })
    await validate(page)
    await page.getByRole('button', { name: 'Payment fails (test)' }).click()
    await expect(page).toHaveURL(/\/donation\?cancelled=1$/)
    await expect(page.getByText('nothing was charged')).toBeVisible()
    await expect.poll(() => giftOf(baseURL, email)).toEqual({ status: 'failed', refunded: 0 })
  })

  test('disputed: paid, then the money withdrawn; the treasurer sees the open dispute', async ({ page, browser, baseURL }) => {
    const email = await fillForm(page, { preset: '50 €' })
    await validate(page)
    await page.getByRole('button', { name: 'Pay, then the payer disputes it (test)' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=5000&rhythm=once$/)
    await expect.poll(() => giftOf(baseURL, email)).toEqual({ status: 'refunded', refunded: 5000 })

    const staffPage = await browser.newPage()
    await signedInAs(staffPage, baseURL ?? '', 'treasurer')
    await staffPage.getByRole('link', { name: /Open disputes and chargebacks/ }).click()
    const disputes = staffPage.getByRole('table', { name: /Open disputes and chargebacks/ })
    await expect(disputes.getByRole('row').filter({ hasText: 'TEST MODE du_demo_' }).first()).toContainText('50,00')
    await staffPage.close()
  })
})
