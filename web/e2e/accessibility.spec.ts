import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'
import { atEachWidth, expectNoViolations, revealAll } from './support/axe'
import { unique } from './support/donate'
import { donorCode, giveMonthly } from './support/donor'
import { signedInAs, type Role } from './support/staff'

/** Every public route, as a visitor reaches it (an article and a product from the demo content). */
const englishRoutes = ['/', '/about', '/projects', '/blog', '/blog/seedblog0000002', '/shop', '/product/seedprod0000001', '/cart', '/checkout', '/donation', '/don/cheque-sended', '/contact', '/payement/success', '/no-such-page']
/** The French site's pages too (issue 40.7). */
const routes = [...englishRoutes, ...englishRoutes.map((route) => `/fr${route}`)]

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const route of routes) {
    test(`${route} has no violations at 390 and 1440 px`, async ({ page }) => {
      await page.goto(route)
      await expect(page.locator('main, #main').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await atEachWidth(page, async (width) => {
        await revealAll(page)
        await expectNoViolations(page, `${route} at ${width} px`)
      })
    })
  }
})

/** The donation form's words in each language, to walk its steps. */
const giving = {
  '': {
    monthly: 'Monthly', next: 'Next: my details', tribute: 'Give in memory or in honour of someone', payment: 'Next: payment', step3: '3. My Payment',
    fields: { Email: 'awa@example.org', 'First name': 'Awa', 'Last name': 'Traoré', Address: '12 avenue des Sports', 'Postal code': '69003', Town: 'Lyon', Country: 'France' },
    phone: 'Phone', fees: /to cover the payment fees/,
  },
  '/fr': {
    monthly: 'Par mois', next: 'Suivant : mes coordonnées', tribute: 'Donner en mémoire ou en l’honneur de quelqu’un', payment: 'Suivant : le paiement', step3: '3. Mon paiement',
    fields: { 'E-mail': 'awa@example.org', Prénom: 'Awa', Nom: 'Traoré', Adresse: '12 avenue des Sports', 'Code postal': '69003', Ville: 'Lyon', Pays: 'France' },
    phone: 'Téléphone', fees: /pour couvrir les frais de paiement/,
  },
}

/** Clicks the choice (a radio drawn as a card) whose label starts with name. */
const choose = (page: Page, name: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${name.replace(/ /g, '\\s')}`) }).first().click()

test.describe('accessibility of giving (axe-core, WCAG 2.2 AA)', () => {
  for (const [prefix, words] of Object.entries(giving)) {
    test(`${prefix}/donation's steps (the tribute open, the fee checkbox) and ${prefix}/campaigns/{slug} have no violations`, async ({ page, baseURL }) => {
      test.setTimeout(120_000)
      const slug = `axe-${unique()}`
      const admin = await adminClient(baseURL ?? '')
      await admin.collection('campaigns').create({ slug, title: 'A new track for Saint-Denis', summary: 'Eight lanes for the club.', goalCents: 500000, project: 'sport' })
      await page.goto(`${prefix}/campaigns/${slug}`)
      await expect(page.getByRole('progressbar')).toBeVisible()
      await page.waitForLoadState('networkidle')
      await atEachWidth(page, async (width) => {
        await revealAll(page)
        await expectNoViolations(page, `${prefix}/campaigns/${slug} at ${width} px`)
      })

      await page.goto(`${prefix}/donation?campaign=${slug}`)
      await choose(page, words.monthly)
      await choose(page, '20 €')
      await page.getByRole('button', { name: words.next }).click()
      for (const [label, value] of Object.entries(words.fields)) await page.getByLabel(label, { exact: true }).fill(value)
      await page.getByRole('textbox', { name: words.phone }).fill('06 12 34 56 78')
      await page.getByRole('button', { name: words.tribute }).click()
      await expect(page.getByRole('button', { name: words.tribute })).toHaveAttribute('aria-expanded', 'true')
      await atEachWidth(page, (width) => expectNoViolations(page, `${prefix}/donation, the details and the tribute open, at ${width} px`))

      await page.getByRole('button', { name: words.tribute }).click()
      await page.getByRole('button', { name: words.payment }).click()
      await expect(page.getByRole('heading', { name: words.step3 })).toBeVisible()
      await choose(page, 'PayPal')
      await page.getByRole('checkbox', { name: words.fees }).check()
      await atEachWidth(page, (width) => expectNoViolations(page, `${prefix}/donation, the payment and the fee ticked, at ${width} px`))
    })
  }
})

