import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../test/render'
import { initialDraft, saveDraft } from '../model'
import { PayPalSubscriptionScreen } from './PayPalSubscriptionScreen'

const config = { enabled: false, rate: 66, ceiling: 0, rateAbove: 0, fees: { card: { basisPoints: 150, fixedCents: 25 }, paypal: { basisPoints: 290, fixedCents: 35 } } }
const payments = { paypalMode: 'demo', cardMode: 'demo', sepaMode: 'off', wallets: false, methods: ['card', 'paypal', 'cheque'] }
const plans = [{ id: 'price_m50', unit_amount: 5000, interval: 'month', paypalPlanId: 'P-M50' }]

/** The TEST MODE PayPal page of a monthly 50 € gift, the server answering as it does. */
function serve() {
  return stubFetch((url, init) => {
    switch (url.pathname) {
      case '/api/receipts/config':
        return { body: config }
      case '/api/payments/config':
        return { body: payments }
      case '/api/donations/plans':
        return { body: { data: plans } }
      case '/api/donations/paypal/subscriptions':
        return { status: 201, body: { data: { subscriptionId: 'I-FEE', donationId: 'd1' } } }
      case '/api/payments/demo/paypal/subscriptions':
        return { body: { subscriptionID: 'I-PLAN' } }
      case '/api/donations/paypal/subscriptions/I-FEE/confirm':
      case '/api/donations/paypal/subscriptions/I-PLAN/confirm':
        return init?.method === 'POST' ? { status: 201, body: { data: { id: 'd1', status: 'active' } } } : undefined
    }
    return undefined
  })
}

const posted = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input, init]) => [new URL(String(input), 'http://localhost').pathname, JSON.parse(String(init?.body))])

describe('the PayPal subscription page', () => {
  beforeEach(() => sessionStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('has the server open the subscription at the plan and the fee when the donor covers the fees', async () => {
    saveDraft({ ...initialDraft, preset: 50, rhythm: 'monthly', method: 'paypal', coverFees: true, donor: { id: 'donor1', key: 'k' } })
    const fetch = serve()
    renderScreen(<PayPalSubscriptionScreen />, { path: '/don/abonnement/paypal-chechout/P-M50', route: '/don/abonnement/paypal-chechout/:productId' })
    expect(await screen.findByText(/Each payment adds 1,86\s€ to cover the payment fees/)).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: /Subscribe/ }))
    await vi.waitFor(() => expect(posted(fetch)).toHaveLength(2))
    const calls = posted(fetch)
    expect(calls.map(([path]) => path)).toEqual(['/api/donations/paypal/subscriptions', '/api/donations/paypal/subscriptions/I-FEE/confirm'])
    expect(calls[0]?.[1]).toMatchObject({ planId: 'P-M50', donorId: 'donor1', coverFees: true })
  })

  it("keeps PayPal's plan alone when the donor does not cover the fees", async () => {
    saveDraft({ ...initialDraft, preset: 50, rhythm: 'monthly', method: 'paypal', donor: { id: 'donor1', key: 'k' } })
    const fetch = serve()
    renderScreen(<PayPalSubscriptionScreen />, { path: '/don/abonnement/paypal-chechout/P-M50', route: '/don/abonnement/paypal-chechout/:productId' })
    await userEvent.click(await screen.findByRole('button', { name: /Subscribe/ }))
    await vi.waitFor(() => expect(posted(fetch)).toHaveLength(2))
    expect(posted(fetch).map(([path]) => path)).toEqual(['/api/payments/demo/paypal/subscriptions', '/api/donations/paypal/subscriptions/I-PLAN/confirm'])
    expect(screen.queryByText(/to cover the payment fees/)).not.toBeInTheDocument()
  })
})
