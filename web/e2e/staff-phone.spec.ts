import { expect, test } from '@playwright/test'
import { adminClient } from './support/admin'
import { pledgedCheque, signedInAs } from './support/staff'

/*
 * The back office on a 390 px phone: the menu behind its Menu button, and the lists as cards whose
 * action is on screen (the donations list's "Cheque…" was off to the right of a sideways-scrolling table).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('a treasurer on a phone opens the menu, goes to the donations and records a cheque from its card', async ({ page, baseURL }) => {
  const admin = await adminClient(baseURL ?? '')
  const donorEmail = await pledgedCheque(admin)
  await signedInAs(page, baseURL ?? '', 'treasurer')
  // Signed in, the home screen's heading takes the focus.
  await expect(page.getByRole('heading', { level: 1, name: /^Hello / })).toBeFocused()

  const menu = page.getByRole('button', { name: 'Menu' })
  const donations = page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Donations' })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(donations).toBeHidden()

  // Escape closes it, the focus back on the button.
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(donations).toBeInViewport()
  await donations.focus()
  await page.keyboard.press('Escape')
  await expect(donations).toBeHidden()
  await expect(menu).toBeFocused()

  // Going to a screen closes it; the screen's heading comes first.
  await page.keyboard.press('Enter')
  await donations.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(donations).toBeHidden()

  await page.getByRole('search').getByRole('searchbox').fill(donorEmail)
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  const card = page.getByRole('row').filter({ hasText: donorEmail })
  await expect(card).toHaveCount(1)
  // A card, not a cut row: its column names show, its action is on screen, nothing scrolls sideways.
  // (the names are drawn by the stylesheet, hidden from screen readers, which hear the column headers)
  const donorName = await card.getByRole('cell').filter({ hasText: donorEmail }).evaluate((td) => getComputedStyle(td, '::before').content)
  expect(donorName).toContain('Donor')
  const cheque = card.getByRole('button', { name: 'Cheque…' })
  await cheque.scrollIntoViewIfNeeded()
  await expect(cheque).toBeInViewport({ ratio: 1 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await card.evaluate((row) => row.scrollWidth <= row.clientWidth)).toBe(true)

  await cheque.click()
  const received = page.getByRole('form', { name: 'Cheque received' })
  await received.getByLabel('Bank').fill('Banque Postale')
  await received.getByLabel('Cheque number').fill('7654321')
  await received.getByRole('button', { name: 'Record the cheque' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cheque recorded' })).toBeVisible()
})

test('a shop volunteer on a phone prints an order\'s packing slip and leaves the team a note', async ({ page, baseURL }) => {
  const admin = await adminClient(baseURL ?? '')
  const order = await admin.collection('orders').create({
    items: [{ productId: 'seedprod0000001', name: 'Foundation mug', size: '350 ml', color: 'White', quantity: 2, unitPrice: 12.9, lineTotal: 25.8 }],
    total: 25.8, tax: 2.58, amountTotal: 28.38, status: 'paid', payment: true, paypalOrderId: 'PP-SLIP', paypalCaptureId: `CAP-SLIP-${Date.now()}`,
    clientInfo: { name: 'Sam Slip', email: `slip-${Date.now()}@example.org`, phone: '+33 6 12 34 56 78', address: '4 rue du Colis\n75011 Paris' },
  })
  const label = `n° ${(await admin.collection('orders').getOne(order.id)).number}`
  const { email } = await signedInAs(page, baseURL ?? '', 'shop')
  await page.goto(`/staff/orders/${order.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Order ${label}` })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Packing slip' }).click()
  expect((await download).suggestedFilename()).toBe(`packing-slip-${label.slice(3)}.pdf`)

  const form = page.getByRole('form', { name: 'Add a note' })
  await form.getByRole('button', { name: 'Add note' }).click()
  await expect(form.getByText('This field is required.')).toBeVisible()
  await form.getByLabel('Note', { exact: true }).fill('Customer called: leave it with the caretaker.')
  await form.getByRole('button', { name: 'Add note' }).click()
  await expect(form.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible()
  await expect(form.getByLabel('Note', { exact: true })).toHaveValue('')
  const note = page.getByRole('list', { name: 'Notes' }).getByRole('listitem')
  await expect(note).toContainText('Customer called: leave it with the caretaker.')
  await expect(note).toContainText('Test shop')
  await expect(page.getByRole('listitem').filter({ hasText: 'Internal note added' })).toContainText(email)
  await expect(page.getByRole('listitem').filter({ hasText: 'Packing slip printed' })).toContainText(email)
})
