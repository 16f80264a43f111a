import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { enableReceipts } from './support/receipts'
import { signedInAs } from './support/staff'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())

test.describe('gifts that are not money', () => {
  test('a treasurer records a gift in kind from the donations, then finds its receipt', async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    const base = baseURL ?? ''
    await enableReceipts(base)
    await signedInAs(page, base, 'treasurer')
    await page.goto('/staff/donations')
    await page.getByRole('link', { name: 'Record a gift in kind or expenses' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Record a gift that is not money' })).toBeVisible()

    const form = page.getByRole('form', { name: 'Gift in kind' })
    // Sent empty, the form names what is missing and sends nothing.
    await form.getByRole('button', { name: 'Record the gift in kind' }).click()
    await expect(form.getByText('Please correct the highlighted fields.')).toBeVisible()
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')

    const email = `inkind-${unique()}@example.org`
    await form.getByLabel('First name').fill('Ana')
    await form.getByLabel('Last name').fill('Petit')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('0612345678')
    await form.getByLabel('Address').fill('2 rue Haute')
    await form.getByLabel('Postal code').fill('69001')
    await form.getByLabel('Town').fill('Lyon')
    await form.getByLabel('What was given').fill('Douze ballons de football, taille 5')
    await form.getByLabel('Value (€)').fill('240')
    await form.getByLabel('Date given').fill(parisToday())
    // The keyboard sends it, as a treasurer at the desk would.
    await form.getByLabel('Date given').press('Enter')

    await expect(page).toHaveURL(/\/staff\/donations\/[a-z0-9]{15}$/)
    await expect(page.getByRole('heading', { name: 'Gift in kind' })).toBeVisible()
    await expect(page.getByText('Douze ballons de football, taille 5')).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Gift in kind: no money' })).toBeVisible()
    const receipt = page.locator('li').filter({ hasText: /n° \d{4}-\d{6}/ })
    await expect(receipt).toContainText(/240,00\s€/)
    await expect(receipt).toContainText('valid')
    const number = /\d{4}-\d{6}/.exec((await receipt.textContent()) ?? '')?.[0] ?? ''

    await page.getByRole('link', { name: 'Tax receipts' }).click()
    await page.getByRole('search').getByRole('searchbox').fill(email)
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
    const row = page.getByRole('row').filter({ hasText: number })
    await expect(row).toContainText('Ana Petit')
    await expect(row).toContainText(/240,00\s€/)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `PDF of receipt ${number}` }).click()])
    expect(download.suggestedFilename()).toBe(`recu-fiscal-${number}.pdf`)
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-')

    // The gift counts among the donations, and in no money total.
    await page.goto(`/staff/donations?q=${encodeURIComponent(email)}`)
    await expect(page.getByRole('row').filter({ hasText: 'In kind' })).toBeVisible()
    await expect(page.getByText(/1\s+gift\s+·\s+0,00\s€\s+kept/)).toBeVisible()
  })
})
