import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'
import { unique } from './support/donate'
import { donorCode, giveMonthly } from './support/donor'
import { expectVisibleFocus, tabTo, typeInto, withoutTransitions } from './support/keyboard'
import { pledgedCheque, signedInAs, type Role } from './support/staff'

/*
 * Where the focus is after each step of three jobs done with the keyboard
 * alone (Tab, Shift+Tab, Enter, Escape, typing): a new screen takes it to its
 * heading and is announced, a form that opens takes it, one closed without an
 * outcome gives it back, and an action that succeeds hands it to its message.
 * The setup (a staff sign-in, a gift to manage) may use the mouse.
 */

test.beforeEach(({ page }) => withoutTransitions(page))

/** The app's live region for screen changes. */
const announcer = (page: Page) => page.getByTestId('screen-announcer')

/** The new screen's heading has the focus and the live region says its title. */
async function expectNewScreen(page: Page, heading: string | RegExp, title: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused()
  await expect(announcer(page)).toHaveText(title)
}

/** The status message has the focus, visibly. */
async function expectFocusedStatus(page: Page, text: string | RegExp, after: string) {
  const status = page.getByRole('status').filter({ hasText: text })
  await expect(status).toBeFocused()
  await expectVisibleFocus(page, after)
}

/**
 * Signs in as `role` (its home screen's heading takes the focus), opens `section` from the menu (its
 * heading takes the focus, its title is announced) and searches `text` there (the focus stays in the field).
 */
async function signInAndSearch(page: Page, baseURL: string, role: Role, section: string, text: string) {
  await signedInAs(page, baseURL, role)
  await expectNewScreen(page, /^Hello /, /^Hello .* · Staff$/)
  // The menu is before the screen: back from its heading. On a phone it is behind its Menu button,
  // whose links come next.
  const link = page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: section })
  const menu = page.getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) {
    await tabTo(page, menu, { back: true })
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await tabTo(page, link)
  } else {
    await tabTo(page, link, { back: true })
  }
  await page.keyboard.press('Enter')
  await expectNewScreen(page, section, `${section} · Staff`)
  const search = page.getByRole('search').getByRole('searchbox')
  await typeInto(page, search, text)
  await page.keyboard.press('Enter')
  await expect(search).toBeFocused()
}

test.describe('focus, keyboard only', () => {
  test('the treasurer records a cheque @phone', async ({ page, baseURL }) => {
    const admin = await adminClient(baseURL ?? '')
    const donorEmail = await pledgedCheque(admin)
    await signInAndSearch(page, baseURL ?? '', 'treasurer', 'Donations', donorEmail)
    const row = page.getByRole('row').filter({ hasText: donorEmail })
    await expect(row).toHaveCount(1)

    // The row's forms open on their first field; Escape closes them, back on the toggle.
    const toggle = row.getByRole('button', { name: 'Cheque…' })
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    const received = page.getByRole('form', { name: 'Cheque received' })
    await expect(received.getByLabel('Date received')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(received).toHaveCount(0)
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(received.getByLabel('Date received')).toBeFocused()

    await typeInto(page, received.getByLabel('Bank'), 'Banque Postale')
    await typeInto(page, received.getByLabel('Cheque number'), '2468024')
    await tabTo(page, received.getByRole('button', { name: 'Record the cheque' }))
    await page.keyboard.press('Enter')
    // The form is gone with its row's state: its message has the focus.
    await expectFocusedStatus(page, 'Cheque recorded', 'recording the cheque')
  })

  test('the shop volunteer finds an order and marks it shipped @phone', async ({ page, baseURL }) => {
    const admin = await adminClient(baseURL ?? '')
    const order = await admin.collection('orders').create({
      items: [{ productId: 'seedprod0000001', name: 'Foundation mug', size: '350 ml', color: 'White', quantity: 1, unitPrice: 12.9, lineTotal: 12.9 }],
      total: 12.9, tax: 1.29, amountTotal: 14.19, status: 'paid', payment: true, paypalOrderId: 'PP-KBD', paypalCaptureId: `CAP-${unique()}`,
      clientInfo: { name: 'Kim Keys', email: `keys-${unique()}@example.org`, phone: '+33 6 12 34 56 78', address: '1 rue du Clavier, 75011 Paris' },
    })
    const label = `n° ${(await admin.collection('orders').getOne(order.id)).number}`
    await signInAndSearch(page, baseURL ?? '', 'shop', 'Orders', order.id)
    await expect(page).toHaveURL(new RegExp(`q=${order.id}`))

    await tabTo(page, page.getByRole('link', { name: label }))
    await page.keyboard.press('Enter')
    await expectNewScreen(page, `Order ${label}`, `Order ${label} · Staff`)

    const ship = page.getByRole('form', { name: 'Mark shipped' })
    await typeInto(page, ship.getByLabel('Carrier (optional)'), 'La Poste')
    await typeInto(page, ship.getByLabel('Tracking number (optional)'), '6A00000000001')
    await tabTo(page, ship.getByRole('button', { name: 'Mark shipped' }))
    await page.keyboard.press('Enter')
    // The ship form is gone (the order is shipped): its message has the focus.
    await expectFocusedStatus(page, 'Marked shipped.', 'marking the order shipped')
    await expect(ship).toHaveCount(0)
  })

  test('the donor signs in and changes the amount of a monthly gift @phone', async ({ page, baseURL }) => {
    test.setTimeout(90_000)
    const email = await giveMonthly(page, '15')
    await page.goto('/donor')

    await typeInto(page, page.getByLabel('Email'), email)
    await page.keyboard.press('Enter')
    // The code step opens on its field.
    await expect(page.getByLabel('Code from the email')).toBeFocused()
    await page.keyboard.type(await donorCode(baseURL ?? '', email))
    await page.keyboard.press('Enter')
    // Signed in: the donor space is a new screen.
    await expectNewScreen(page, 'My giving', 'My giving')

    const gift = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /15,00\s€ · Every month/ }) })
    const change = gift.getByRole('button', { name: 'Change the amount' })
    await tabTo(page, change)
    await page.keyboard.press('Enter')
    const amount = gift.getByLabel('New amount in euros')
    await expect(amount).toBeFocused()
    await expectVisibleFocus(page, 'opening "Change the amount"')
    await page.keyboard.press('Escape')
    await expect(amount).toHaveCount(0)
    await expect(change).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(amount).toBeFocused()
    await page.keyboard.type('20')
    // The next Tab stays in the form: Save, not "Update my card" past it.
    await page.keyboard.press('Tab')
    await expect(gift.getByRole('button', { name: 'Save the new amount' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expectFocusedStatus(page, /Your gift is now 20,00\s€ every month/, 'saving the new amount')
    await expect(page.getByRole('heading', { name: /20,00\s€ · Every month/ })).toBeVisible()
  })
})
