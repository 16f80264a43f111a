import { expect, test, type Page } from '@playwright/test'
import { adminClient } from './support/admin'
import { payPalStandIn } from './support/paypal-stand-in'
import { signedInAs } from './support/staff'
import { untilHydrated } from './support/hydration'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
/** formatEuros writes "52,80 €" with a (narrow) no-break space. */
const euros = (text: string) => new RegExp(text.replace(' €', '\\s€'))

/** The seeded catalogue's cards (products other tests make for a while are named "E2E …" and left out). */
const products = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('listitem').filter({ hasNotText: 'E2E ' })
const cartLine = (page: Page, text: RegExp) => page.getByRole('region', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: text })

async function fillCheckout(page: Page, name: string, phone = '+33 6 12 34 56 78') {
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Email').fill('awa@example.org')
  await page.getByLabel('Phone').fill(phone)
  await page.getByLabel('Address').fill('12 rue des Lilas, 75011 Paris')
}

/** An order placed through the API (as the checkout does), for the payment page tests. */
async function placeOrder(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/orders', {
    data: {
      items: [{ productId: 'seedprod0000001', size: '350 ml', color: 'White', quantity: 2 }],
      clientInfo: { name, email: 'awa@example.org', phone: '0612345678', address: '12 rue des Lilas, Paris' },
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

test.describe('shop', () => {
  test('from the catalogue to a paid order, checked in the database @phone', async ({ page, baseURL }) => {
    const name = `Awa Shop ${unique()}`
    await page.goto('/shop')
    await expect(page.getByRole('heading', { level: 1, name: 'Sport Shop' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart')
    await expect(products(page)).toHaveCount(9)
    await expect(products(page).first()).toContainText('$12.90')
    await expect(products(page).first()).toContainText('A generous ceramic mug for the morning coffee...')

    // Search by name, then categories.
    await page.getByRole('searchbox', { name: 'Search products by name' }).fill('shirt')
    await expect(products(page)).toHaveCount(2)
    await page.getByRole('button', { name: 'Mug', exact: true }).click()
    await expect(page.getByText('No product matches your search')).toBeVisible()
    await page.getByRole('button', { name: 'Show all products' }).click()
    await expect(products(page)).toHaveCount(9)
    await page.getByRole('button', { name: 'T-shirt', exact: true }).click()
    await expect(page.getByRole('button', { name: 'T-shirt', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(products(page)).toHaveCount(2)

    // Add to Cart: first size and colour, quantity 1.
    await page.getByRole('button', { name: 'Add to Cart: Team T-shirt' }).click()
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()

    // The product page: its line is in the cart, so the button updates it.
    await page.getByRole('link', { name: 'Team T-shirt' }).click()
    await expect(page).toHaveURL(/\/product\/seedprod0000002$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Team T-shirt' })).toBeVisible()
    await expect(page.getByText(euros('24,00 €'))).toBeVisible()
    await expect(page.getByText('(122 customer reviews)')).toBeVisible()
    await expect(page.getByText('Free delivery within 2-3 days')).toBeVisible()
    await expect(page.getByText('2-year warranty')).toBeVisible()
    await expect(page.getByRole('img', { name: /Team T-shirt/ })).toHaveAttribute('src', /thumb=800x600/)
    await expect(page.getByRole('radio', { name: 'S', exact: true })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Sky blue', exact: true })).toBeChecked()
    await expect(page.getByRole('button', { name: 'Update cart' })).toBeVisible()

    await page.getByText('M', { exact: true }).click()
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Decrease quantity of Team T-shirt' })).toBeDisabled()
    await page.getByRole('button', { name: 'Increase quantity of Team T-shirt' }).click()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('button', { name: 'Update cart' })).toBeVisible()
    await page.getByRole('link', { name: 'View cart' }).click()

    // The cart: 1 × S and 2 × M.
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByRole('region', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2)
    const summary = page.getByRole('complementary', { name: 'Order summary' })
    await expect(summary).toContainText(euros('72,00 €'))
    await expect(summary).toContainText(euros('7,20 €'))
    await expect(summary).toContainText(euros('79,20 €'))
    const small = cartLine(page, /S · Sky blue/)
    await expect(small.getByRole('button', { name: /Decrease/ })).toBeDisabled()
    await small.getByRole('button', { name: /Increase/ }).click()
    await expect(small.getByRole('status', { name: 'Quantity of Team T-shirt' })).toHaveText('2')
    await small.getByRole('button', { name: /Decrease/ }).click()
    await small.getByRole('button', { name: /Increase/ }).click()
    await cartLine(page, /M · Sky blue/).getByRole('button', { name: /Remove Team T-shirt/ }).click()
    await expect(page.getByRole('region', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1)
    await expect(summary).toContainText(euros('52,80 €'))

    // A reload keeps it, in the spec's shape.
    await page.reload()
    await expect(summary).toContainText(euros('52,80 €'))
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'))
    expect(stored).toMatchObject({ total: 48, tax: 4.8, totalWithTax: 52.8 })
    expect(stored.items).toHaveLength(1)

    // Checkout: an empty form does not leave the browser, and is refused in the site's words, not in the browser's bubble.
    const orderPosts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/orders')) orderPosts.push(r.url())
    })
    await page.getByRole('link', { name: 'Proceed to Payment' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('group', { name: 'There is a problem' })).toBeFocused()
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('This field is required.')
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('This field is required.')
    expect(orderPosts).toEqual([])

    // A phone the server refuses is shown by the field; what was typed stays.
    await fillCheckout(page, name, 'call me maybe')
    await page.getByRole('button', { name: 'Confirm' }).click()
    const problem = page.getByRole('group', { name: 'There is a problem' })
    await expect(problem).toBeFocused()
    await expect(page).toHaveTitle(/^Error: /)
    await problem.getByRole('link', { name: 'Phone: Enter a phone number: digits, spaces and + ( ) - . only.' }).click()
    await expect(page.getByLabel('Phone')).toBeFocused()
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Enter a phone number: digits, spaces and + ( ) - . only.')
    await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Full Name')).toHaveValue(name)

    await page.getByLabel('Phone').fill('+33 6 12 34 56 78')
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/orders', async (route) => {
      await gate
      await route.continue()
    })
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByRole('button', { name: 'Confirming…' })).toBeDisabled()
    release()

    // The payment page.
    await expect(page).toHaveURL(/\/payment\/[a-z0-9]{15}$/)
    const orderId = page.url().split('/').pop()!
    await expect(page.getByText('Unpaid')).toBeVisible()
    await expect(page.getByText(name)).toBeVisible()
    await expect(page.getByText('ending in 78')).toBeVisible() // never the whole number: anyone with the link reads the page
    await expect(page.getByText(euros('52,80 €'))).toBeVisible()
    await expect(page.getByText('TEST MODE — no real payment is made')).toBeVisible()
    await page.getByRole('button', { name: 'Pay with PayPal (TEST MODE)' }).click()
    await expect(page.getByText('Paiement réussi et commande mise à jour !')).toBeVisible()
    await expect(page.getByText('Paid', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: /Pay with PayPal/ })).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull()

    // What the server stored: its own total, paid, and the order's message.
    const admin = await adminClient(baseURL!)
    const order = await admin.collection('orders').getOne(orderId)
    expect(order).toMatchObject({ total: 48, tax: 4.8, amountTotal: 52.8, payment: true, status: 'paid' })
    expect(order.clientInfo).toMatchObject({ name, phone: '+33 6 12 34 56 78' })
    expect(order.items).toEqual([
      expect.objectContaining({ productId: 'seedprod0000002', size: 'S', color: 'Sky blue', quantity: 2, unitPrice: 24 }),
    ])
    const message = await admin.collection('messages').getOne(orderId)
    expect(message.isRead).toBe(false)
    expect(message.message).toContain(name)
    expect(message.message).toContain('+33 6 12 34 56 78')

    await page.goto('/cart')
    await expect(page.getByText('Votre panier est vide')).toBeVisible()
  })

  test('the server searches (blind to case and accents) and filters the catalogue, a page of 12 at a time', async ({ page }) => {
    const reads: URLSearchParams[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/collections/products/records') reads.push(url.searchParams)
    })
    await page.goto('/shop')
    await expect(products(page)).toHaveCount(9)
    // The first page came with the served page.
    expect(reads).toHaveLength(0)
    // Capitals and accents aside: the server compares folded names.
    const search = page.getByRole('searchbox', { name: 'Search products by name' })
    await untilHydrated(search)
    await search.fill('SHÎRT')
    await expect(products(page)).toHaveCount(2)
    await page.getByRole('button', { name: 'T-shirt', exact: true }).click()
    await expect(page.getByRole('button', { name: 'T-shirt', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(products(page)).toHaveCount(2)
    expect(reads.length).toBeGreaterThan(0)
    for (const query of reads) {
      expect(query.get('perPage')).toBe('12')
      expect(query.get('page')).toBe('1')
      expect(query.get('filter')).toMatch(/^(category = "T-shirt" && )?searchName ~ "s(h(i(r(t)?)?)?)?"$/)
    }
    expect(reads.at(-1)?.get('filter')).toBe('category = "T-shirt" && searchName ~ "shirt"')
  })

  test('a corrupt or outdated cart is an empty cart; vanished products are dropped with a notice', async ({ page }) => {
    await page.goto('/cart')
    for (const junk of ['{"items":[{', '[{"id":"seedprod0000001","qty":1}]', '42']) {
      await page.evaluate((value) => localStorage.setItem('cart', value), junk)
      await page.reload()
      await expect(page.getByText('Votre panier est vide')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop')
    }
    const line = (id: string, name: string, price: number) => ({
      id, collectionId: 'pbc_products', collectionName: 'products', name, description: '', price, category: 'Mug',
      galleries: [], sizes: ['350 ml'], colors: ['White'], size: '350 ml', color: 'White', quantity: 1,
    })
    await page.evaluate(
      (cart) => localStorage.setItem('cart', JSON.stringify(cart)),
      { items: [line('seedprod0000001', 'Foundation Mug', 1), line('goneproduct0001', 'Old Cap', 9)], total: 10, tax: 1, totalWithTax: 11 },
    )
    await page.reload()
    await expect(page.getByRole('alert')).toContainText('“Old Cap” is no longer available and was removed from your cart.')
    await expect(page.getByRole('region', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1)
    // The stale price is refreshed from the catalogue.
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(euros('14,19 €'))
  })

  test('unknown product and order show Document not found', async ({ page }) => {
    await page.goto('/product/nosuchproduct01')
    await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible()
    await page.goto('/payment/nosuchorder0001')
    const missing = page.getByText('Document not found')
    await expect(missing).toBeVisible()
    // In red: the computed colour (Tailwind's lab() value) painted on a canvas reads back red-dominant.
    const [r, g, b] = await missing.evaluate((el) => {
      const ctx = document.createElement('canvas').getContext('2d')!
      ctx.fillStyle = getComputedStyle(el).color
      ctx.fillRect(0, 0, 1, 1)
      return Array.from(ctx.getImageData(0, 0, 1, 1).data)
    })
    expect(r!).toBeGreaterThan(150)
    expect(g! + b!).toBeLessThan(100)
  })

  for (const width of [390, 1440]) {
    // Issue 44: the page did not say what was paid for, and the success toast covered Continue for 4–6 s.
    test(`the payment page lists what is paid for, and the success message leaves Continue free (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      const id = await placeOrder(page, `Awa Lines ${unique()}`)
      await page.goto(`/payment/${id}`)
      const paidFor = page.getByRole('heading', { name: 'What you are paying for' }).locator('..')
      await expect(paidFor.getByRole('listitem')).toHaveCount(1)
      await expect(paidFor.getByRole('listitem')).toContainText('2 × Foundation Mug')
      await expect(paidFor.getByRole('listitem')).toContainText('350 ml · White')
      await expect(paidFor.getByRole('listitem')).toContainText(euros('25,80 €'))
      await expect(paidFor).toContainText(/Subtotal\s*25,80\s€/)
      await expect(paidFor).toContainText(/Shipping Fee\s*2,58\s€/)
      await expect(paidFor).toContainText(/Total\s*28,38\s€/)

      await page.getByRole('button', { name: 'Pay with PayPal (TEST MODE)' }).click()
      const continueLink = page.getByRole('link', { name: 'Continue' })
      await expect(page.getByText('Paiement réussi et commande mise à jour !')).toBeVisible()
      await expect(page.getByText(/Thank you! Your payment is recorded/)).toBeFocused()
      // At once, not after a toast is gone: the link is what a finger touching its middle reaches.
      await continueLink.scrollIntoViewIfNeeded()
      const box = (await continueLink.boundingBox())!
      const reached = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? '', [box.x + box.width / 2, box.y + box.height / 2])
      expect(reached).toBe('Continue')
    })
  }

  test('the payment page says when it is loading, and tells PayPal and recording failures apart', async ({ page }) => {
    const id = await placeOrder(page, `Awa Errors ${unique()}`)
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/api/orders/${id}`, async (route) => {
      await gate
      await route.continue()
    })
    await page.goto(`/payment/${id}`)
    await expect(page.getByText('Chargement des informations de commande...')).toBeVisible()
    release()
    await expect(page.getByText('Unpaid')).toBeVisible()

    await page.route(`**/api/orders/${id}/paypal`, (route) => route.fulfill({ status: 502, json: { status: 502, message: 'PayPal could not be reached.' } }))
    await page.getByRole('button', { name: 'Pay with PayPal (TEST MODE)' }).click()
    await expect(page.getByText('Erreur lors du paiement')).toBeVisible()
    await page.unroute(`**/api/orders/${id}/paypal`)

    await page.route(`**/api/orders/${id}/paypal/capture`, (route) => route.fulfill({ status: 500, json: { status: 500, message: 'Not recorded.' } }))
    await page.getByRole('button', { name: 'Pay with PayPal (TEST MODE)' }).click()
    await expect(page.getByText("Une erreur s'est produite lors de la mise à jour")).toBeVisible()
    await expect(page.getByText('Unpaid')).toBeVisible()
  })

  test('an order cancelled while its payment page is open cannot be paid, and says so', async ({ page, baseURL }) => {
    const id = await placeOrder(page, `Awa Cancelled ${unique()}`)
    await page.goto(`/payment/${id}`)
    await expect(page.getByText('Unpaid')).toBeVisible()
    const admin = await adminClient(baseURL!)
    await admin.collection('orders').update(id, { status: 'cancelled', cancelReason: 'Out of stock' })

    await page.getByRole('button', { name: 'Pay with PayPal (TEST MODE)' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'This order was cancelled, so it can no longer be paid. Nothing was charged.' })).toBeVisible()
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pay with PayPal (TEST MODE)' })).toHaveCount(0)
    expect((await admin.collection('orders').getOne(id)).payment).toBe(false)
  })

  test('live mode: PayPal buttons call our create and capture endpoints, never PayPal client-side actions', async ({ page, baseURL }) => {
    const id = await placeOrder(page, `Awa Live ${unique()}`)
    const sdkURLs: string[] = []
    await page.route('**/api/payments/config', (route) =>
      route.fulfill({ json: { paypalMode: 'live', paypalClientId: 'test-client-id', cardMode: 'demo', sepaMode: 'off', wallets: false, methods: ['card', 'paypal', 'cheque'] } }),
    )
    await page.route('https://www.paypal.com/sdk/js**', (route) => {
      sdkURLs.push(route.request().url())
      return route.fulfill({ contentType: 'application/javascript', body: payPalStandIn })
    })
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes(`/api/orders/${id}/`)) calls.push(new URL(r.url()).pathname)
    })

    await page.goto(`/payment/${id}`)
    await expect(page.getByText('TEST MODE')).toHaveCount(0)
    await page.getByRole('button', { name: 'PayPal (stand-in)' }).click()
    await expect(page.getByText('Paiement réussi et commande mise à jour !')).toBeVisible()
    await expect(page.getByText('Paid', { exact: true })).toBeVisible()

    const sdk = new URL(sdkURLs[0]!)
    expect(sdk.searchParams.get('client-id')).toBe('test-client-id')
    expect(sdk.searchParams.get('currency')).toBe('EUR')
    expect(sdk.searchParams.get('intent')).toBe('capture')
    expect(calls).toEqual([`/api/orders/${id}/paypal`, `/api/orders/${id}/paypal/capture`])
    expect(await page.evaluate(() => (window as unknown as { __clientSideActions: string[] }).__clientSideActions)).toEqual([])

    const admin = await adminClient(baseURL!)
    expect(await admin.collection('orders').getOne(id)).toMatchObject({ payment: true, amountTotal: 28.38 })
  })

  test('the shop volunteer counts the stock; a size sold out cannot be added, and a cart beyond the stock is refused at checkout', async ({ page, baseURL }) => {
    test.setTimeout(60_000)
    const admin = await adminClient(baseURL ?? '')
    const name = `E2E stock tee ${unique()}`
    const product = await admin.collection('products').create({ name, description: 'A tee.', price: 20, category: 'T-shirt', sizes: ['S', 'M', 'L'], colors: ['Black'] })

    // The shop volunteer: S has 1 left, M none, L unlimited.
    await signedInAs(page, baseURL ?? '', 'shop')
    await page.getByRole('link', { name: 'Stock', exact: true }).click()
    await page.getByRole('searchbox', { name: 'Product name' }).fill(name)
    await page.getByRole('searchbox', { name: 'Product name' }).press('Enter')
    const form = page.getByRole('form', { name })
    await form.getByRole('textbox', { name: /Size S/ }).fill('1')
    await form.getByRole('textbox', { name: /Size M/ }).fill('0')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText('Saved.')).toBeVisible()
    await expect(form.getByText('Out of stock')).toBeVisible()
    expect((await admin.collection('products').getOne(product.id)).stock).toEqual({ S: 1, M: 0 })

    // The visitor: M says so and cannot be added; one S can.
    await page.goto(`/product/${product.id}`)
    await page.getByText('Out of stock', { exact: true }).click()
    await expect(page.getByRole('radio', { name: 'M Out of stock' })).toBeChecked()
    await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled()
    await page.getByRole('radio', { name: 'S', exact: true }).check({ force: true })
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByText(`${name} was added to your cart.`)).toBeVisible()

    // Someone else buys the last S before this visitor confirms: the server refuses, the checkout says why.
    await admin.collection('products').update(product.id, { stock: { S: 0, M: 0 } })
    await page.goto('/checkout')
    await fillCheckout(page, `Awa Stock ${unique()}`)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByRole('alert')).toContainText(`${name}: Sorry, size S is out of stock.`)
    await expect(page).toHaveURL(/\/checkout$/)
  })
})
