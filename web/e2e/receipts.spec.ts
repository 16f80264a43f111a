import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'
import { enableReceipts, foundation, signaturePng } from './support/receipts'
import { receiveCheque, signedInAs, waitForMail, waitForMailEntry } from './support/staff'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** Clicks a receipt's PDF button and returns the bytes the browser saved. */
async function downloadPdf(page: Page, number: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `PDF of receipt ${number}` }).click()])
  expect(download.suggestedFilename()).toBe(`recu-fiscal-${number}.pdf`)
  return readFile(await download.path())
}

test.describe('tax receipts', () => {
  test('an admin fills the settings and turns receipts on; a received cheque gets its receipt, the same PDF every time', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000)
    const base = baseURL ?? ''
    await signedInAs(page, base, 'admin')
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Foundation settings' })).toBeVisible()

    const details = page.getByRole('form', { name: 'Details' })
    await details.getByLabel('Legal name').fill(foundation.legalName)
    await details.getByLabel('Address').fill(foundation.address)
    await details.getByLabel('Object (purpose)').fill(foundation.object)
    await details.getByLabel('Legal status').fill(foundation.legalStatus)
    await details.getByLabel('RNA or SIREN number').fill(foundation.registrationNumber)
    await details.getByLabel("Signatory's name").fill(foundation.signatoryName)
    await details.getByLabel("Signatory's title").fill(foundation.signatoryTitle)
    await details.getByLabel('Place of signature').fill(foundation.signaturePlace)
    await details.getByLabel('Category').selectOption(foundation.category)
    await details.getByLabel('Decree of recognition, dated').fill(foundation.decreeDate)
    await details.getByLabel('Published in the Journal officiel of').fill(foundation.journalDate)
    await details.getByRole('button', { name: 'Save the settings' }).click()
    await expect(details.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()

    const signature = page.getByRole('form', { name: 'Signature' })
    await signature.getByLabel('Signature image').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: signaturePng })
    await expect(signature.getByRole('img', { name: 'The chosen signature, not saved yet' })).toBeVisible()
    await signature.getByRole('button', { name: 'Upload the signature' }).click()
    await expect(signature.getByRole('status').filter({ hasText: 'Signature saved.' })).toBeVisible()
    await expect(signature.getByRole('img', { name: 'The stored signature' })).toBeVisible()

    // The form reloads with the stored details once the signature is saved.
    await page.getByRole('form', { name: 'Details' }).getByLabel('Issue tax receipts').check()
    await page.getByRole('form', { name: 'Details' }).getByRole('button', { name: 'Save the settings' }).click()
    await expect(page.getByText('Tax receipts are on: each paid gift gets its receipt.')).toBeVisible()

    // A cheque pledge, received by a treasurer.
    const admin = await adminClient(base)
    const donorEmail = `receipt-${unique()}@example.org`
    const donor = await admin.collection('donation_users').create({
      email: donorEmail, prenom: 'Jeanne', nom: 'Reçu', adresse: '3 place du Marché', codePostal: '69001', ville: 'Lyon', pays: 'France', telephone: '0612345678',
    })
    await admin.collection('donations').create({ donor: donor.id, amount: 8000, currency: 'EUR', rhythm: 'once', method: 'cheque', status: 'awaiting_cheque' })
    const treasurer = await (await browser.newContext()).newPage()
    await signedInAs(treasurer, base, 'treasurer')
    await receiveCheque(treasurer, donorEmail)

    await waitForMail(admin, donorEmail, /Thank you: your donation of 80,00/)
    const mail = await waitForMailEntry(admin, donorEmail, /Your tax receipt \d{4}-\d{6}/)
    expect(mail.attachments).toMatch(/recu-fiscal-\d{4}-\d{6}\.pdf/)
    const number = /\d{4}-\d{6}/.exec(mail.subject)?.[0] ?? ''

    await treasurer.getByRole('link', { name: 'Tax receipts' }).click()
    await expect(treasurer.getByRole('table', { name: 'Declaration per year' })).toBeVisible()
    await treasurer.getByRole('search').getByRole('searchbox').fill(donorEmail)
    await treasurer.getByRole('search').getByRole('button', { name: 'Search' }).click()
    await expect(treasurer).toHaveURL(/q=receipt-/)
    const row = treasurer.getByRole('row').filter({ hasText: number })
    await expect(row).toContainText('Jeanne Reçu')
    await expect(row).toContainText(/80,00\s€/)
    await expect(row).toContainText('Valid')

    const first = await downloadPdf(treasurer, number)
    const second = await downloadPdf(treasurer, number)
    expect(first.subarray(0, 5).toString()).toBe('%PDF-')
    expect(second.equals(first)).toBe(true)
  })

  test('the donation form shows live what a gift costs after the tax reduction', async ({ page, baseURL }) => {
    await enableReceipts(baseURL ?? '')
    const cost = page.getByTestId('tax-cost')
    // Another test may save the settings meanwhile: turn receipts on again until the form sees them on.
    await expect(async () => {
      await enableReceipts(baseURL ?? '')
      await page.goto('/donation')
      await expect(cost).toHaveText(/80\s€ — 27,20\s€ after the 66\s% tax reduction/, { timeout: 3000 })
    }).toPass({ timeout: 25_000 })
    await expect(cost).toHaveAttribute('aria-live', 'polite')
    await expect(cost).toContainText(/within the limit of 20\s% of your taxable income/)
    await page.getByLabel('Or another amount').fill('125')
    await expect(cost).toContainText(/125\s€ — 42,50\s€ after the 66\s% tax reduction/)
    await page.getByText('Monthly', { exact: true }).click()
    await expect(cost).toContainText(/125\s€ per month — 42,50\s€ per month after/)
  })
})
