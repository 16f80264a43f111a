import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../../../test/render'
import { OpenDisputes } from './OpenDisputes'

describe('OpenDisputes', () => {
  it('lists each open dispute with its gift, or says none is open', () => {
    renderScreen(
      <OpenDisputes
        disputes={[
          { provider: 'stripe', disputeId: 'du_1', donationId: 'gift1', amount: 2500, currency: 'EUR', reason: 'fraudulent', status: 'needs_response',
            withdrawn: 2500, reinstated: 0, openedAt: '2026-03-01 10:00:00.000Z', test: false },
          { provider: 'paypal', disputeId: 'PP-D-1', donationId: '', amount: 900, currency: 'EUR', reason: '', status: 'OPEN',
            withdrawn: 0, reinstated: 0, openedAt: '2026-03-02 10:00:00.000Z', test: false },
        ]}
      />,
    )
    const [, stripe, paypal] = screen.getAllByRole('row')
    if (!stripe || !paypal) throw new Error('two rows of disputes expected')
    expect(within(stripe).getByRole('link', { name: 'gift1' })).toHaveAttribute('href', '/staff/donations/gift1')
    expect(stripe).toHaveTextContent('Stripe du_1')
    expect(paypal).toHaveTextContent('PayPal PP-D-1')
    expect(paypal).toHaveTextContent('No gift found')
  })
})
