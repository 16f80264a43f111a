import { expect, type Page } from '@playwright/test'
import { adminClient } from './admin'
import { fillForm, validate } from './donate'
import { waitForMail } from './staff'

/** Gives `amount` euros a month by card through the TEST MODE gateway, as a visitor does; returns the donor's email. */
export async function giveMonthly(page: Page, amount: string): Promise<string> {
  const email = await fillForm(page, { rhythm: 'Monthly', custom: amount })
  await validate(page)
  await expect(page.getByText(`${amount},00 €`)).toBeVisible()
  await page.getByRole('button', { name: 'Pay (test)' }).click()
  await expect(page).toHaveURL(new RegExp(`/payement/success\\?amount=${amount}00&rhythm=monthly$`))
  await expect(page.getByRole('link', { name: 'Go to my donor space' })).toBeVisible()
  return email
}

/** The newest sign-in code mailed to a donor. */
export async function donorCode(baseURL: string, email: string): Promise<string> {
  const admin = await adminClient(baseURL)
  const mail = await waitForMail(admin, email, /Your code for your donor space/)
  const code = /^(\d{6})$/m.exec(mail)?.[1] ?? ''
  expect(code, 'a 6-digit code in the mail').toMatch(/^\d{6}$/)
  return code
}

/** Signs a donor in at /donor with the mailed code, by mouse (a test's setup). */
export async function signInDonor(page: Page, baseURL: string, email: string): Promise<void> {
  await page.goto('/donor')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a code' }).click()
  await page.getByLabel('Code from the email').fill(await donorCode(baseURL, email))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'My gifts', exact: true })).toBeVisible()
}
