import { expect, test } from '@playwright/test'
import { adminClient } from './support/admin'
import { signaturePng } from './support/receipts'
import { endSessionsOf, pledgedCheque, signedInAs, signInHere, waitForMail } from './support/staff'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
/** formatEuros writes "42,00 €" with a (narrow) no-break space. */
const euros = (text: string) => new RegExp(text.replace(' €', '\\s€'))

test.describe('staff back office', () => {
  test('a shop volunteer ships a paid order and the customer is mailed @phone', async ({ page, baseURL }) => {
    const admin = await adminClient(baseURL ?? '')
    const customer = `buyer-${unique()}@example.org`
    const lines = [{ productId: 'seedprod0000001', name: 'Foundation mug', size: '350 ml', color: 'White', quantity: 2, unitPrice: 12.9, lineTotal: 25.8 }]
    const order = await admin.collection('orders').create({
      items: lines, total: 25.8, tax: 2.58, amountTotal: 28.38, status: 'paid', payment: true, paypalOrderId: 'PP-E2E', paypalCaptureId: `CAP-${unique()}`,
      clientInfo: { name: 'Awa Buyer', email: customer, phone: '+33 6 12 34 56 78', address: '12 rue des Lilas, 75011 Paris' },
    })
    // The database numbers it as it goes in: the number a volunteer reads out on the phone.
    const label = `n° ${(await admin.collection('orders').getOne(order.id)).number}`
    const { email } = await signedInAs(page, baseURL ?? '', 'shop')

    await page.getByRole('link', { name: /Orders paid, to ship/ }).click()
    await expect(page).toHaveURL(/\/staff\/orders\?list=to_ship/)
    await page.getByRole('search').getByRole('searchbox').fill(label)
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
    await page.getByRole('link', { name: label }).click()

    await expect(page.getByRole('heading', { level: 1, name: `Order ${label}` })).toBeVisible()
    // A table on a desktop, a list on a phone.
    const linesTable = page.getByRole('table', { name: 'Order lines' }).or(page.getByRole('list', { name: 'Order lines' }))
    await expect(linesTable).toContainText('Foundation mug')
    await expect(linesTable).toContainText(euros('25,80 €'))
    const ship = page.getByRole('form', { name: 'Mark shipped' })
    await ship.getByLabel('Carrier (optional)').fill('La Poste')
    await ship.getByLabel('Tracking number (optional)').fill('6A12345678901')
    await ship.getByRole('button', { name: 'Mark shipped' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Marked shipped.' })).toBeVisible()
    await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Marked shipped' })).toContainText(email)
    expect(await waitForMail(admin, customer, new RegExp(`Your order ${label} is on its way`))).toContain('6A12345678901')
  })

  test('a treasurer records a received cheque and finds it in the month\'s total', async ({ page, baseURL }) => {
    const admin = await adminClient(baseURL ?? '')
    const donorEmail = await pledgedCheque(admin)
    await signedInAs(page, baseURL ?? '', 'treasurer')

    await page.getByRole('link', { name: /Cheques pledged, not received/ }).click()
    await expect(page).toHaveURL(/status=awaiting_cheque/)
    await page.getByRole('search').getByRole('searchbox').fill(donorEmail)
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
    // Until the search answers, the list may still show other tests' pledges.
    await page.getByRole('row').filter({ hasText: donorEmail }).getByRole('button', { name: 'Cheque…' }).click()
    const received = page.getByRole('form', { name: 'Cheque received' })
    await received.getByLabel('Amount received (€)').fill('42')
    await received.getByLabel('Bank').fill('Banque Postale')
    await received.getByLabel('Cheque number').fill('1234567')
    await received.getByRole('button', { name: 'Record the cheque' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Cheque recorded' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cheque…' })).toHaveCount(0)
    await waitForMail(admin, donorEmail, /your donation of 42,00/)

    // Today in Paris: the staff's days are Paris days (at 23:30 UTC it is already tomorrow there).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
    await page.goto(`/staff/donations?status=paid&from=${today.slice(0, 8)}01&to=${today}&q=${encodeURIComponent(donorEmail)}`)
    await expect(page.getByText(/1 gift · 42,00\s€ kept/)).toBeVisible()
    // The gift's own page: the cheque as the books have it, then its donor.
    await page.getByRole('link', { name: /^Gift of / }).click()
    await expect(page.getByRole('table', { name: 'Money movements of this gift' })).toContainText('Banque Postale n° 1234567')
    await page.getByRole('link', { name: 'Jeanne Chèque' }).click()
    await expect(page.getByRole('table', { name: 'Totals per year' })).toContainText(euros('42,00 €'))

    // She phoned: she moved. The treasurer corrects her address on her page.
    const correct = page.getByRole('form', { name: 'Correct the details' })
    await correct.getByLabel('Address').fill('7 rue Neuve')
    await correct.getByLabel('Postal code').fill('69002')
    await correct.getByLabel('Town').fill('Villeurbanne')
    await correct.getByRole('button', { name: 'Save the details' }).click()
    await expect(correct.getByRole('status').filter({ hasText: 'Details saved' })).toBeVisible()
    await expect(page.getByText('7 rue Neuve, 69002 Villeurbanne France')).toBeVisible()
  })

  test('a treasurer whose session ends signs in again and finds the cheque as typed', async ({ page, baseURL }) => {
    // Two sign-ins, each with a mailed code.
    test.setTimeout(60_000)
    const admin = await adminClient(baseURL ?? '')
    const donorEmail = await pledgedCheque(admin)
    const { email } = await signedInAs(page, baseURL ?? '', 'treasurer')
    await page.goto(`/staff/donations?status=awaiting_cheque&q=${encodeURIComponent(donorEmail)}`)
    await page.getByRole('row').filter({ hasText: donorEmail }).getByRole('button', { name: 'Cheque…' }).click()
    const received = page.getByRole('form', { name: 'Cheque received' })
    await received.getByLabel('Amount received (€)').fill('42')
    await received.getByLabel('Bank').fill('Banque Postale')
    await received.getByLabel('Cheque number').fill('7654321')
    await page.getByRole('form', { name: 'Cheque never came' }).getByLabel('Reason').fill('Called twice')
    const address = page.url()

    await endSessionsOf(admin, email)
    await received.getByRole('button', { name: 'Record the cheque' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your session ended. Sign in again to go on.' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeFocused()
    expect(page.url()).toBe(address)

    await signInHere(page, admin, email)
    await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeFocused()
    expect(page.url()).toBe(address)
    await expect(received.getByLabel('Amount received (€)')).toHaveValue('42')
    await expect(received.getByLabel('Bank')).toHaveValue('Banque Postale')
    await expect(received.getByLabel('Cheque number')).toHaveValue('7654321')
    await expect(page.getByRole('form', { name: 'Cheque never came' }).getByLabel('Reason')).toHaveValue('Called twice')
    await received.getByRole('button', { name: 'Record the cheque' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Cheque recorded' })).toBeVisible()
  })

  test('a treasurer cannot open an order, and an editor cannot see donations', async ({ page, browser, baseURL }) => {
    const admin = await adminClient(baseURL ?? '')
    const order = await admin.collection('orders').create({ items: [], total: 1, tax: 0, amountTotal: 1, status: 'paid', payment: true, clientInfo: { name: 'X', email: 'x@example.org' } })
    await signedInAs(page, baseURL ?? '', 'treasurer')
    await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Orders' })).toHaveCount(0)
    await page.goto(`/staff/orders/${order.id}`)
    await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible()
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}').token as string)
    const refused = await page.request.get(`/api/staff/orders/${order.id}`, { headers: { Authorization: token } })
    expect(refused.status()).toBe(403)

    const editorPage = await (await browser.newContext()).newPage()
    await signedInAs(editorPage, baseURL ?? '', 'editor')
    await expect(editorPage.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Donations' })).toHaveCount(0)
    await editorPage.goto('/staff/donations')
    await expect(editorPage.getByRole('heading', { name: 'Not for your role' })).toBeVisible()
    await editorPage.getByRole('button', { name: 'Sign out' }).click()
    await expect(editorPage.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
  })

  test('an editor saves a draft, previews it, publishes it, and it appears on /blog without a reload', async ({ page, browser, baseURL }) => {
    // Two browsers, a sign-in with a mailed code and a live update: on a slow CI machine more than the default 30 s.
    test.setTimeout(60_000)
    const reader = await (await browser.newContext()).newPage()
    await reader.goto('/blog')
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible()
    await signedInAs(page, baseURL ?? '', 'editor')

    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Articles' }).click()
    await page.getByRole('link', { name: 'New article' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible()
    const title = `Training day in Dakar ${unique()}`
    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByLabel('Category', { exact: true }).fill('News')
    await page.getByLabel('Reading time').fill('3 min')
    await page.getByLabel('Author name').fill('Amara Diallo')
    const body = page.getByRole('textbox', { name: 'Article body' })
    await body.click()
    await page.getByRole('button', { name: 'Heading 2' }).click()
    await page.keyboard.type('A day on the track')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Forty young athletes ran with us.')
    // A new article is a draft: public nowhere.
    await expect(page.getByRole('radio', { name: /^Draft/ })).toBeChecked()
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Saved', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Edit article' })).toBeVisible()
    await expect(page.getByText(/^Now:/)).toHaveText('Now: Draft')
    await expect(page.getByRole('link', { name: /View on site/ })).toHaveCount(0)
    const id = page.url().split('/').at(-1) ?? ''
    expect((await reader.request.get(`/api/collections/blogs/records/${id}`)).status()).toBe(404)
    expect((await reader.request.get(`/blog/${id}`)).status()).toBe(404)

    // The preview shows it as visitors will see it, saying it is not public yet.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /Preview/ }).click()])
    await expect(preview.getByRole('region', { name: 'Preview' })).toContainText('Draft · visitors do not see this article yet')
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(preview.getByRole('heading', { level: 2, name: 'A day on the track' })).toBeVisible()
    await preview.close()

    // The staff list shows it as a draft, and among the drafts.
    await page.getByRole('link', { name: 'All articles' }).click()
    await page.getByLabel('Show').selectOption('Drafts')
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row).toContainText('Draft')
    await row.getByRole('link', { name: title }).click()

    await page.getByRole('radio', { name: /^Published/ }).check()
    await page.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByText('Saved', { exact: true })).toBeVisible()
    await expect(page.getByText(/^Now:/)).toHaveText(/^Now: Published since /)

    await expect(reader.getByText(title).first()).toBeVisible()
    await reader.getByRole('link', { name: title }).first().click()
    await expect(reader.getByRole('heading', { level: 2, name: 'A day on the track' })).toBeVisible()
  })

  test('an editor finds an article not saved yet after a reload, and may discard it', async ({ page, baseURL }) => {
    await signedInAs(page, baseURL ?? '', 'editor')
    await page.goto('/staff/articles/new')
    const title = page.getByLabel('Title', { exact: true })
    await title.fill('Notes from the Dakar camp')
    const body = page.getByRole('textbox', { name: 'Article body' })
    await body.click()
    await page.keyboard.type('Forty young athletes ran with us.')

    // Leaving with changes not saved asks first: the editor says yes.
    page.once('dialog', (dialog) => void dialog.accept())
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: /^Restored your unsaved draft from \w{3} \d{2}, \d{4}, \d{2}:\d{2}\.$/ })).toBeVisible()
    await expect(title).toHaveValue('Notes from the Dakar camp')
    await expect(body).toHaveText('Forty young athletes ran with us.')

    await page.getByRole('button', { name: 'Discard draft' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeFocused()
    await expect(title).toHaveValue('')
    await expect(body).toHaveText('')
    await page.reload()
    await expect(title).toBeVisible()
    await expect(page.getByText(/Restored your unsaved draft/)).toHaveCount(0)
  })

  test('an editor makes the second picture the main one, adds a third, and the shop shows it so', async ({ page, baseURL }) => {
    const admin = await adminClient(baseURL ?? '')
    const png = (name: string) => new File([signaturePng], name, { type: 'image/png' })
    const product = await admin.collection('products').create({
      name: `E2E reorder cap ${unique()}`, description: 'A cap.', price: 15, category: 'Accessories', galleries: [png('front.png'), png('side.png')],
    })
    const [front, side] = product.galleries as string[]
    await signedInAs(page, baseURL ?? '', 'editor')
    await page.goto(`/staff/products/${product.id}`)

    await page.getByRole('button', { name: 'Move picture 2 earlier' }).click()
    await expect(page.getByRole('button', { name: 'Move picture 1 earlier' })).toBeFocused()
    await page.getByLabel('Add pictures').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: signaturePng })
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved', { exact: true })).toBeVisible()

    const saved = (await admin.collection('products').getOne(product.id)).galleries as string[]
    expect(saved.slice(0, 2)).toEqual([side, front])
    expect(saved[2]).toMatch(/^back_\w+\.png$/)
    await page.goto(`/product/${product.id}`)
    const main = page.getByRole('img', { name: /picture 1 of 3/ })
    await expect(main).toBeVisible()
    expect(await main.getAttribute('src')).toContain(side)
    await admin.collection('products').delete(product.id)
  })

  test('an editor going Back with unsaved changes is asked first, and keeps them on Cancel', async ({ page, baseURL }) => {
    await signedInAs(page, baseURL ?? '', 'editor')
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Products' }).click()
    await page.getByRole('link', { name: 'New product' }).click()
    const name = page.getByLabel('Name', { exact: true })
    await name.fill('E2E cap never saved')

    const questions: string[] = []
    page.once('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.dismiss()
    })
    // Refused, the move never happens: goBack stops waiting for it.
    await page.goBack({ timeout: 3_000 }).catch(() => null)
    expect(questions).toEqual(['Your changes are not saved. Leave this page anyway?'])
    await expect(page).toHaveURL(/\/staff\/products\/new$/)
    await expect(name).toHaveValue('E2E cap never saved')

    // The browser lets a page refuse one move per click or key press: the editor clicks on.
    await name.click()
    page.once('dialog', (dialog) => {
      questions.push(dialog.message())
      void dialog.accept()
    })
    await page.goBack()
    expect(questions).toHaveLength(2)
    await expect(page).toHaveURL(/\/staff\/products$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  })

  test('a wrong password or code is refused with a clear message', async ({ page, baseURL }) => {
    await adminClient(baseURL ?? '')
    await page.goto('/staff')
    await page.getByLabel('Email').fill('nobody@staff.example.org')
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.')
  })
})
