import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../../../test/render'
import type { DonationRow } from '../../../../lib/contract.gen'
import { DonationRows } from './DonationRows'

const gift: DonationRow = {
  id: 'g1', created: '2026-03-02 09:00:00.000Z', donor: 'd1', donorName: 'Ada Lovelace', donorEmail: 'ada@example.org', amount: 2500,
  rhythm: 'once', method: 'card', paidWith: 'Card', status: 'paid', paymentsCount: 1, collected: 2500, lastPaymentAt: '2026-03-02 09:00:00.000Z', test: false, nextPaymentAt: '',
  coveredFee: 0,
}

describe('the gifts as rows', () => {
  it('opens a gift from anywhere on its row, and the donor from the donor’s link', async () => {
    const u = userEvent.setup()
    renderScreen(<DonationRows gifts={[gift]} caption="Donations" />, { path: '/staff/donations' })
    await u.click(screen.getByText('Card'))
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/staff/donations/g1')
  })

  it('leaves the row’s own links to theirs', async () => {
    const u = userEvent.setup()
    renderScreen(<DonationRows gifts={[gift]} caption="Donations" />, { path: '/staff/donations' })
    await u.click(screen.getByRole('link', { name: 'Ada Lovelace' }))
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/staff/donors/ada%40example.org')
  })

  it('says how each gift was paid: a card’s wallet, the direct debit', () => {
    const wallet = { ...gift, id: 'g2', paidWith: 'Apple Pay' }
    const debit = { ...gift, id: 'g3', method: 'sepa' as const, paidWith: 'SEPA Direct Debit', status: 'processing' as const }
    renderScreen(<DonationRows gifts={[wallet, debit]} caption="Donations" />, { path: '/staff/donations' })
    expect(screen.getByRole('row', { name: /Apple Pay/ })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /SEPA Direct Debit.*Debit on its way/ })).toBeInTheDocument()
  })

  it('names the campaign and the project a gift was given to', () => {
    const forTrack = { ...gift, id: 'g3', campaign: 'new-track', designation: 'sport' }
    renderScreen(<DonationRows gifts={[forTrack, { ...gift, id: 'g4' }]} caption="Donations" />, { path: '/staff/donations' })
    expect(screen.getAllByText('Campaign: new-track · For: sport')).toHaveLength(1)
  })
})
