import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'
import type { OrderView } from '../../lib/contract.gen'
import { renderScreen, stubFetch } from '../../test/render'
import { PaymentScreen } from './PaymentScreen'

const unpaid: OrderView = {
  id: 'order1234567890',
  number: 42,
  clientInfo: { name: 'Awa Ndiaye', email: 'awa@example.org', phoneEnd: '78' },
  lines: [
    { name: 'Foundation Mug', size: '450 ml', color: 'Navy', quantity: 2, lineTotal: 25.8 },
    { name: 'Team T-shirt', size: 'M', color: 'Black', quantity: 1, lineTotal: 24 },
  ],
  subtotal: 49.8,
  shipping: 4.98,
  amountTotal: 54.78,
  payment: false,
  status: 'pending',
}

function serve() {
  return stubFetch((url, init) => {
    if (url.pathname === '/api/orders/order1234567890') return { body: unpaid }
    if (url.pathname === '/api/payments/config') return { body: { paypalMode: 'demo', paypalClientId: '' } }
    if (url.pathname.endsWith('/paypal') && init?.method === 'POST') return { body: { id: 'PAYPAL-1' } }
    if (url.pathname.endsWith('/paypal/capture')) return { body: { ...unpaid, payment: true, status: 'paid' } }
    return undefined
  })
}

const renderPayment = () => renderScreen(<PaymentScreen />, { path: '/payment/order1234567890', route: '/payment/:slug' })

describe('the payment page of an order', () => {
  // It did not say what was being paid for (issue 44).
  it('lists the order’s lines, the subtotal, shipping and total', async () => {
    serve()
    renderPayment()
    const lines = await screen.findByRole('heading', { name: 'What you are paying for' })
    const block = lines.parentElement!
    const items = within(block).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent(/2 × Foundation Mug450 ml · Navy25,80\s€/)
    expect(items[1]).toHaveTextContent(/1 × Team T-shirtM · Black24,00\s€/)
    expect(block).toHaveTextContent(/Subtotal49,80\s€Shipping Fee4,98\s€Total54,78\s€/)
  })

  // The success toast covered the Continue button for seconds on a phone (issue 44).
  it('says the payment succeeded beside Continue, with no toast over it', async () => {
    serve()
    const u = userEvent.setup()
    renderPayment()
    await u.click(await screen.findByRole('button', { name: 'Pay with PayPal (TEST MODE)' }))
    const thanks = await screen.findByText(/Thank you! Your payment is recorded/)
    expect(thanks).toHaveFocus()
    expect(thanks).toHaveTextContent('Paiement réussi et commande mise à jour !')
    expect(screen.getByRole('link', { name: 'Continue' })).toBeInTheDocument()
    expect(screen.getAllByText('Paiement réussi et commande mise à jour !')).toHaveLength(1)
  })
})

// The French site (issue 40.5): the server's English answers are said in French.
describe('the payment page in French', () => {
  it('says a sold-out line in French, and that nothing was charged', async () => {
    // The page logs the failure (the spec's console.error).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch((url, init) => {
      if (url.pathname === '/api/orders/order1234567890') return { body: unpaid }
      if (url.pathname === '/api/payments/config') return { body: { paypalMode: 'demo', paypalClientId: '' } }
      if (url.pathname.endsWith('/paypal') && init?.method === 'POST')
        return {
          status: 409,
          body: {
            status: 409,
            message: 'Sorry, part of this order is sold out, or held by buyers paying for it right now, so it cannot be paid. Nothing was charged.',
            data: { items: { '0': { quantity: { code: 'validation_out_of_stock', message: 'Sorry, size M is out of stock.', params: { size: 'M', left: 0 } } } } },
          },
        }
      return undefined
    })
    const u = userEvent.setup()
    renderScreen(
      <Route path="/fr" nest>
        <Route path="/payment/:slug">
          <PaymentScreen />
        </Route>
      </Route>,
      { path: '/fr/payment/order1234567890' },
    )
    await u.click(await screen.findByRole('button', { name: /PayPal/ }))
    expect(await screen.findByText(/^Désolé, une partie de cette commande est épuisée/)).toHaveTextContent('Rien n’a été débité.')
    expect(screen.queryByText(/Sorry/)).not.toBeInTheDocument()
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })
})