/** Each staff screen of a role, as its menu reaches it (the admin's own: the others are checked with their roles). */
const staffScreens: Record<Role, string[]> = {
  editor: ['/staff', '/staff/articles', '/staff/articles/new', '/staff/products', '/staff/products/new', '/staff/campaigns'],
  shop: ['/staff/orders', '/staff/messages', '/staff/exports'],
  treasurer: ['/staff/donations', '/staff/donors', '/staff/receipts', '/staff/reconcile', '/staff/settings'],
  admin: ['/staff/audit', '/staff/mails', '/staff/settings'],
}

/** Loads a staff screen and waits for its data (its heading, then no request pending). */
async function openStaff(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0)
}

test.describe('accessibility of the staff screens (axe-core, WCAG 2.2 AA)', () => {
  for (const [role, paths] of Object.entries(staffScreens) as [Role, string[]][]) {
    test(`every ${role} screen has no violations at 390 and 1440 px`, async ({ page, baseURL }) => {
      test.setTimeout(120_000)
      await signedInAs(page, baseURL ?? '', role)
      for (const path of paths) {
        await openStaff(page, path)
        await atEachWidth(page, (width) => expectNoViolations(page, `${path} (${role}) at ${width} px`))
      }
    })
  }

  test('an order with its forms, a donor, and a cheque row opened have no violations', async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    const admin = await adminClient(baseURL ?? '')
    const email = `axe-${unique()}@example.org`
    const donor = await admin.collection('donation_users').create({ email, prenom: 'Axe', nom: 'Checker', adresse: '1 rue A', codePostal: '75001', ville: 'Paris', pays: 'France', telephone: '0612345678' })
    await admin.collection('donations').create({ donor: donor.id, amount: 3000, currency: 'EUR', rhythm: 'once', method: 'cheque', status: 'awaiting_cheque' })
    const order = await admin.collection('orders').create({
      items: [{ productId: 'seedprod0000001', name: 'Foundation mug', size: '350 ml', color: 'White', quantity: 1, unitPrice: 12.9, lineTotal: 12.9 }],
      total: 12.9, tax: 1.29, amountTotal: 14.19, status: 'paid', payment: true, paypalOrderId: 'PP-AXE', paypalCaptureId: `CAP-${unique()}`,
      clientInfo: { name: 'Axe Buyer', email, phone: '+33 6 12 34 56 78', address: '1 rue A, 75001 Paris' },
    })
    await signedInAs(page, baseURL ?? '', 'admin')

    await openStaff(page, `/staff/orders/${order.id}`)
    await atEachWidth(page, (width) => expectNoViolations(page, `an order at ${width} px`))
    await openStaff(page, `/staff/donors/${encodeURIComponent(email)}`)
    await atEachWidth(page, (width) => expectNoViolations(page, `a donor at ${width} px`))
    await openStaff(page, `/staff/donations?q=${encodeURIComponent(email)}`)
    await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Cheque…' }).click()
    await expect(page.getByRole('form', { name: 'Cheque received' })).toBeVisible()
    await atEachWidth(page, (width) => expectNoViolations(page, `a cheque row opened at ${width} px`))
  })
})

test.describe('accessibility of the donor space (axe-core, WCAG 2.2 AA)', () => {
  test('the sign-in steps, the space and its open forms have no violations at 390 and 1440 px', async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    const email = await giveMonthly(page, '12')
    await page.goto('/donor')
    await page.waitForLoadState('networkidle')
    await atEachWidth(page, (width) => expectNoViolations(page, `the donor sign-in at ${width} px`))
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Email me a code' }).click()
    await expect(page.getByLabel('Code from the email')).toBeVisible()
    await atEachWidth(page, (width) => expectNoViolations(page, `the code step at ${width} px`))

    await page.getByLabel('Code from the email').fill(await donorCode(baseURL ?? '', email))
    await page.getByRole('button', { name: 'Sign in' }).click()
    const gift = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /12,00\s€ · Every month/ }) })
    await expect(gift).toBeVisible()
    await page.waitForLoadState('networkidle')
    await atEachWidth(page, (width) => expectNoViolations(page, `the donor space at ${width} px`))

    await gift.getByRole('button', { name: 'Change the amount' }).click()
    await gift.getByRole('button', { name: 'Stop this gift' }).click()
    await page.getByRole('button', { name: 'Correct my details' }).click()
    await expect(gift.getByLabel('New amount in euros')).toBeVisible()
    await expect(gift.getByText(/Stop this monthly gift\?/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save my details' })).toBeVisible()
    await atEachWidth(page, (width) => expectNoViolations(page, `the donor space, its forms open, at ${width} px`))
  })
})
