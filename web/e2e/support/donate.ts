import { expect, type Page } from '@playwright/test'

export const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`

export type Choice = {
  rhythm?: 'Once' | 'Weekly' | 'Monthly'
  preset?: string
  custom?: string
  method?: 'Credit Card' | 'Direct debit (SEPA)' | 'Check' | 'PayPal'
  /** Gives as this company rather than as a person. */
  company?: { name: string; siren: string; legalForm: string }
  /** Fills more of the details step (a tribute) before going on to the payment. */
  beforePayment?: (page: Page) => Promise<void>
}

/** Clicks the choice (a radio styled as a card) whose label starts with name (amounts carry a no-break space before €). */
export const choose = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${name.replace(/[()]/g, '\\$&').replace(/ /g, '\\s')}`) })
    .first()
    .click()

/**
 * Walks the three steps as a donor would; returns the email that identifies the donor.
 * `opened`: the form is already on screen (reached from a campaign's Give button).
 */
export async function fillForm(page: Page, choice: Choice, { opened = false } = {}): Promise<string> {
  const email = `donor-${unique()}@example.org`
  if (!opened) await page.goto('/donation')
  if (choice.rhythm) await choose(page, choice.rhythm)
  if (choice.preset) await choose(page, choice.preset)
  if (choice.custom) await page.getByLabel('Or another amount').fill(choice.custom)
  await page.getByRole('button', { name: 'Next: my details' }).click()
  if (choice.company) {
    await choose(page, 'As a company')
    await page.getByLabel('Company name').fill(choice.company.name)
    await page.getByLabel('SIREN').fill(choice.company.siren)
    await page.getByLabel('Legal form').fill(choice.company.legalForm)
  }
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('First name').fill('Awa')
  await page.getByLabel('Last name').fill('Traoré')
  await page.getByLabel('Address').fill('12 avenue des Sports')
  await page.getByLabel('Postal code').fill('69003')
  await page.getByLabel('Town').fill('Lyon')
  await page.getByLabel('Country', { exact: true }).fill('France')
  await page.getByRole('textbox', { name: 'Phone' }).fill('06 12 34 56 78')
  await choice.beforePayment?.(page)
  await page.getByRole('button', { name: 'Next: payment' }).click()
  await expect(page.getByRole('heading', { name: '3. My Payment' })).toBeVisible()
  if (choice.method) await choose(page, choice.method)
  return email
}

export const validate = (page: Page) => page.getByRole('button', { name: /validate my donation/i }).click()

