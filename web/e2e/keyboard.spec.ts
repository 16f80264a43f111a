import { expect, test } from '@playwright/test'
import { adminClient } from './support/admin'
import { unique } from './support/donate'
import { expectVisibleFocus, tabTo, typeInto, withoutTransitions } from './support/keyboard'

/*
 * The donation and the shop, walked with the keyboard alone: Tab and
 * Shift+Tab to move, the arrows inside a radio group, Enter or Space to
 * activate, typing into the focused field. No click, no fill: what a
 * visitor without a mouse can do, the test does, and nothing more.
 */

/** formatEuros writes "42,57 €" with a (narrow) no-break space. */
const euros = (text: string) => new RegExp(text.replace(' €', '\\s€'))

test.beforeEach(({ page }) => withoutTransitions(page))

test.describe('keyboard only', () => {
  test('donation: Enter in "Or another amount" moves on as Next does', async ({ page }) => {
    await page.goto('/donation')
    await expect(page.getByRole('heading', { name: '1. My Donation' })).toBeVisible()
    await typeInto(page, page.getByLabel('Or another amount'), '35')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: '2. My Details' })).toBeVisible()
    await expect(page.getByLabel('Email')).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).press('Enter')
    await expect(page.getByText(/Your gift:\s*35\s€/)).toBeVisible()
  })

  test('donation: monthly 20 € by cheque, the error summary leads back to the missing field @phone', async ({ page, baseURL }) => {
    const email = `donor-kbd-${unique()}@example.org`
    const step = (name: string) => page.getByRole('heading', { name })
    await page.goto('/donation')
    await expect(step('1. My Donation')).toBeVisible()

    // 1. A radio group takes one Tab, on its checked radio; the arrows choose.
    const once = page.getByRole('radio', { name: /^Once/ })
    await tabTo(page, once)
    await expect(once).toBeChecked()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: /^Monthly/ })).toBeFocused()
    await expect(page.getByRole('radio', { name: /^Monthly/ })).toBeChecked()
    await expectVisibleFocus(page, 'ArrowRight in "How often?"')

    await tabTo(page, page.getByRole('radio', { name: '80 €' }))
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: '20 €' })).toBeFocused()
    await expect(page.getByRole('radio', { name: '20 €' })).toBeChecked()
    await expect(page.getByText(/Your gift:\s*20\s€ per month/)).toBeVisible()

    await tabTo(page, page.getByRole('button', { name: 'Next: my details' }))
    await page.keyboard.press('Enter')
    // The new step's heading takes the focus; Tab goes on from there.
    await expect(step('2. My Details')).toBeFocused()

    // 2. Every field but the postal code, typed after tabbing to it.
    await typeInto(page, page.getByLabel('Email'), email)
    await typeInto(page, page.getByLabel('First name'), 'Awa')
    await typeInto(page, page.getByLabel('Last name'), 'Traoré')
    await typeInto(page, page.getByLabel('Address'), '12 avenue des Sports')
    await typeInto(page, page.getByLabel('Town'), 'Lyon')
    await typeInto(page, page.getByLabel('Country', { exact: true }), 'France')
    await tabTo(page, page.getByRole('combobox', { name: 'Country calling code' }))
    await expect(page.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('FR')
    await typeInto(page, page.getByRole('textbox', { name: 'Phone' }), '06 12 34 56 78')
    await tabTo(page, page.getByRole('button', { name: 'Next: payment' }))
    await page.keyboard.press('Enter')

    // Refused: the summary at the top takes the focus, its link leads to the field.
    const summary = page.getByRole('group', { name: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(page).toHaveTitle(/^Error: /)
    const postalCode = page.getByLabel('Postal code')
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true')
    await tabTo(page, summary.getByRole('link', { name: /^Postal code: / }), { max: 1 })
    await page.keyboard.press('Enter')
    await expect(postalCode).toBeFocused()
    await page.keyboard.type('69003')
    await expect(postalCode).toHaveValue('69003')
    await tabTo(page, page.getByRole('button', { name: 'Next: payment' }))
    await page.keyboard.press('Enter')
    await expect(step('3. My Payment')).toBeFocused()
    await expect(page).not.toHaveTitle(/^Error: /)

    // 3. Cheque: no payment provider, the request is recorded.
    await tabTo(page, page.getByRole('radio', { name: /^Credit Card/ }))
    // TEST MODE offers the direct debit between the card and the cheque.
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: /^Direct debit/ })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: /^Check/ })).toBeFocused()
    await expect(page.getByRole('radio', { name: /^Check/ })).toBeChecked()
    await expect(page.getByText(/You give 20\s€ per month by cheque\./)).toBeVisible()
    await tabTo(page, page.getByRole('button', { name: 'Validate my donation' }))
    await page.keyboard.press('Space')

    await expect(page).toHaveURL(/\/don\/cheque-sended\/$/)
    await expect(page.getByRole('heading', { name: 'Your request has been recorded' })).toBeVisible()
    await tabTo(page, page.getByRole('link', { name: 'Back to home' }))

    const admin = await adminClient(baseURL ?? '')
    await expect
      .poll(async () => {
        const list = await admin.collection('donations').getFullList({ filter: admin.filter('donor.email = {:email}', { email }), expand: 'donor' })
        return list.map((d) => ({ status: d.status, amount: d.amount, rhythm: d.rhythm, method: d.method, postalCode: d.expand?.donor?.codePostal }))
      })
      .toEqual([{ status: 'awaiting_cheque', amount: 2000, rhythm: 'monthly', method: 'cheque', postalCode: '69003' }])
  })

  test('shop: options, cart, checkout and the TEST MODE payment @phone', async ({ page, baseURL }) => {
    const name = `Awa Keys ${unique()}`
    await page.goto('/product/seedprod0000001')
    await expect(page.getByRole('heading', { level: 1, name: 'Foundation Mug' })).toBeVisible()

    // Colour and size: arrows in each group.
    await tabTo(page, page.getByRole('radio', { name: 'White', exact: true }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Navy', exact: true })).toBeChecked()
    await tabTo(page, page.getByRole('radio', { name: '350 ml', exact: true }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: '450 ml', exact: true })).toBeChecked()

    // Quantity: up, down to the minimum (the focus stays on the button), up again.
    const quantity = page.getByRole('status', { name: 'Quantity of Foundation Mug' })
    const more = page.getByRole('button', { name: 'Increase quantity of Foundation Mug' })
    const less = page.getByRole('button', { name: 'Decrease quantity of Foundation Mug' })
    await tabTo(page, more)
    await page.keyboard.press('Enter')
    await expect(quantity).toHaveText('2')
    await tabTo(page, less, { back: true, max: 1 })
    await page.keyboard.press('Enter')
    await expect(quantity).toHaveText('1')
    await expect(less).toBeDisabled()
    await expect(less).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(quantity).toHaveText('1')
    await tabTo(page, more, { max: 1 })
    await page.keyboard.press('Space')
    await expect(quantity).toHaveText('2')

    await tabTo(page, page.getByRole('button', { name: 'Add to cart' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Foundation Mug was added to your cart.' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Update cart' })).toBeFocused()

    // A second line, the small one, to be removed in the cart.
    await tabTo(page, page.getByRole('radio', { name: '450 ml', exact: true }), { back: true })
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('radio', { name: '350 ml', exact: true })).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: 'Add to cart' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Update cart' })).toBeFocused()

    await tabTo(page, page.getByRole('link', { name: 'View cart' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/cart$/)
    const lines = page.getByRole('region', { name: 'Cart items' }).getByRole('listitem')
    await expect(lines).toHaveCount(2)

    // Removing a line hands the focus to the line that stays.
    await tabTo(page, page.getByRole('button', { name: 'Remove Foundation Mug (350 ml · Navy)' }))
    await page.keyboard.press('Enter')
    await expect(lines).toHaveCount(1)
    const remaining = lines.filter({ hasText: '450 ml · Navy' })
    await expect(remaining.getByRole('button', { name: 'Remove Foundation Mug (450 ml · Navy)' })).toBeFocused()
    await expectVisibleFocus(page, 'removing a line')
    await tabTo(page, remaining.getByRole('button', { name: 'Increase quantity of Foundation Mug' }), { back: true })
    await page.keyboard.press('Enter')
    await expect(remaining.getByRole('status', { name: 'Quantity of Foundation Mug' })).toHaveText('3')
    const summary = page.getByRole('complementary', { name: 'Order summary' })
    await expect(summary).toContainText(euros('42,57 €'))

    await tabTo(page, summary.getByRole('link', { name: 'Proceed to Payment' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/checkout$/)

    // The checkout: a phone the server refuses, then the summary's link back to it.
    await typeInto(page, page.getByLabel('Full Name'), name)
    await typeInto(page, page.getByLabel('Email'), 'awa@example.org')
    await typeInto(page, page.getByLabel('Phone'), 'call me maybe')
    await typeInto(page, page.getByLabel('Address'), '12 rue des Lilas, 75011 Paris')
    await tabTo(page, page.getByRole('button', { name: 'Confirm' }))
    await page.keyboard.press('Enter')
    const problem = page.getByRole('group', { name: 'There is a problem' })
    await expect(problem).toBeFocused()
    await tabTo(page, problem.getByRole('link', { name: /^Phone: / }), { max: 1 })
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Phone')).toBeFocused()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('+33 6 12 34 56 78')
    await expect(page.getByLabel('Phone')).toHaveValue('+33 6 12 34 56 78')
    await tabTo(page, page.getByRole('button', { name: 'Confirm' }))
    await page.keyboard.press('Enter')

    // The payment page: the TEST MODE button is a button like any other.
    await expect(page).toHaveURL(/\/payment\/[a-z0-9]{15}$/)
    const orderId = page.url().split('/').pop()!
    await expect(page.getByText('Unpaid')).toBeVisible()
    await tabTo(page, page.getByRole('button', { name: 'Pay with PayPal (TEST MODE)' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Paid', { exact: true })).toBeVisible()
    await expect(page.getByText('Paiement réussi et commande mise à jour !')).toBeVisible()
    // The button is gone: its place goes to the thanks, not to the page.
    await expect(page.getByText('Thank you! Your payment is recorded')).toBeFocused()
    // The success is said there, beside Continue (no toast over it, no scroll away): the next Tab reaches it.
    await tabTo(page, page.getByRole('link', { name: 'Continue' }), { max: 1 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/payement\/success$/)

    const admin = await adminClient(baseURL ?? '')
    const order = await admin.collection('orders').getOne(orderId)
    expect(order).toMatchObject({ payment: true, status: 'paid', amountTotal: 42.57 })
    expect(order.clientInfo).toMatchObject({ name, phone: '+33 6 12 34 56 78' })
    expect(order.items).toEqual([expect.objectContaining({ productId: 'seedprod0000001', size: '450 ml', color: 'Navy', quantity: 3 })])
  })
})
