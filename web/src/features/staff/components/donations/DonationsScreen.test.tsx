import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { donationStatusValues } from '../../../../lib/contract.gen'
import { StaffLanguage } from '../../language'
import { DonationsScreen } from './DonationsScreen'

const empty = { page: 1, perPage: 20, totalItems: 0, totalPages: 0, items: [], totals: { count: 0, collected: 0, test: 0 } }

describe('the donations list', () => {
  it('offers every status the server has, and asks only for filters it knows', async () => {
    const asked: URL[] = []
    stubFetch((url) => {
      if (url.pathname !== '/api/staff/donations') return undefined
      asked.push(url)
      return { body: empty }
    })
    renderScreen(<DonationsScreen />, { path: '/staff/donations?status=past_due&method=bitcoin&q=ada' })
    expect(await screen.findByText('No gift matches.')).toBeInTheDocument()
    const statuses = screen.getByLabelText('Status').querySelectorAll('option:not([value=""])')
    expect([...statuses].map((o) => o.getAttribute('value'))).toEqual([...donationStatusValues])
    expect(asked.map((u) => Object.fromEntries(u.searchParams))).toEqual([{ status: 'past_due', q: 'ada', page: '1', perPage: '20' }])
  })

  it('speaks French: its filters, its status words, its count of gifts and their dates', async () => {
    const gift = {
      id: 'g1', created: '2026-03-05 09:00:00.000Z', donor: 'd1', donorName: 'Ada Lovelace', donorEmail: 'ada@example.org', amount: 5000, rhythm: 'once',
      method: 'cheque', paidWith: 'Chèque', status: 'awaiting_cheque', paymentsCount: 0, collected: 0, lastPaymentAt: '', test: false, nextPaymentAt: '',
    }
    stubFetch((url) => (url.pathname === '/api/staff/donations' ? { body: { ...empty, totalItems: 1, totalPages: 1, items: [gift], totals: { count: 1, collected: 0, test: 0 } } } : undefined))
    renderScreen(
      <StaffLanguage.Provider value="fr">
        <DonationsScreen />
      </StaffLanguage.Provider>,
      { path: '/staff/donations' },
    )
    expect(await screen.findByRole('link', { name: /^Don du 5 mars 2026, 50,00/ })).toHaveTextContent('5 mars 2026')
    expect(screen.getByRole('heading', { level: 1, name: 'Dons' })).toBeInTheDocument()
    expect(screen.getByText(/conservés \(encaissés moins remboursés\)/)).toHaveTextContent(/^1 don ·/)
    expect(screen.getByText('Ponctuel', { selector: 'td span' })).toBeInTheDocument()
    expect(screen.getByText('Chèque promis', { selector: 'td span' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Chèque…' })).toBeInTheDocument()
    expect(screen.getByLabelText('Fréquence')).toBeInTheDocument()
  })
})
