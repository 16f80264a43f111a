import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import type { DonorIdentity, DonorRow } from '../../../../lib/contract.gen'
import { StaffLanguage } from '../../language'
import { DonorScreen } from './DonorScreen'
import { DonorsScreen } from './DonorsScreen'

const row: DonorRow = {
  email: 'ada@example.org', name: 'Ada Lovelace', postalCode: '75015', town: 'Paris', country: 'France', gifts: 2, collected: 7500,
  firstGift: '2026-01-10 09:00:00.000Z', lastGift: '2026-03-05 09:00:00.000Z',
}

const identity: DonorIdentity = {
  identity: 'i1', name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', address: '1 rue du Stade', postalCode: '75015', town: 'Paris', country: 'France',
  phone: '+33612345678', kind: 'person', company: '', siren: '', legalForm: '', totals: { gifts: 1, collected: 5000, test: 0 },
  years: [{ year: 2026, gifts: 1, collected: 5000, test: 0 }],
  gifts: [{
    id: 'g1', created: '2026-03-05 09:00:00.000Z', donor: 'd1', donorName: 'Ada Lovelace', donorEmail: 'ada@example.org', amount: 5000, rhythm: 'monthly',
    method: 'card', paidWith: 'Card', status: 'active', paymentsCount: 1, collected: 5000, lastPaymentAt: '2026-03-05 09:00:00.000Z', test: false, nextPaymentAt: '2026-04-05 09:00:00.000Z', coveredFee: 0,
  }],
}

const inFrench = (screenElement: React.ReactElement) => <StaffLanguage.Provider value="fr">{screenElement}</StaffLanguage.Provider>

describe('the donors screens in French', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists the donors with French headings and dates', async () => {
    stubFetch((url) => (url.pathname === '/api/staff/donors' ? { body: { page: 1, perPage: 20, totalItems: 1, totalPages: 1, items: [row] } } : undefined))
    renderScreen(inFrench(<DonorsScreen />), { path: '/staff/donors' })
    const table = await screen.findByRole('table', { name: 'Donateurs' })
    expect(within(table).getByRole('columnheader', { name: 'Dernier don' })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent(/75,00\s€5 mars 2026/)
    expect(screen.getByRole('heading', { level: 1, name: 'Donateurs' })).toBeInTheDocument()
  })

  it('shows one donor in French: details, years, gifts and the correction', async () => {
    stubFetch((url) => (url.pathname === '/api/staff/donors/ada%40example.org' ? { body: { email: 'ada@example.org', identities: [identity] } } : undefined))
    renderScreen(inFrench(<DonorScreen />), { path: '/staff/donors/ada%40example.org', route: '/staff/donors/:email' })
    expect(await screen.findByRole('heading', { name: 'Coordonnées' })).toBeInTheDocument()
    expect(screen.getByText('Particulier')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Totaux par année' })).toHaveTextContent(/2026150,00/)
    const gifts = screen.getByRole('table', { name: 'Dons de ada@example.org en tant que Ada Lovelace' })
    expect(within(gifts).getByRole('link', { name: /^Don du 5 mars 2026/ })).toBeInTheDocument()
    expect(within(gifts).getByText(/prochain le 5 avril 2026/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enregistrer les coordonnées' })).toBeInTheDocument()
  })
})
