import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'
import { choose, fillForm, validate } from './support/donate'

/** The donation recorded for this donor, read as staff. */
async function donationOf(baseURL: string | undefined, email: string) {
  const admin = await adminClient(baseURL ?? '')
  const list = await admin.collection('donations').getFullList({ filter: admin.filter('donor.email = {:email}', { email }), expand: 'donor' })
  return list
}

async function expectDonation(baseURL: string | undefined, email: string, want: Record<string, unknown>) {
  await expect
    .poll(async () => {
      const list = await donationOf(baseURL, email)
      return list.length === 1 ? Object.fromEntries(Object.keys(want).map((k) => [k, list[0]?.[k]])) : list.length
    })
    .toEqual(want)
}

test.describe('donation', () => {
  test('card, once: TEST MODE checkout, then paid @phone', async ({ page, baseURL }) => {
    const email = await fillForm(page, { preset: '50 €' })
    await expect(page.getByText('You give 50 € by credit card.')).toBeVisible()
    await validate(page)
    await expect(page.getByText('TEST MODE — no real payment is made')).toBeVisible()
    await expect(page.getByText('50,00 €')).toBeVisible()
    await page.getByRole('button', { name: 'Pay (test)' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=5000&rhythm=once$/)
    // The thank-you page names the gift and the donor space (issue 44).
    await expect(page.getByText(/Your gift of 50\s€ went through/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to my donor space' })).toHaveAttribute('href', '/donor')
    await expectDonation(baseURL, email, { status: 'paid', amount: 5000, rhythm: 'once', method: 'card', paymentsCount: 1, currency: 'EUR' })
  })

  test('card, weekly: the plan of the chosen amount, then active', async ({ page, baseURL }) => {
    const email = await fillForm(page, { rhythm: 'Weekly', preset: '20 €' })
    await validate(page)
    await expect(page.getByText('Recurring donation')).toBeVisible()
    await expect(page.getByText('20,00 €')).toBeVisible()
    await page.getByRole('button', { name: 'Pay (test)' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=2000&rhythm=weekly$/)
    await expectDonation(baseURL, email, { status: 'active', amount: 2000, rhythm: 'weekly', method: 'card', paymentsCount: 1 })
  })

  test('card: cancelling the checkout comes back to an intact form', async ({ page }) => {
    await fillForm(page, { custom: '45' })
    await validate(page)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/donation\?cancelled=1$/)
    await expect(page.getByText('The card payment was cancelled')).toBeVisible()
    await expect(page.getByText('You give 45 € by credit card.')).toBeVisible()
    await page.getByRole('button', { name: /Back to my details/ }).click()
    await expect(page.getByLabel('Last name')).toHaveValue('Traoré')
  })

  test('PayPal, once: TEST MODE buttons, captured by the server', async ({ page, baseURL }) => {
    const email = await fillForm(page, { custom: '35', method: 'PayPal' })
    await validate(page)
    await expect(page).toHaveURL(/\/don\/paypal-chechout\/35$/)
    await expect(page.getByRole('heading', { name: 'Donate 35 € with PayPal' })).toBeVisible()
    await page.getByRole('button', { name: 'Pay 35 € with PayPal' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=3500&rhythm=once$/)
    await expectDonation(baseURL, email, { status: 'paid', amount: 3500, method: 'paypal', provider: 'paypal', paymentsCount: 1 })
  })

  test('PayPal, weekly: the custom amount hides, the subscription is confirmed @phone', async ({ page, baseURL }) => {
    const email = await fillForm(page, { rhythm: 'Weekly', method: 'PayPal' })
    await page.getByRole('button', { name: /^. My Donation$/ }).click()
    await expect(page.getByLabel('Or another amount')).toHaveCount(0)
    await page.getByRole('button', { name: 'Next: my details' }).click()
    await page.getByRole('button', { name: 'Next: payment' }).click()
    await validate(page)
    await expect(page).toHaveURL(/\/don\/abonnement\/paypal-chechout\/P-DEMO-seedplanweek080\?amount=80$/)
    await page.getByRole('button', { name: 'Subscribe: 80 € per week' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=8000&rhythm=weekly$/)
    await expect(page.getByText(/Your gift of 80\s€ per week went through/)).toBeVisible()
    await expect(page.getByText('In your donor space you can see your gift, change its amount or stop it at any time.')).toBeVisible()
    await expectDonation(baseURL, email, { status: 'active', amount: 8000, rhythm: 'weekly', method: 'paypal' })
    const [donation] = await donationOf(baseURL, email)
    expect(donation?.providerSubscriptionId).toMatch(/^I-DEMO/)
  })

  test('PayPal, monthly, covering the fees: the server opens the subscription at the plan and the fee', async ({ page, baseURL }) => {
    const email = await fillForm(page, { rhythm: 'Monthly', preset: '50 €', method: 'PayPal' })
    await page.getByRole('checkbox', { name: /I add 1,86\s€ to cover the payment fees/ }).check()
    await validate(page)
    await expect(page).toHaveURL(/\/don\/abonnement\/paypal-chechout\/P-DEMO-seedplanmonth50\?amount=50$/)
    await expect(page.getByText(/Each payment adds 1,86\s€ to cover the payment fees\./)).toBeVisible()
    await page.getByRole('button', { name: 'Subscribe: 50 € per month' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=5000&rhythm=monthly$/)
    await expectDonation(baseURL, email, { status: 'active', amount: 5000, coveredFee: 186, rhythm: 'monthly', method: 'paypal' })
  })

  for (const width of [390, 1440]) {
    test(`cheque: recorded as awaiting its cheque; the page says the payee, the reference and the address, ready to copy (${width} px)`, async ({ page, baseURL, context }) => {
      await page.setViewportSize({ width, height: 844 })
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const email = await fillForm(page, { preset: '10 €', method: 'Check' })
      await validate(page)
      await expect(page).toHaveURL(/\/don\/cheque-sended\/$/)
      await expect(page.getByRole('heading', { name: 'Your request has been recorded' })).toBeVisible()
      await expect(page.getByText('our team will contact you to finalise your donation')).toBeVisible()
      await expect(page.getByText(/Thank you for your gift of 10\s€ by cheque/)).toBeVisible()
      await expectDonation(baseURL, email, { status: 'awaiting_cheque', amount: 1000, method: 'cheque', rhythm: 'once' })
      const [donation] = await donationOf(baseURL, email)
      // Only the mail said them before (issue 44): now the page does, from the server's answer.
      const details = page.getByRole('main').locator('dl')
      await expect(details).toContainText('Payable to')
      await expect(details).toContainText('Amara Diallo Foundation')
      await expect(details).toContainText(donation!.id)
      await expect(details).toContainText('18 rue du Stade')
      await page.getByRole('button', { name: 'Copy the reference' }).click()
      await expect(page.getByRole('button', { name: 'Copied the reference' })).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(donation!.id)
      await page.getByRole('button', { name: 'Copy the address' }).click()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('75015 Paris')
      // Nothing runs off a phone's screen: each copy button ends within its width.
      for (const copy of await page.getByRole('button', { name: /^Cop(y|ied) / }).all()) {
        const box = (await copy.boundingBox())!
        expect(box.x + box.width).toBeLessThanOrEqual(width)
      }
      await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    })
  }

  test('invalid details: red fields and the message for 5 seconds @phone', async ({ page }) => {
    await page.clock.install()
    await page.goto('/donation')
    await page.getByRole('button', { name: 'Next: my details' }).click()
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('First name').fill('   ')
    await page.getByRole('textbox', { name: 'Phone' }).fill('612')
    // The page's clock stands still from here on: only runFor moves it, so the
    // 5 seconds are counted exactly, however slow the machine.
    await page.clock.pauseAt(Date.now() + 1000)
    await page.getByRole('button', { name: 'Next: payment' }).click()
    const message = page.getByRole('alert').filter({ hasText: 'Please ensure that all fields are correctly filled in.' })
    await expect(message).toBeVisible()
    for (const label of ['Email', 'First name', 'Last name', 'Address', 'Postal code', 'Town']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true')
    }
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('heading', { name: '2. My Details' })).toBeVisible()
    await page.clock.runFor(4_999)
    await expect(message).toBeVisible()
    await page.clock.runFor(1)
    await expect(message).toBeHidden()
  })

  test('custom amount: digits only, empty clears it, a preset sets it back', async ({ page }) => {
    await page.goto('/donation')
    await expect(page.getByText('Your gift: 80 €')).toBeVisible()
    const custom = page.getByLabel('Or another amount')
    await custom.pressSequentially('12a3,5-€')
    await expect(custom).toHaveValue('1235')
    await expect(page.getByText(/Your gift: 1\s?235\s€/)).toBeVisible()
    await expect(page.getByRole('radio', { name: '80 €' })).not.toBeChecked()
    await custom.fill('')
    await expect(page.getByText('Your gift: 80 €')).toBeVisible()
    await custom.fill('25')
    await choose(page, '10 €')
    await expect(custom).toHaveValue('')
    await expect(page.getByRole('radio', { name: '10 €' })).toBeChecked()
  })

  test('card, weekly, any amount: no plan needed, the checkout prices it', async ({ page, baseURL }) => {
    const email = await fillForm(page, { rhythm: 'Weekly', custom: '35' })
    await validate(page)
    await expect(page.getByText('Recurring donation')).toBeVisible()
    await expect(page.getByText('35,00 €')).toBeVisible()
    await page.getByRole('button', { name: 'Pay (test)' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=3500&rhythm=weekly$/)
    await expectDonation(baseURL, email, { status: 'active', amount: 3500, rhythm: 'weekly', method: 'card', paymentsCount: 1 })
  })

  test('a company gives: its details name it, with its SIREN', async ({ page, baseURL }) => {
    const email = await fillForm(page, { custom: '500', company: { name: 'Atelier Martin', siren: '552 100 554', legalForm: 'SARL' } })
    await validate(page)
    await page.getByRole('button', { name: 'Pay (test)' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=50000&rhythm=once$/)
    await expect
      .poll(async () => {
        const [gift] = await donationOf(baseURL, email)
        const donor = gift?.expand?.donor as Record<string, string> | undefined
        return donor && [gift?.status, donor.kind, donor.raisonSociale, donor.siren, donor.formeJuridique]
      })
      .toEqual(['paid', 'company', 'Atelier Martin', '552100554', 'SARL'])
  })

  test('going back and reloading keep what was typed', async ({ page }) => {
    await fillForm(page, { rhythm: 'Monthly', preset: '20 €', method: 'Check' })
    await page.reload()
    await expect(page.getByRole('heading', { name: '3. My Payment' })).toBeVisible()
    await expect(page.getByRole('radio', { name: /Check/ })).toBeChecked()
    await page.getByRole('button', { name: /Back to my details/ }).click()
    await expect(page.getByLabel('Postal code')).toHaveValue('69003')
    await expect(page.getByLabel('Town')).toHaveValue('Lyon')
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('06 12 34 56 78')
    await expect(page.getByLabel('Calling code', { exact: false })).toHaveValue('FR')
    await page.getByRole('button', { name: /^. My Donation$/ }).click()
    await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked()
    await expect(page.getByRole('radio', { name: '20 €' })).toBeChecked()
  })

  test('the page: pitch, why support, the 95% badge and the payment marks', async ({ page }) => {
    await page.goto('/donation')
    await expect(page).toHaveTitle(/Donation/)
    await expect(page.getByText(/democratises sports coaching/)).toBeVisible()
    await expect(page.getByText(/physical and\s+mental health/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Why Support the Foundation?' })).toBeVisible()
    for (const title of ['Encouraging well-being and performance', 'Supporting sports communities', 'Transparency and commitment']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(page.getByText('95% of funds are directly invested in actions')).toBeVisible()
    for (const mark of ['Bank card', 'PayPal wallet', /Card networks/]) {
      await expect(page.getByRole('img', { name: mark }).first()).toBeAttached()
    }
  })
})

/** Stands in for PayPal's SDK: renders a button that drives the callbacks the way PayPal does. */
const paypalStandIn = `
window.paypal = { version: '5.0.0', Buttons(opts) { return {
  isEligible: () => true,
  close: () => Promise.resolve(),
  updateProps: () => Promise.resolve(),
  render(container) {
    const button = document.createElement('button')
    button.textContent = 'PayPal (stand-in)'
    button.onclick = async () => {
      if (opts.createSubscription) {
        const id = await opts.createSubscription({}, { subscription: { create: async (body) => {
          window.__subscriptionBody = body
          const res = await fetch('/api/payments/demo/paypal/subscriptions', { method: 'POST', headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ planId: body.plan_id, customId: body.custom_id }) })
          return (await res.json()).subscriptionID
        } } })
        await opts.onApprove({ subscriptionID: id, orderID: '' }, {})
      } else {
        const id = await opts.createOrder({}, {})
        await opts.onApprove({ orderID: id }, { restart() {} })
      }
    }
    container.appendChild(button)
    return Promise.resolve()
  },
} } }`

async function livePayPal(page: Page): Promise<string[]> {
  const scripts: string[] = []
  await page.route('**/api/payments/config', (route) =>
    route.fulfill({ json: { paypalMode: 'live', paypalClientId: 'fake-live-client-id', cardMode: 'demo', sepaMode: 'off', wallets: false, methods: ['card', 'paypal', 'cheque'] } }),
  )
  await page.route('https://www.paypal.com/sdk/js**', (route) => {
    scripts.push(route.request().url())
    return route.fulfill({ contentType: 'application/javascript', body: paypalStandIn })
  })
  return scripts
}

test.describe('donation with PayPal keys', () => {
  test('one-off: the SDK in EUR creates and captures through our server', async ({ page, baseURL }) => {
    const scripts = await livePayPal(page)
    const email = await fillForm(page, { preset: '20 €', method: 'PayPal' })
    await validate(page)
    await page.getByRole('button', { name: 'PayPal (stand-in)' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=2000&rhythm=once$/)
    const url = new URL(scripts[0] ?? '')
    expect(url.searchParams.get('client-id')).toBe('fake-live-client-id')
    expect(url.searchParams.get('currency')).toBe('EUR')
    expect(url.searchParams.get('intent')).toBe('capture')
    await expectDonation(baseURL, email, { status: 'paid', amount: 2000, method: 'paypal' })
  })

  test('monthly: a vaulted subscription on the route plan, confirmed by the server', async ({ page, baseURL }) => {
    const scripts = await livePayPal(page)
    const email = await fillForm(page, { rhythm: 'Monthly', preset: '50 €', method: 'PayPal' })
    await validate(page)
    await expect(page).toHaveURL(/paypal-chechout\/P-DEMO-seedplanmonth50\?amount=50$/)
    await page.getByRole('button', { name: 'PayPal (stand-in)' }).click()
    await expect(page).toHaveURL(/\/payement\/success\?amount=5000&rhythm=monthly$/)
    const url = new URL(scripts[0] ?? '')
    expect(url.searchParams.get('vault')).toBe('true')
    expect(url.searchParams.get('intent')).toBe('subscription')
    expect(url.searchParams.get('currency')).toBe('EUR')
    await expectDonation(baseURL, email, { status: 'active', amount: 5000, rhythm: 'monthly', method: 'paypal' })
  })

  test('a subscription PayPal does not confirm shows the alert', async ({ page }) => {
    await livePayPal(page)
    await fillForm(page, { rhythm: 'Weekly', preset: '10 €', method: 'PayPal' })
    await page.route('**/api/donations/paypal/subscriptions/*/confirm', (route) =>
      route.fulfill({ status: 400, json: { status: 400, message: 'This PayPal subscription is not active.', data: {} } }),
    )
    await validate(page)
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole('button', { name: 'PayPal (stand-in)' }).click()
    await expect.poll(() => alerts).toEqual(['An error occurred during payment'])
    await expect(page).toHaveURL(/paypal-chechout/)
  })
})
