import { expect, type Page } from '@playwright/test'
import type PocketBase from 'pocketbase'
import { adminClient } from './admin'

export type Role = 'editor' | 'shop' | 'treasurer' | 'admin'

const password = 'staff-password-123'

/**
 * A new staff account for one test (its own email, so parallel tests never
 * read each other's sign-in codes), made by the superuser as an admin would.
 */
export async function newStaff(baseURL: string, role: Role): Promise<{ email: string; admin: PocketBase }> {
  const admin = await adminClient(baseURL)
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@staff.example.org`
  await admin.collection('staff').create({ email, password, passwordConfirm: password, name: `Test ${role}`, roles: [role], verified: true, language: 'en' })
  return { email, admin }
}

export type LoggedMail = { subject: string; text: string; attachments: string }

/**
 * The mails the server wrote to its log (development mode has no SMTP: each
 * mail is logged instead of sent), newest first, for one recipient;
 * `attachments` names their files, comma-separated.
 */
export async function mailsTo(admin: PocketBase, to: string): Promise<LoggedMail[]> {
  const logs = await admin.logs.getList(1, 50, { filter: admin.filter('message = "mail" && data.to ~ {:to}', { to }), sort: '-created' })
  return logs.items.map((log) => ({
    subject: String(log.data.subject ?? ''),
    text: String(log.data.text ?? ''),
    attachments: String(log.data.attachments ?? ''),
  }))
}

/** Waits for a mail to `to` whose subject matches, and returns it. */
export async function waitForMailEntry(admin: PocketBase, to: string, subject: RegExp): Promise<LoggedMail> {
  let found: LoggedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailsTo(admin, to)).find((m) => subject.test(m.subject))
        return Boolean(found)
      },
      { timeout: 30_000, message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true)
  return found ?? { subject: '', text: '', attachments: '' }
}

/** Waits for a mail to `to` whose subject matches, and returns its text. */
export async function waitForMail(admin: PocketBase, to: string, subject: RegExp): Promise<string> {
  return (await waitForMailEntry(admin, to, subject)).text
}

/** The sign-in codes mailed to `email`, newest first, in the member's language ("Your sign-in code", "Votre code de connexion"). */
async function codeMails(admin: PocketBase, email: string): Promise<LoggedMail[]> {
  return (await mailsTo(admin, email)).filter((mail) => /code|OTP|verification/i.test(mail.subject))
}

/**
 * Signs in on the sign-in screen the page shows, as a staff member would:
 * password, then the 6-digit code from the newest mail (a second sign-in
 * waits for its own code, not the first one's).
 */
export async function signInHere(page: Page, admin: PocketBase, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
  const codesBefore = (await codeMails(admin, email)).length
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByLabel('Code from the email')).toBeVisible()
  let text = ''
  await expect
    .poll(
      async () => {
        const mails = await codeMails(admin, email)
        text = mails[0]?.text ?? ''
        return mails.length
      },
      { timeout: 30_000, message: `a new sign-in code mailed to ${email}` },
    )
    .toBeGreaterThan(codesBefore)
  const code = /\b(\d{6})\b/.exec(text)?.[1] ?? ''
  expect(code, 'a 6-digit code in the mail').toMatch(/^\d{6}$/)
  await page.getByLabel('Code from the email').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // In the member's language: French until they choose (a new invitee), English for newStaff's.
  await expect(page.getByRole('button', { name: /^(Sign out|Se déconnecter)$/ })).toBeVisible()
}

/** Signs in at /staff. */
export async function signIn(page: Page, admin: PocketBase, email: string): Promise<void> {
  await page.goto('/staff')
  await signInHere(page, admin, email)
}

/** Ends every session of a staff member, as a password reset does: PocketBase no longer takes their tokens. */
export async function endSessionsOf(admin: PocketBase, email: string): Promise<void> {
  const staff = await admin.collection('staff').getFirstListItem(admin.filter('email = {:email}', { email }))
  await admin.collection('staff').update(staff.id, { password, passwordConfirm: password })
}

/** A new staff member of `role`, signed in on `page`. */
export async function signedInAs(page: Page, baseURL: string, role: Role) {
  const staff = await newStaff(baseURL, role)
  await signIn(page, staff.admin, staff.email)
  return staff
}

/** A treasurer (signed in on `page`) records the cheque `donorEmail` pledged, from the donations list. */
export async function receiveCheque(page: Page, donorEmail: string) {
  await page.goto(`/staff/donations?status=awaiting_cheque&q=${encodeURIComponent(donorEmail)}`)
  await page.getByRole('button', { name: 'Cheque…' }).click()
  const received = page.getByRole('form', { name: 'Cheque received' })
  await received.getByLabel('Bank').fill('Banque Postale')
  await received.getByLabel('Cheque number').fill('7654321')
  await received.getByRole('button', { name: 'Record the cheque' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cheque recorded' })).toBeVisible()
}

/** A donor who pledged a 50 € cheque, not received yet; returns their email. */
export async function pledgedCheque(admin: PocketBase): Promise<string> {
  const donorEmail = `cheque-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
  const donor = await admin.collection('donation_users').create({
    email: donorEmail, prenom: 'Jeanne', nom: 'Chèque', adresse: '3 place du Marché', codePostal: '69001', ville: 'Lyon', pays: 'France', telephone: '0612345678',
  })
  await admin.collection('donations').create({ donor: donor.id, amount: 5000, currency: 'EUR', rhythm: 'once', method: 'cheque', status: 'awaiting_cheque' })
  return donorEmail
}
